import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api';
import { adminKeys, questionDataKeys, refreshAdminData } from '../../admin-queries';

/** POST /api/admin/submissions/:id/keep: the question joins the pool as submitted. */
export async function keepSubmission(id: string): Promise<{ message: string }> {
  return apiFetch(`/api/admin/submissions/${encodeURIComponent(id)}/keep`, { method: 'POST' });
}

export function useKeepSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: keepSubmission,
    // Also on failure: a submission another admin reviewed leaves the list.
    onSettled: () => refreshAdminData(queryClient, [adminKeys.submissions, ...questionDataKeys]),
  });
}
