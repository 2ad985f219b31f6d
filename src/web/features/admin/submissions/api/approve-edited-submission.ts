import { approvedSubmissionSchema, type ReviewEditRequest } from '../../../../../core/admin';
import { apiSend, useApiMutation } from '../../../../lib/api-query';
import { adminKeys, questionDataKeys, refreshAdminData } from '../../admin-queries';

/** POST /api/admin/submissions/:id/approve-edit: the edited question joins the pool. */
export function useApproveEditedSubmission() {
  return useApiMutation({
    mutationFn: ({ id, values }: { id: string; values: ReviewEditRequest }) =>
      apiSend(
        'POST',
        `/api/admin/submissions/${encodeURIComponent(id)}/approve-edit`,
        approvedSubmissionSchema,
        values,
      ),
    refresh: (client) => refreshAdminData(client, [adminKeys.submissions, ...questionDataKeys]),
    isRefreshedOnError: true,
  });
}
