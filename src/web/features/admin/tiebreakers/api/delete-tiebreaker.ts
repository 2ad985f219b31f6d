import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api';
import { adminKeys, refreshAdminData } from '../../admin-queries';

/** DELETE /api/admin/tiebreakers/:id: its usage records go with it. */
export async function deleteTiebreaker(id: string): Promise<void> {
  await apiFetch(`/api/admin/tiebreakers/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteTiebreaker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTiebreaker,
    onSuccess: () => refreshAdminData(queryClient, [adminKeys.tiebreakers]),
  });
}
