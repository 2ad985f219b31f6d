import type { CategoryInput } from '../../../../../core/admin';
import { categorySchema } from '../../../../../core/categories';
import { apiSend, useApiMutation } from '../../../../lib/api-query';
import { questionDataKeys, refreshAdminData } from '../../admin-queries';

/** POST /api/admin/categories: 409 'This category already exists' for a name in use (any case). */
export function useCreateCategory() {
  return useApiMutation({
    mutationFn: (input: CategoryInput) =>
      apiSend('POST', '/api/admin/categories', categorySchema, input),
    refresh: (client) => refreshAdminData(client, questionDataKeys),
  });
}
