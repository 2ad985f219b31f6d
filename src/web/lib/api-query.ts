import {
  type QueryClient,
  type QueryKey,
  queryOptions,
  type UseMutationOptions,
  useMutation,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from './api';

// The one way a feature's api/ file talks to our server: a query is its key, its path and the
// response schema from src/core; a mutation is its request and what it makes stale.

/**
 * queryOptions of one GET: `path` read with apiFetch and checked against `schema`, or against
 * the schema `schema()` loads while the request is in flight (pages that start without zod).
 */
export function apiQueryOptions<T, TKey extends QueryKey>(
  queryKey: TKey,
  path: string,
  schema: z.ZodType<T> | (() => Promise<z.ZodType<T>>),
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) =>
      apiFetch(path, { schema: typeof schema === 'function' ? schema() : schema, signal }),
  });
}

/** A request other than GET: `path` sent with `body`, the answer checked against `schema`. */
export function apiSend<T>(
  method: 'POST' | 'PATCH' | 'DELETE',
  path: string,
  schema: z.ZodType<T>,
  body?: unknown,
): Promise<T> {
  return apiFetch(path, { method, body, schema });
}

interface ApiMutationOptions<TData, TVariables>
  extends Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** Refreshes the cached data the change made stale, once it has succeeded; a promise is awaited. */
  refresh?: (client: QueryClient, data: TData, variables: TVariables) => unknown;
  /** Refresh after a failure too (another admin may have resolved the item meanwhile). */
  isRefreshedOnError?: boolean;
}

/** useMutation with the refresh of what the change made stale. */
export function useApiMutation<TData, TVariables = void>({
  refresh,
  isRefreshedOnError = false,
  ...options
}: ApiMutationOptions<TData, TVariables>) {
  return useMutation<TData, Error, TVariables>({
    ...options,
    async onSettled(data, error, variables, onMutateResult, context) {
      // A refresh that returns a promise is awaited: the caller's mutateAsync resolves after it.
      if (refresh && (!error || isRefreshedOnError)) {
        await refresh(context.client, data as TData, variables);
      }
      await options.onSettled?.(data, error, variables, onMutateResult, context);
    },
  });
}
