import { useMutation } from '@tanstack/react-query';
import { gameResponseSchema } from '../../../../core/game';
import { apiSend } from '../../../lib/api-query';
import { currentGameQueryKey } from './get-current-game';

/** PATCH /api/games/current/questions/:id: ask a question open (options hidden) or not. */
export function useSetOptionsHidden() {
  return useMutation({
    mutationFn: async ({
      questionId,
      optionsHidden,
    }: {
      questionId: string;
      optionsHidden: boolean;
    }) =>
      (
        await apiSend('PATCH', `/api/games/current/questions/${questionId}`, gameResponseSchema, {
          optionsHidden,
        })
      ).game,
    // Setting the same value twice is harmless.
    retry: 1,
    onMutate: (_variables, { client }) => client.cancelQueries({ queryKey: currentGameQueryKey }),
    onSuccess(game, _variables, _context, { client }) {
      client.setQueryData(currentGameQueryKey, game);
    },
  });
}
