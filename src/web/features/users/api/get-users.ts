import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ListUsersQuery, userPageSchema } from '../../../../core/users';
import { isApiError, toSearchParams } from '../../../lib/api';
import { apiQueryOptions } from '../../../lib/api-query';
import { userKeys } from './keys';

/** 401 or 403: asking again gives the same answer (admin spec 6: no toast, no retry). */
export function isAuthError(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}

/** Admin spec 9: the user list retries up to 2 times, except on authentication errors. */
export function shouldRetryUsers(failureCount: number, error: unknown): boolean {
  if (isAuthError(error)) return false;
  if (isApiError(error) && error.code === 'invalid_response') return false;
  return failureCount < 2;
}

/** How every user-screen list is cached and retried. */
export const userListOptions = {
  staleTime: 30 * 1000,
  retry: shouldRetryUsers,
  // The previous page stays on screen while the next one loads.
  placeholderData: keepPreviousData,
} as const;

/** GET /api/admin/users: one page, searched and filtered on the server. */
export function useUsers(query: ListUsersQuery) {
  const path = `/api/admin/users?${toSearchParams(query)}`;
  return useQuery(
    queryOptions({
      ...apiQueryOptions([...userKeys.users, 'list', query], path, userPageSchema),
      ...userListOptions,
      gcTime: 5 * 60 * 1000,
    }),
  );
}
