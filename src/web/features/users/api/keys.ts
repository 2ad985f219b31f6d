import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { adminStatsQueryKey } from '../../../lib/query-client';

/** Query keys of the user screens; every one starts with 'admin' like the other admin lists. */
export const userKeys = {
  users: ['admin', 'users'],
  audit: ['admin', 'audit'],
  subscribers: ['admin', 'subscribers'],
  stats: adminStatsQueryKey,
} as const satisfies Record<string, QueryKey>;

/**
 * After a change to a user: the lists on view reload, cached ones not on view are dropped
 * (the app never refetches on mount), and the dashboard's counts follow.
 */
export function refreshUserData(queryClient: QueryClient) {
  for (const queryKey of Object.values(userKeys)) {
    queryClient.removeQueries({ queryKey, type: 'inactive' });
    void queryClient.invalidateQueries({ queryKey });
  }
}
