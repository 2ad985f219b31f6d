import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { DIFFICULTIES } from '../../../../../core/game';
import { apiFetch } from '../../../../lib/api';
import { adminKeys } from '../../admin-queries';

const submissionSchema = z.object({
  id: z.string(),
  question_text: z.string(),
  correct_answer: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  created_at: z.string(),
  category: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
  submitter_email: z.string().nullable(),
});
export type PendingSubmission = z.infer<typeof submissionSchema>;

/** GET /api/admin/submissions: pending submissions, newest first. */
export async function getSubmissions(signal?: AbortSignal): Promise<PendingSubmission[]> {
  return apiFetch('/api/admin/submissions', { schema: z.array(submissionSchema), signal });
}

export function getSubmissionsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.submissions,
    queryFn: ({ signal }) => getSubmissions(signal),
  });
}

export function useSubmissions() {
  return useQuery(getSubmissionsQueryOptions());
}
