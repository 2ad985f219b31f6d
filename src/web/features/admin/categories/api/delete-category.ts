import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api';
import { questionDataKeys, refreshAdminData } from '../../admin-queries';

export interface DeleteCategoryResult {
  movedQuestions: number;
  message: string;
}

/** DELETE /api/admin/categories/:id: its questions become Uncategorized. */
export async function deleteCategory(id: string): Promise<DeleteCategoryResult> {
  return apiFetch(`/api/admin/categories/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => refreshAdminData(queryClient, questionDataKeys),
  });
}
