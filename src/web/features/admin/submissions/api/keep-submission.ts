import { approvedSubmissionSchema } from '../../../../../core/admin';
import { apiSend, useApiMutation } from '../../../../lib/api-query';
import { adminKeys, questionDataKeys, refreshAdminData } from '../../admin-queries';

/** POST /api/admin/submissions/:id/keep: the question joins the pool as submitted. */
export function useKeepSubmission() {
  return useApiMutation({
    mutationFn: (id: string) =>
      apiSend(
        'POST',
        `/api/admin/submissions/${encodeURIComponent(id)}/keep`,
        approvedSubmissionSchema,
      ),
    // Also on failure: a submission another admin reviewed leaves the list.
    refresh: (client) => refreshAdminData(client, [adminKeys.submissions, ...questionDataKeys]),
    isRefreshedOnError: true,
  });
}
