import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminQuestionSchema } from '../../../../../core/admin';
import { apiFetch } from '../../../../lib/api';
import { adminKeys } from '../../admin-queries';

const duplicateReportSchema = z.object({
  groups: z.array(z.object({ key: z.string(), questions: z.array(adminQuestionSchema) })),
  message: z.string(),
});
export type DuplicateReport = z.infer<typeof duplicateReportSchema>;
export type DuplicateGroup = DuplicateReport['groups'][number];

/** GET /api/admin/questions/duplicates: groups of the same text, oldest first in each. */
export async function getDuplicateQuestions(signal?: AbortSignal): Promise<DuplicateReport> {
  return apiFetch('/api/admin/questions/duplicates', { schema: duplicateReportSchema, signal });
}

export function getDuplicateQuestionsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.duplicates,
    queryFn: ({ signal }) => getDuplicateQuestions(signal),
    // A scan runs only on Check for Duplicates or Re-check, and is forgotten on close.
    enabled: false,
    gcTime: 0,
  });
}

export function useDuplicateQuestions() {
  return useQuery(getDuplicateQuestionsQueryOptions());
}
