import { type CategoryInput, okMessageSchema } from '../../../../../core/admin';
import { apiSend, useApiMutation } from '../../../../lib/api-query';
import { retryHarmlessOnce } from '../../../../lib/query-client';
import { questionDataKeys, refreshAdminData } from '../../admin-queries';

/** PATCH /api/admin/categories/:id: 409 'This category name is already in use'. */
export function useUpdateCategory() {
  return useApiMutation({
    mutationFn: ({ id, values }: { id: string; values: CategoryInput }) =>
      apiSend('PATCH', `/api/admin/categories/${encodeURIComponent(id)}`, okMessageSchema, values),
    retry: retryHarmlessOnce,
    // Renaming shows in the pool's Category column too.
    refresh: (client) => refreshAdminData(client, questionDataKeys),
  });
}
