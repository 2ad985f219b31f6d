import { useMutation } from '@tanstack/react-query';
import { gameResponseSchema } from '../../../../core/game';
import { apiSend } from '../../../lib/api-query';
import { currentGameQueryKey } from './get-current-game';

/** POST /api/rounds/start: locks the questions for 2 years and reveals the answers. */
export function useStartRound() {
  return useMutation({
    mutationFn: async (questionIds: string[]) =>
      (await apiSend('POST', '/api/rounds/start', gameResponseSchema, { questionIds })).game,
    // Starting the same round twice locks the same questions again: harmless to repeat.
    retry: 1,
    // A read still in flight must not overwrite the round this request is about to save.
    onMutate: (_variables, { client }) => client.cancelQueries({ queryKey: currentGameQueryKey }),
    onSuccess(game, _variables, _context, { client }) {
      client.setQueryData(currentGameQueryKey, game);
    },
  });
}
