import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type Game, gameSchema } from '../../../../core/game';
import { apiFetch } from '../../../lib/api';
import { currentGameQueryKey } from './get-current-game';

const gameResponseSchema = z.object({ game: gameSchema });

/** POST /api/rounds/start: locks the questions for 2 years and reveals the answers. */
export async function startRound(questionIds: string[]): Promise<Game> {
  const { game } = await apiFetch('/api/rounds/start', {
    method: 'POST',
    body: { questionIds },
    schema: gameResponseSchema,
  });
  return game;
}

export function useStartRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startRound,
    // Starting the same round twice locks the same questions again: harmless to repeat.
    retry: 1,
    async onMutate() {
      await queryClient.cancelQueries({ queryKey: currentGameQueryKey });
    },
    onSuccess(game) {
      queryClient.setQueryData(currentGameQueryKey, game);
    },
  });
}
