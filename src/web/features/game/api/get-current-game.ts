import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Game } from '../../../../core/game';
import { apiFetch } from '../../../lib/api';

export const currentGameQueryKey = ['games', 'current'] as const;

/**
 * Loaded on demand: main.tsx starts this request on /play beside GET /api/me, before zod is in;
 * the schema loads while the request is in flight.
 */
async function loadCurrentGameResponseSchema() {
  const [{ z }, { gameSchema }] = await Promise.all([
    import('zod'),
    import('../../../../core/game'),
  ]);
  return z.object({ game: gameSchema.nullable() });
}

/** GET /api/games/current: the host's saved game on the server, or null. */
export async function getCurrentGame(signal?: AbortSignal): Promise<Game | null> {
  const { game } = await apiFetch('/api/games/current', {
    schema: loadCurrentGameResponseSchema(),
    signal,
  });
  return game;
}

export function getCurrentGameQueryOptions() {
  return queryOptions({
    queryKey: currentGameQueryKey,
    queryFn: ({ signal }) => getCurrentGame(signal),
    // Another device may have pulled, started or ended the game: read it afresh on each screen,
    // but not twice on opening /play (main.tsx starts the same request beside GET /api/me).
    staleTime: 5_000,
    refetchOnMount: true,
  });
}

export function useCurrentGame() {
  return useQuery(getCurrentGameQueryOptions());
}
