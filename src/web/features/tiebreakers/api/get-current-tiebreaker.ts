import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TiebreakerSession, tiebreakerSessionSchema } from '../../../../core/game';
import { apiFetch } from '../../../lib/api';

export const currentTiebreakerQueryKey = ['tiebreakers', 'current'] as const;

/** GET /api/tiebreakers/current: the host's tie-breaker session and its retries, as the server counts them. */
export async function getCurrentTiebreaker(signal?: AbortSignal): Promise<TiebreakerSession> {
  return apiFetch('/api/tiebreakers/current', { schema: tiebreakerSessionSchema, signal });
}

export function getCurrentTiebreakerQueryOptions() {
  return queryOptions({
    queryKey: currentTiebreakerQueryKey,
    queryFn: ({ signal }) => getCurrentTiebreaker(signal),
    // Another device of the host's may have moved the session on: read it afresh on each visit.
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export function useCurrentTiebreaker() {
  return useQuery(getCurrentTiebreakerQueryOptions());
}
