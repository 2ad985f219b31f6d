import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api';
import { questionDataKeys, refreshAdminData } from '../../admin-queries';

/** DELETE /api/admin/questions/:id: permanent (the pool's Remove). */
export async function deleteQuestion(id: string): Promise<{ message: string }> {
  return apiFetch(`/api/admin/questions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuestion,
    onSuccess: () => refreshAdminData(queryClient, questionDataKeys),
  });
}
