import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryInput } from '../../../../../core/admin';
import { apiFetch } from '../../../../lib/api';
import { questionDataKeys, refreshAdminData, retryHarmlessOnce } from '../../admin-queries';

export interface UpdateCategoryInput {
  id: string;
  values: CategoryInput;
}

/** PATCH /api/admin/categories/:id: 409 'This category name is already in use'. */
export async function updateCategory({ id, values }: UpdateCategoryInput) {
  return apiFetch<{ message: string }>(`/api/admin/categories/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: values,
  });
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    retry: retryHarmlessOnce,
    // Renaming shows in the pool's Category column too.
    onSuccess: () => refreshAdminData(queryClient, questionDataKeys),
  });
}
