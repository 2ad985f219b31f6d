import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { homePathFor } from '../../../core/access';
import type { Profile } from '../../../core/profile';
import { apiFetch, isApiError } from '../api';
import { meQueryKey } from '../query-client';

/** GET /api/me: the signed-in profile, or null when signed out (401). Other failures throw. */
export async function getMe(signal?: AbortSignal): Promise<Profile | null> {
  try {
    // The schema (and zod with it) loads apart, so the landing page's first script stays small;
    // it loads while the request is in flight.
    const schema = import('../../../core/profile').then((m) => m.profileSchema);
    return await apiFetch('/api/me', { schema, signal });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export function getMeQueryOptions() {
  return queryOptions({ queryKey: meQueryKey, queryFn: ({ signal }) => getMe(signal) });
}

/**
 * The auth state of the whole app. `isPending`: still loading; `isError`: the profile
 * could not be loaded (show ProfileNotFound, never grant access); `data`: the profile,
 * or null when signed out.
 */
export function useMe() {
  return useQuery(getMeQueryOptions());
}

/** Where this profile belongs after sign-in: /admin, /dashboard or /subscription. */
export function homePathOf(profile: Profile): string {
  return homePathFor({ isAdmin: profile.is_admin, hasAccess: profile.has_access });
}

/**
 * Reloads the profile now, whatever the cache holds (after sign-in, sign-up, a plan
 * change). A failure lands in the query's error state, where useMe() shows it.
 */
export async function refreshMe(queryClient: QueryClient): Promise<Profile | null> {
  const options = getMeQueryOptions();
  try {
    // A fetch already in flight may predate the change: fetchQuery would reuse its answer.
    await queryClient.cancelQueries({ queryKey: options.queryKey });
    return await queryClient.fetchQuery({ ...options, staleTime: 0 });
  } catch {
    return null;
  }
}
