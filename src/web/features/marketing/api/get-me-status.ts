import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '../../../../core/profile';

/**
 * GET /api/me, or null when signed out. It shares the ['me'] key with the auth feature's
 * profile query (same shape: the profile or null), so both read one cache entry.
 */
export async function getMeStatus(signal?: AbortSignal): Promise<Profile | null> {
  const response = await fetch('/api/me', { credentials: 'same-origin', signal });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`Failed to load your profile (${response.status})`);
  return (await response.json()) as Profile;
}

export function getMeStatusQueryOptions() {
  return queryOptions({ queryKey: ['me'], queryFn: ({ signal }) => getMeStatus(signal) });
}

export function useMeStatus() {
  return useQuery(getMeStatusQueryOptions());
}
