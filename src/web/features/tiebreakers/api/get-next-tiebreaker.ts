import { useMutation } from '@tanstack/react-query';
import { nextTiebreakerResponseSchema, type TiebreakerSession } from '../../../../core/tiebreakers';
import { isApiError } from '../../../lib/api';
import { apiSend } from '../../../lib/api-query';
import { currentTiebreakerQueryKey } from './get-current-tiebreaker';

/**
 * POST /api/tiebreakers/next: the session's next question, answers hidden. With a session
 * whose question is not yet used, it is a Try Different Question the server counts; else it
 * begins a new session.
 */
export function useNextTiebreaker() {
  return useMutation({
    mutationFn: () => apiSend('POST', '/api/tiebreakers/next', nextTiebreakerResponseSchema, {}),
    // No retry: a repeat would spend another of the session's retries.
    onMutate: (_variables, { client }) =>
      client.cancelQueries({ queryKey: currentTiebreakerQueryKey }),
    onSuccess({ message: _message, ...session }, _variables, _context, { client }) {
      client.setQueryData<TiebreakerSession>(currentTiebreakerQueryKey, session);
    },
    onError(error, _variables, _context, { client }) {
      // Refused (no retries left, perhaps spent on another device): show the server's count.
      if (isApiError(error) && error.status === 409) {
        void client.invalidateQueries({ queryKey: currentTiebreakerQueryKey });
      }
    },
  });
}
