import { useMutation } from '@tanstack/react-query';
import { type TiebreakerSession, useTiebreakerResponseSchema } from '../../../../core/tiebreakers';
import { apiSend } from '../../../lib/api-query';
import { currentTiebreakerQueryKey } from './get-current-tiebreaker';

/** POST /api/tiebreakers/:id/use: locks it for a year and answers with the answer list. */
export function useMarkTiebreakerUsed() {
  return useMutation({
    mutationFn: async (id: string) => {
      const path = `/api/tiebreakers/${encodeURIComponent(id)}/use`;
      return (await apiSend('POST', path, useTiebreakerResponseSchema)).tiebreaker;
    },
    // Using it twice only renews the same lock: harmless to repeat once.
    retry: 1,
    onSuccess(used, _id, _context, { client }) {
      // The server ends the session with it: the next question begins a new one.
      client.setQueryData<TiebreakerSession>(currentTiebreakerQueryKey, (session) =>
        session?.tiebreaker?.id === used.id
          ? { ...session, tiebreaker: used, isUsed: true }
          : session,
      );
    },
  });
}
