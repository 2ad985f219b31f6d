import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { QUESTION_STATUSES } from '../../../../../core/admin';
import { DIFFICULTIES } from '../../../../../core/game';
import { apiFetch } from '../../../../lib/api';
import { adminKeys } from '../../admin-queries';

const flagSchema = z.object({
  id: z.string(),
  reason: z.string(),
  note: z.string().nullable(),
  created_at: z.string(),
  flagged_by_email: z.string().nullable(),
  question: z
    .object({
      id: z.string(),
      question_text: z.string(),
      correct_answer: z.string(),
      difficulty: z.enum(DIFFICULTIES),
      status: z.enum(QUESTION_STATUSES),
      category_id: z.string().nullable(),
      category_name: z.string().nullable(),
    })
    .nullable(),
});
export type PendingFlag = z.infer<typeof flagSchema>;

/** GET /api/admin/flags: pending flags, newest first, each with its question (or null). */
export async function getFlags(signal?: AbortSignal): Promise<PendingFlag[]> {
  return apiFetch('/api/admin/flags', { schema: z.array(flagSchema), signal });
}

export function getFlagsQueryOptions() {
  return queryOptions({ queryKey: adminKeys.flags, queryFn: ({ signal }) => getFlags(signal) });
}

export function useFlags() {
  return useQuery(getFlagsQueryOptions());
}
