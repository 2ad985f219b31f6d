import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { type Tiebreaker, tiebreakerSchema } from '../../../../core/game';
import { apiFetch } from '../../../lib/api';

const useTiebreakerResponseSchema = z.object({ tiebreaker: tiebreakerSchema });

/** POST /api/tiebreakers/:id/use: locks it for a year and answers with the answer list. */
export async function markTiebreakerUsed(id: string): Promise<Tiebreaker> {
  const { tiebreaker } = await apiFetch(`/api/tiebreakers/${encodeURIComponent(id)}/use`, {
    method: 'POST',
    schema: useTiebreakerResponseSchema,
  });
  return tiebreaker;
}

export function useMarkTiebreakerUsed() {
  // Using it twice only renews the same lock: harmless to repeat once.
  return useMutation({ mutationFn: markTiebreakerUsed, retry: 1 });
}
