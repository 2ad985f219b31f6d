import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import type { DataRouter } from 'react-router';
import { AppProviders } from './providers';
import { AppRouter } from './router';

/**
 * The whole app, the same tree in the browser (main.tsx), at build time (prerender.tsx) and on
 * the server (server-render.tsx, with a query cache of the request's own).
 */
export function App({ router, client }: { router: DataRouter; client?: QueryClient }) {
  return (
    <StrictMode>
      <AppProviders client={client}>
        <AppRouter router={router} />
      </AppProviders>
    </StrictMode>
  );
}
