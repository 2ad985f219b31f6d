import { adminQuestionSchema, type UpdateQuestionInput } from '../../../../../core/admin';
import { apiSend, useApiMutation } from '../../../../lib/api-query';
import { retryHarmlessOnce } from '../../../../lib/query-client';
import { questionDataKeys, refreshAdminData } from '../../admin-queries';

/** PATCH /api/admin/questions/:id: text, answer, category, difficulty and status. */
export function useUpdateQuestion() {
  return useApiMutation({
    mutationFn: ({ id, values }: { id: string; values: UpdateQuestionInput }) =>
      apiSend(
        'PATCH',
        `/api/admin/questions/${encodeURIComponent(id)}`,
        adminQuestionSchema,
        values,
      ),
    retry: retryHarmlessOnce,
    refresh: (client) => refreshAdminData(client, questionDataKeys),
  });
}
