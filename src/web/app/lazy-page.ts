import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Loads the page's chunk; once it has loaded, the page renders without suspending. */
  preload(): Promise<void>;
};

/**
 * A page in a chunk of its own, like React.lazy, that can be loaded ahead of its first render.
 * A page rendered at build time (prerender.tsx) must not suspend while the browser hydrates it:
 * main.tsx preloads the page of the URL first. React.lazy renders at once when the thenable its
 * loader returns resolves synchronously, so the loader hands back the loaded module that way.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: { default: ComponentType } | null = null;
  const preload = async () => {
    loaded ??= { default: await load() };
  };
  const page = lazy(() => {
    if (loaded) {
      const module = loaded;
      // biome-ignore lint/suspicious/noThenProperty: a thenable that resolves synchronously, on purpose
      const resolved = { then: (resolve: (value: typeof module) => void) => resolve(module) };
      return resolved as unknown as Promise<typeof module>;
    }
    return load().then((component) => {
      loaded = { default: component };
      return loaded;
    });
  });
  return Object.assign(page, { preload });
}

/** The preload of a route element made with lazyPage, if it is one. */
export function preloadOf(element: unknown): (() => Promise<void>) | null {
  const type = (element as { type?: { preload?: unknown } } | null)?.type;
  return typeof type?.preload === 'function' ? (type.preload as () => Promise<void>) : null;
}
