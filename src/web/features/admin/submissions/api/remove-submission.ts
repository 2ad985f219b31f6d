import { okMessageSchema } from '../../../../../core/admin';
import { apiSend, useApiMutation } from '../../../../lib/api-query';
import { adminKeys, refreshAdminData } from '../../admin-queries';

/** POST /api/admin/submissions/:id/remove: the submission is rejected. */
export function useRemoveSubmission() {
  return useApiMutation({
    mutationFn: (id: string) =>
      apiSend('POST', `/api/admin/submissions/${encodeURIComponent(id)}/remove`, okMessageSchema),
    refresh: (client) => refreshAdminData(client, [adminKeys.submissions]),
    isRefreshedOnError: true,
  });
}
