import { queryOptions, useQuery } from '@tanstack/react-query';
import { tiebreakerSessionSchema } from '../../../../core/tiebreakers';
import { apiQueryOptions } from '../../../lib/api-query';

export const currentTiebreakerQueryKey = ['tiebreakers', 'current'] as const;

/** GET /api/tiebreakers/current: the host's session and its retries, as the server counts them. */
export function useCurrentTiebreaker() {
  return useQuery(
    queryOptions({
      ...apiQueryOptions(
        currentTiebreakerQueryKey,
        '/api/tiebreakers/current',
        tiebreakerSessionSchema,
      ),
      // Another device of the host's may have moved the session on: read it afresh on each visit.
      staleTime: 0,
      refetchOnMount: 'always',
    }),
  );
}
