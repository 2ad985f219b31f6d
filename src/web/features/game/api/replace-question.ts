import { useMutation } from '@tanstack/react-query';
import { gameResponseSchema } from '../../../../core/game';
import { apiSend } from '../../../lib/api-query';
import { currentGameQueryKey } from './get-current-game';

/** POST /api/rounds/replace: one question of the pulled round swapped for another. */
export function useReplaceQuestion() {
  return useMutation({
    mutationFn: async (questionId: string) =>
      (await apiSend('POST', '/api/rounds/replace', gameResponseSchema, { questionId })).game,
    // Each replacement is counted on the server: never repeated on its own (the default).
    onMutate: (_variables, { client }) => client.cancelQueries({ queryKey: currentGameQueryKey }),
    onSuccess(game, _variables, _context, { client }) {
      client.setQueryData(currentGameQueryKey, game);
    },
  });
}
