import type { ComponentType } from 'react';
import type { DataRouter, LazyRouteFunction, RouteObject } from 'react-router';

/** Each page's module, by the name of the page component it exports. */
type PageModules<T> = { [K in keyof T]: () => Promise<{ [P in K]: ComponentType }> };

export type LazyPage = LazyRouteFunction<RouteObject>;

/**
 * Pages in chunks of their own, as React Router's lazy routes, by name: `lazyPages({ LoginPage:
 * () => import('../features/auth/login-page') })` makes `LoginPage` the route's `lazy`. The
 * router loads a page's chunk before it renders the route, so no page ever suspends: React
 * holds a suspended page back for its fallback's minimum time (300 ms) even when the chunk is
 * already there.
 */
export function lazyPages<T extends PageModules<T>>(modules: T): { [K in keyof T]: LazyPage } {
  const pages: Record<string, LazyPage> = {};
  for (const [name, load] of Object.entries<() => Promise<Record<string, ComponentType>>>(
    modules,
  )) {
    pages[name] = async () => ({ Component: (await load())[name] });
  }
  return pages as { [K in keyof T]: LazyPage };
}

/** Resolves once the router has loaded the first page's chunk (and loaders), before rendering. */
export function routerReady(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
