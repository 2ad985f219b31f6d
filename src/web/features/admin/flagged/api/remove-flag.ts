import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api';
import { adminKeys, questionDataKeys, refreshAdminData } from '../../admin-queries';

/** POST /api/admin/flags/:id/remove: resolves its flags (all on that question); rejects it. */
export async function removeFlag(id: string): Promise<{ message: string }> {
  return apiFetch(`/api/admin/flags/${encodeURIComponent(id)}/remove`, { method: 'POST' });
}

export function useRemoveFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFlag,
    // Also on failure: a flag another admin resolved leaves the list.
    onSettled: () => refreshAdminData(queryClient, [adminKeys.flags, ...questionDataKeys]),
  });
}
