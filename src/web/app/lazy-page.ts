import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Starts loading the page's chunk ahead of its first render (preload-on-intent.ts). */
  preload(): Promise<unknown>;
};

/** Each page's module, by the name of the page component it exports. */
type PageModules<T> = { [K in keyof T]: () => Promise<{ [P in K]: ComponentType }> };

/**
 * Pages in chunks of their own (React.lazy), by name: `lazyPages({ LoginPage: () =>
 * import('../features/auth/login-page') })` makes `LoginPage` of that module's export.
 */
export function lazyPages<T extends PageModules<T>>(modules: T): { [K in keyof T]: LazyPage } {
  const pages: Record<string, LazyPage> = {};
  for (const [name, load] of Object.entries<() => Promise<Record<string, ComponentType>>>(
    modules,
  )) {
    const page = lazy(async () => ({ default: (await load())[name] }));
    pages[name] = Object.assign(page, { preload: load });
  }
  return pages as { [K in keyof T]: LazyPage };
}

/** The preload of a route element made with lazyPages, if it is one. */
export function preloadOf(element: unknown): (() => Promise<unknown>) | null {
  const type = (element as { type?: { preload?: unknown } } | null)?.type;
  return typeof type?.preload === 'function' ? (type.preload as () => Promise<unknown>) : null;
}
