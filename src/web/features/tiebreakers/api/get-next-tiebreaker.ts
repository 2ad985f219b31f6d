import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { tiebreakerSchema } from '../../../../core/game';
import { apiFetch } from '../../../lib/api';

const nextTiebreakerResponseSchema = z.object({
  tiebreaker: tiebreakerSchema.nullable(),
  /** Why there is none, in the spec's words (null when there is one). */
  message: z.string().nullable(),
});
export type NextTiebreaker = z.infer<typeof nextTiebreakerResponseSchema>;

/**
 * POST /api/tiebreakers/next: one active tie-breaker the host has not used, answers hidden.
 * excludeIds are the ones already shown (at most 3: the retries).
 */
export async function getNextTiebreaker(excludeIds: string[]): Promise<NextTiebreaker> {
  return apiFetch('/api/tiebreakers/next', {
    method: 'POST',
    body: { excludeIds },
    schema: nextTiebreakerResponseSchema,
  });
}

export function useNextTiebreaker() {
  // A read with no side effect: harmless to repeat once.
  return useMutation({ mutationFn: getNextTiebreaker, retry: 1 });
}
