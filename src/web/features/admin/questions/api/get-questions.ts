import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminQuestionSchema, type ListQuestionsQuery } from '../../../../../core/admin';
import { apiFetch } from '../../../../lib/api';
import { adminKeys } from '../../admin-queries';

export const QUESTIONS_PAGE_SIZE = 25;

const questionPageSchema = z.object({
  items: z.array(adminQuestionSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type QuestionPage = z.infer<typeof questionPageSchema>;

/** GET /api/admin/questions: one page of the pool, searched and filtered on the server. */
export async function getQuestions(
  query: ListQuestionsQuery,
  signal?: AbortSignal,
): Promise<QuestionPage> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return apiFetch(`/api/admin/questions?${params}`, { schema: questionPageSchema, signal });
}

export function getQuestionsQueryOptions(query: ListQuestionsQuery) {
  return queryOptions({
    queryKey: [...adminKeys.questions, 'list', query],
    queryFn: ({ signal }) => getQuestions(query, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useQuestions(query: ListQuestionsQuery) {
  return useQuery(getQuestionsQueryOptions(query));
}
