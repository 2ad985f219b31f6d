import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, isClientError } from './api';

/** The one key of the signed-in profile (GET /api/me). */
export const meQueryKey = ['me'] as const;

/** The admin dashboard's counts (GET /api/admin/stats): question and user changes refresh them. */
export const adminStatsQueryKey = ['admin', 'stats'] as const;

const MAX_QUERY_RETRIES = 2;

/** Admin spec 9: a query retries up to 2 times, never on a 4xx answer. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isClientError(error)) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

/** For a request that is harmless to repeat (an update, a preview, an e-mail): once, never after a 4xx. */
export function retryHarmlessOnce(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && !isClientError(error);
}

/**
 * The server said the session is gone or the subscription no longer gives access: the
 * cached profile is out of date, so reload it and let the route guards react.
 */
function isProfileOutdated(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.code === 'unauthorized' || error.code === 'subscription_required';
}

function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError(error, query) {
        if (query.queryKey[0] !== meQueryKey[0] && isProfileOutdated(error)) {
          void client.invalidateQueries({ queryKey: meQueryKey });
        }
      },
    }),
    mutationCache: new MutationCache({
      onError(error) {
        if (isProfileOutdated(error)) void client.invalidateQueries({ queryKey: meQueryKey });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        gcTime: 10 * 60 * 1000,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        retry: shouldRetryQuery,
      },
      mutations: {
        // Score changes must never repeat; a mutation that is harmless to repeat
        // opts in with `retry: 1` (the spec's "at most once").
        retry: 0,
      },
    },
  });
  return client;
}

/** The app's single QueryClient. */
export const queryClient = createQueryClient();
