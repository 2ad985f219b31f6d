import { useMutation } from '@tanstack/react-query';
import { gameResponseSchema, type PullRoundInput } from '../../../../core/game';
import { apiSend } from '../../../lib/api-query';
import { currentGameQueryKey } from './get-current-game';

/** POST /api/rounds: 10 random unused questions, answers hidden. isRetry is Try Again. */
export function usePullRound() {
  return useMutation({
    mutationFn: async (input: PullRoundInput) =>
      (await apiSend('POST', '/api/rounds', gameResponseSchema, input)).game,
    // Try Again counts on the server: repeating it would spend a try (the default is no retry).
    // A read still in flight must not overwrite the round this request is about to save.
    onMutate: (_variables, { client }) => client.cancelQueries({ queryKey: currentGameQueryKey }),
    onSuccess(game, _variables, _context, { client }) {
      client.setQueryData(currentGameQueryKey, game);
    },
  });
}
