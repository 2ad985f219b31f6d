import { okMessageSchema } from '../../../../../core/admin';
import { apiSend, useApiMutation } from '../../../../lib/api-query';
import { questionDataKeys, refreshAdminData } from '../../admin-queries';

/** DELETE /api/admin/questions/:id: permanent (the pool's Remove). */
export function useDeleteQuestion() {
  return useApiMutation({
    mutationFn: (id: string) =>
      apiSend('DELETE', `/api/admin/questions/${encodeURIComponent(id)}`, okMessageSchema),
    refresh: (client) => refreshAdminData(client, questionDataKeys),
  });
}
