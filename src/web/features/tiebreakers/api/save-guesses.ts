import { useMutation } from '@tanstack/react-query';
import {
  type Guess,
  type TiebreakerSession,
  tiebreakerSessionSchema,
} from '../../../../core/tiebreakers';
import { apiFetch } from '../../../lib/api';
import { currentTiebreakerQueryKey } from './get-current-tiebreaker';

/**
 * PUT /api/tiebreakers/current/guesses: every team's guess for the closest-number question in
 * use, kept on the server. Saves run one after another (one scope), so the last typed wins.
 */
export function useSaveGuesses() {
  return useMutation({
    scope: { id: 'tiebreaker-guesses' },
    mutationFn: (guesses: Guess[]) =>
      apiFetch('/api/tiebreakers/current/guesses', {
        method: 'PUT',
        body: { guesses },
        schema: tiebreakerSessionSchema,
      }),
    onSuccess(session, _guesses, _context, { client }) {
      client.setQueryData<TiebreakerSession>(currentTiebreakerQueryKey, session);
    },
  });
}
