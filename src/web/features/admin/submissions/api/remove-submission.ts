import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api';
import { adminKeys, refreshAdminData } from '../../admin-queries';

/** POST /api/admin/submissions/:id/remove: the submission is rejected. */
export async function removeSubmission(id: string): Promise<{ message: string }> {
  return apiFetch(`/api/admin/submissions/${encodeURIComponent(id)}/remove`, { method: 'POST' });
}

export function useRemoveSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSubmission,
    onSettled: () => refreshAdminData(queryClient, [adminKeys.submissions]),
  });
}
