import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryInput } from '../../../../../core/admin';
import { type Category, categorySchema } from '../../../../../core/categories';
import { apiFetch } from '../../../../lib/api';
import { questionDataKeys, refreshAdminData } from '../../admin-queries';

/** POST /api/admin/categories: 409 'This category already exists' for a name in use (any case). */
export async function createCategory(input: CategoryInput): Promise<Category> {
  return apiFetch('/api/admin/categories', { method: 'POST', body: input, schema: categorySchema });
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => refreshAdminData(queryClient, questionDataKeys),
  });
}
