import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ListQuestionsQuery, questionPageSchema } from '../../../../../core/admin';
import { toSearchParams } from '../../../../lib/api';
import { apiQueryOptions } from '../../../../lib/api-query';
import { adminKeys } from '../../admin-queries';

export const QUESTIONS_PAGE_SIZE = 25;

/** GET /api/admin/questions: one page of the pool, searched and filtered on the server. */
export function useQuestions(query: ListQuestionsQuery) {
  const path = `/api/admin/questions?${toSearchParams(query)}`;
  return useQuery(
    queryOptions({
      ...apiQueryOptions([...adminKeys.questions, 'list', query], path, questionPageSchema),
      // The previous page stays on screen while the next one loads.
      placeholderData: keepPreviousData,
    }),
  );
}
