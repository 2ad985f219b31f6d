import { StrictMode } from 'react';
import type { DataRouter } from 'react-router';
import { AppProviders } from './providers';
import { AppRouter } from './router';

/** The whole app, the same tree in the browser (main.tsx) and at build time (prerender.tsx). */
export function App({ router }: { router: DataRouter }) {
  return (
    <StrictMode>
      <AppProviders>
        <AppRouter router={router} />
      </AppProviders>
    </StrictMode>
  );
}
