import { deletedCategorySchema } from '../../../../../core/admin';
import { apiSend, useApiMutation } from '../../../../lib/api-query';
import { questionDataKeys, refreshAdminData } from '../../admin-queries';

/** DELETE /api/admin/categories/:id: its questions become Uncategorized. */
export function useDeleteCategory() {
  return useApiMutation({
    mutationFn: (id: string) =>
      apiSend('DELETE', `/api/admin/categories/${encodeURIComponent(id)}`, deletedCategorySchema),
    refresh: (client) => refreshAdminData(client, questionDataKeys),
  });
}
