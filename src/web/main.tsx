import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { prefetchDataOf, preloadPagesOf, routes } from './app/router';
import { getMeQueryOptions } from './lib/auth/get-me';
import { meQueryKey, queryClient } from './lib/query-client';
import { startReporting } from './lib/reporting';

void startReporting();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const router = createBrowserRouter(routes);
const app = <App router={router} />;
const pagesLoaded = preloadPagesOf(window.location.pathname).catch(() => undefined);

// A transition renders in slices that yield to the browser, instead of one long task.
if (root.hasAttribute('data-prerendered')) {
  // A page rendered at build time (prerender.tsx), which the server sends only to a browser
  // without a session cookie: signed out, so no /api/me. Its page chunk must be in before
  // hydration, or React would show the page's fallback in place of the HTML.
  queryClient.setQueryData(meQueryKey, null);
  void pagesLoaded.then(() => startTransition(() => void hydrateRoot(root, app)));
} else {
  // The profile and the page's own data load at once, while React renders the first frame.
  void queryClient.prefetchQuery(getMeQueryOptions());
  prefetchDataOf(window.location.pathname, queryClient);
  startTransition(() => createRoot(root).render(app));
}
