import { type QuestionBulkAction, questionBulkActionResultSchema } from '../../../../../core/admin';
import { apiSend, useApiMutation } from '../../../../lib/api-query';
import { questionDataKeys, refreshAdminData } from '../../admin-queries';

/**
 * POST /api/admin/questions/bulk-action: many questions approved, rejected, moved to a
 * category (null: Uncategorized) or deleted at once; answers how many and the message to show.
 */
export function useBulkQuestionAction() {
  return useApiMutation({
    mutationFn: (input: QuestionBulkAction) =>
      apiSend('POST', '/api/admin/questions/bulk-action', questionBulkActionResultSchema, input),
    refresh: (client) => refreshAdminData(client, questionDataKeys),
    // Some may have changed before a failure: the list shows what the server holds.
    isRefreshedOnError: true,
  });
}
