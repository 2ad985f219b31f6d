import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type Tiebreaker,
  type TiebreakerSession,
  useTiebreakerResponseSchema,
} from '../../../../core/game';
import { apiFetch } from '../../../lib/api';
import { currentTiebreakerQueryKey } from './get-current-tiebreaker';

/** POST /api/tiebreakers/:id/use: locks it for a year and answers with the answer list. */
export async function markTiebreakerUsed(id: string): Promise<Tiebreaker> {
  const { tiebreaker } = await apiFetch(`/api/tiebreakers/${encodeURIComponent(id)}/use`, {
    method: 'POST',
    schema: useTiebreakerResponseSchema,
  });
  return tiebreaker;
}

export function useMarkTiebreakerUsed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markTiebreakerUsed,
    // Using it twice only renews the same lock: harmless to repeat once.
    retry: 1,
    onSuccess(used) {
      // The server ends the session with it: the next question begins a new one.
      queryClient.setQueryData<TiebreakerSession>(currentTiebreakerQueryKey, (session) =>
        session?.tiebreaker?.id === used.id
          ? { ...session, tiebreaker: used, isUsed: true }
          : session,
      );
    },
  });
}
