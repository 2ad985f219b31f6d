import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentGameResponseSchema } from '../../../../core/game';
import { apiFetch } from '../../../lib/api';

/** The cache holds the game itself (or null): pulls, starts and flags write it in place. */
export const currentGameQueryKey = ['games', 'current'] as const;

/** GET /api/games/current: the host's saved game on the server, or null. */
export function getCurrentGameQueryOptions() {
  return queryOptions({
    queryKey: currentGameQueryKey,
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/games/current', { schema: currentGameResponseSchema, signal })).game,
    // Another device may have pulled, started or ended the game: read it afresh on each screen,
    // but not twice on opening /play (its route starts the same read: app/router.tsx).
    staleTime: 5_000,
    refetchOnMount: true,
  });
}

export function useCurrentGame() {
  return useQuery(getCurrentGameQueryOptions());
}
