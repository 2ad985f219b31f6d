import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ListUsersQuery, type UserPage, userPageSchema } from '../../../../core/users';
import { apiFetch, isApiError } from '../../../lib/api';
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

export function toSearchParams(query: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return params;
}

/** GET /api/admin/users: one page, searched and filtered on the server. */
export async function getUsers(query: ListUsersQuery, signal?: AbortSignal): Promise<UserPage> {
  return apiFetch(`/api/admin/users?${toSearchParams(query)}`, {
    schema: userPageSchema,
    signal,
  });
}

export function getUsersQueryOptions(query: ListUsersQuery) {
  return queryOptions({
    queryKey: [...userKeys.users, 'list', query],
    queryFn: ({ signal }) => getUsers(query, signal),
    staleTime: 30 * 1000,
    gcTime: 5 * 60 * 1000,
    retry: shouldRetryUsers,
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useUsers(query: ListUsersQuery) {
  return useQuery(getUsersQueryOptions(query));
}
