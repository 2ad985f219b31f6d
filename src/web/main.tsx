import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { routerReady } from './app/lazy-page';
import { preloadLinksOnIntent } from './app/preload-on-intent';
import { preloadPagesOf, routes } from './app/router';
import { restoreHoistedStyles } from './lib/page-html';
import { meQueryKey, queryClient } from './lib/query-client';
import { startReporting } from './lib/reporting';

void startReporting();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const router = createBrowserRouter(routes);
const app = <App router={router} />;
// The first page's chunk loads before anything renders (lazy routes), so the page hydrates or
// renders whole at once.
await routerReady(router);

if (root.hasAttribute('data-prerendered')) {
  // A page rendered at build time (prerender.tsx), which the server sends only to a browser
  // without a session cookie: signed out, no /api/me to ask.
  queryClient.setQueryData(meQueryKey, null);
  // The styles the build moved to the head go back where React rendered them (page-html.ts).
  restoreHoistedStyles(root);
  hydrateRoot(root, app);
} else {
  createRoot(root).render(app);
}

preloadLinksOnIntent(preloadPagesOf);
