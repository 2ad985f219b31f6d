import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type NextTiebreaker,
  nextTiebreakerResponseSchema,
  type TiebreakerSession,
} from '../../../../core/game';
import { apiFetch, isApiError } from '../../../lib/api';
import { currentTiebreakerQueryKey } from './get-current-tiebreaker';

/**
 * POST /api/tiebreakers/next: the session's next question, answers hidden. With a session
 * whose question is not yet used, it is a Try Different Question the server counts; else it
 * begins a new session.
 */
export async function getNextTiebreaker(): Promise<NextTiebreaker> {
  return apiFetch('/api/tiebreakers/next', {
    method: 'POST',
    body: {},
    schema: nextTiebreakerResponseSchema,
  });
}

export function useNextTiebreaker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: getNextTiebreaker,
    // No retry: a repeat would spend another of the session's retries.
    async onMutate() {
      await queryClient.cancelQueries({ queryKey: currentTiebreakerQueryKey });
    },
    onSuccess({ message: _message, ...session }) {
      queryClient.setQueryData<TiebreakerSession>(currentTiebreakerQueryKey, session);
    },
    onError(error) {
      // Refused (no retries left, perhaps spent on another device): show the server's count.
      if (isApiError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: currentTiebreakerQueryKey });
      }
    },
  });
}
