import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type Game, gameSchema, type PullRoundInput } from '../../../../core/game';
import { apiFetch } from '../../../lib/api';
import { currentGameQueryKey } from './get-current-game';

const gameResponseSchema = z.object({ game: gameSchema });

/** POST /api/rounds: 10 random unused questions, answers hidden. isRetry is Try Again. */
export async function pullRound(input: PullRoundInput): Promise<Game> {
  const { game } = await apiFetch('/api/rounds', {
    method: 'POST',
    body: input,
    schema: gameResponseSchema,
  });
  return game;
}

export function usePullRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pullRound,
    // Try Again counts on the server: repeating it would spend a try (the default is no retry).
    async onMutate() {
      // A read still in flight must not overwrite the round this pull is about to save.
      await queryClient.cancelQueries({ queryKey: currentGameQueryKey });
    },
    onSuccess(game) {
      queryClient.setQueryData(currentGameQueryKey, game);
    },
  });
}
