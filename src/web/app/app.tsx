import { StrictMode } from 'react';
import { type DataRouter, RouterProvider } from 'react-router';
import { AppProviders } from './providers';

/** The whole app, the same tree in the browser (main.tsx) and at build time (prerender.tsx). */
export function App({ router }: { router: DataRouter }) {
  return (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
