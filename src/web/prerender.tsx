import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { App } from './app/app';
import { preloadPagesOf, routes } from './app/router';
import { meQueryKey, queryClient } from './lib/query-client';

// Build time only (vite.config.ts, prerenderPages): the HTML of public pages as a signed-out
// visitor sees them, so the browser paints them before any JavaScript has loaded; main.tsx
// hydrates it. The server sends these files only to a browser without a session cookie.

export interface PrerenderedPage {
  path: string;
  /** The page's module (a chunk of its own), whose CSS the HTML links. */
  source?: string;
}

export const PRERENDERED_PAGES: PrerenderedPage[] = [
  { path: '/' },
  { path: '/login', source: 'src/web/features/auth/login-page.tsx' },
];

export async function renderPage(path: string): Promise<string> {
  await preloadPagesOf(path);
  queryClient.clear();
  queryClient.setQueryData(meQueryKey, null);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const html = renderToString(<App router={router} />);
  // Without its queries' garbage-collection timers, the build's process ends at once.
  queryClient.clear();
  return html;
}
