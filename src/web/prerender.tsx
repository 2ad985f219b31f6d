import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { App } from './app/app';
import { routerReady } from './app/lazy-page';
import { routes } from './app/router';
import { meQueryKey, queryClient } from './lib/query-client';

// Build time only (vite.config.ts, prerenderPages): the HTML of public pages as a signed-out
// visitor sees them, so the browser paints them before any JavaScript has loaded; main.tsx
// hydrates it. The server sends these files only to a browser without a session cookie.

export const PRERENDERED_PATHS = ['/', '/login'];

/** The page's markup once every lazy page in it has loaded (`prerender` waits for them). */
export async function renderPage(path: string): Promise<string> {
  queryClient.clear();
  queryClient.setQueryData(meQueryKey, null);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await routerReady(router);
  // One chunk: every boundary inline, with no script to put its content in place (CSP).
  const { prelude } = await prerender(<App router={router} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  // Without its queries' garbage-collection timers, the build's process ends at once.
  queryClient.clear();
  return new Response(prelude).text();
}
