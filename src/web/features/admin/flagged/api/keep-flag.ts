import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api';
import { adminKeys, questionDataKeys, refreshAdminData } from '../../admin-queries';

/** POST /api/admin/flags/:id/keep: resolves its flags (all on that question); approves it. */
export async function keepFlag(id: string): Promise<{ message: string }> {
  return apiFetch(`/api/admin/flags/${encodeURIComponent(id)}/keep`, { method: 'POST' });
}

export function useKeepFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: keepFlag,
    // Also on failure: a flag another admin resolved leaves the list.
    onSettled: () => refreshAdminData(queryClient, [adminKeys.flags, ...questionDataKeys]),
  });
}
