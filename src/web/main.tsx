import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { preloadLinksOnIntent } from './app/preload-on-intent';
import { prefetchDataOf, preloadPagesOf, routes } from './app/router';
import { getMeQueryOptions } from './lib/auth/get-me';
import { restoreHoistedStyles } from './lib/page-html';
import { meQueryKey, queryClient } from './lib/query-client';
import { startReporting } from './lib/reporting';

void startReporting();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const isPrerendered = root.hasAttribute('data-prerendered');

if (isPrerendered) {
  // A page rendered on the server (server-render.tsx) comes with the data it was rendered with;
  // one rendered at build time (prerender.tsx), which the server sends only to a browser
  // without a session cookie, is signed out: no /api/me.
  const state = document.getElementById('server-state')?.textContent;
  const entries: [readonly unknown[], unknown][] = state ? JSON.parse(state) : [[meQueryKey, null]];
  for (const [key, data] of entries) queryClient.setQueryData(key, data);
} else {
  // The profile loads at once, while the app starts.
  void queryClient.prefetchQuery(getMeQueryOptions());
}

/** Lets the browser run what is waiting (input, paint) before the next step. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// Start-up in steps, each its own task: evaluating the modules, matching the URL's routes
// (react-router ranks every route), creating the router, then rendering. In one task they
// blocked the main thread for 200 ms on Lighthouse's mobile profile (4x CPU slowdown).
async function start(container: HTMLElement) {
  await nextTask();
  const { pathname } = window.location;
  // The page's own data beside the profile; a prerendered page's chunk must be in before
  // hydration, or React would show the page's fallback in place of the HTML.
  if (!isPrerendered) prefetchDataOf(pathname, queryClient);
  const pagesLoaded = preloadPagesOf(pathname).catch(() => undefined);
  await nextTask();
  const router = createBrowserRouter(routes);
  const app = <App router={router} />;
  await Promise.all([pagesLoaded, nextTask()]);
  // The styles the build moved to the head go back where React rendered them (page-html.ts).
  if (isPrerendered) restoreHoistedStyles(container);
  // A transition renders in slices that yield to the browser, instead of one long task.
  startTransition(() => {
    if (isPrerendered) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

void start(root);
preloadLinksOnIntent(preloadPagesOf);
