import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type Game, gameSchema } from '../../../../core/game';
import { apiFetch } from '../../../lib/api';

export const currentGameQueryKey = ['games', 'current'] as const;

const currentGameResponseSchema = z.object({ game: gameSchema.nullable() });

/** GET /api/games/current: the host's saved game on the server, or null. */
export async function getCurrentGame(signal?: AbortSignal): Promise<Game | null> {
  const { game } = await apiFetch('/api/games/current', {
    schema: currentGameResponseSchema,
    signal,
  });
  return game;
}

export function getCurrentGameQueryOptions() {
  return queryOptions({
    queryKey: currentGameQueryKey,
    queryFn: ({ signal }) => getCurrentGame(signal),
    // Another device may have pulled, started or ended the game: read it afresh on each screen.
    staleTime: 0,
    refetchOnMount: true,
  });
}

export function useCurrentGame() {
  return useQuery(getCurrentGameQueryOptions());
}
