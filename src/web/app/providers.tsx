import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { queryClient } from '../lib/query-client';
import { ScrollToTop } from './scroll-to-top';
import { cssVariablesResolver, theme } from './theme';

/** Theme and query cache: outside the router, so every route (error pages too) has them. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    // The system's colour scheme unless the header's toggle saved another (color-scheme-toggle.tsx).
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
    >
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

/**
 * The toasts' container, mounted just after the page's first render, in a transition: not in
 * hydration's one blocking commit (its portal and transitions). Toasts shown before it mounts
 * wait in Mantine's store and appear when it does.
 */
function DeferredNotifications() {
  const [isMounted, setIsMounted] = useState(false);
  useEffect(() => startTransition(() => setIsMounted(true)), []);
  // Spec: toasts at top right for 4000 ms, with a close button (Mantine's default).
  return isMounted ? <Notifications position="top-right" autoClose={4000} zIndex={1000} /> : null;
}

/**
 * The root route's element. Modals and toasts live inside the router so their content can
 * use links and navigation.
 */
export function RootProviders() {
  return (
    <ModalsProvider>
      <DeferredNotifications />
      <ScrollToTop />
      <Outlet />
    </ModalsProvider>
  );
}
