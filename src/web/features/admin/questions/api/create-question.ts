import { type CreateQuestionInput, createdQuestionSchema } from '../../../../../core/admin';
import { apiSend, useApiMutation } from '../../../../lib/api-query';
import { questionDataKeys, refreshAdminData } from '../../admin-queries';

/**
 * POST /api/admin/questions: the question joins the pool as approved. `warning` is set when
 * a free-text category matched no category and the question was filed as Uncategorized.
 */
export function useCreateQuestion() {
  return useApiMutation({
    mutationFn: (input: CreateQuestionInput) =>
      apiSend('POST', '/api/admin/questions', createdQuestionSchema, input),
    // No retry: a repeat would add the question twice.
    refresh: (client) => refreshAdminData(client, questionDataKeys),
  });
}
