import { messageSchema, type ReviewEditRequest } from '../../../../../core/admin';
import { apiSend, useApiMutation } from '../../../../lib/api-query';
import { adminKeys, questionDataKeys, refreshAdminData } from '../../admin-queries';

/** POST /api/admin/flags/:id/approve-edit: the question takes the edits and is approved. */
export function useApproveEditedFlag() {
  return useApiMutation({
    mutationFn: ({ id, values }: { id: string; values: ReviewEditRequest }) =>
      apiSend(
        'POST',
        `/api/admin/flags/${encodeURIComponent(id)}/approve-edit`,
        messageSchema,
        values,
      ),
    refresh: (client) => refreshAdminData(client, [adminKeys.flags, ...questionDataKeys]),
    isRefreshedOnError: true,
  });
}
