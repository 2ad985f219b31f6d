import { type BulkRequest, bulkUploadResultSchema } from '../../../../../core/bulk-upload';
import { apiSend, useApiMutation } from '../../../../lib/api-query';
import { questionDataKeys, refreshAdminData } from '../../admin-queries';

/** POST /api/admin/questions/bulk: the valid rows join the pool, all together or none. */
export function useUploadBulkQuestions() {
  return useApiMutation({
    mutationFn: (request: BulkRequest) =>
      apiSend('POST', '/api/admin/questions/bulk', bulkUploadResultSchema, request),
    // No retry: a repeat after a lost answer would add every question twice.
    refresh: (client) => refreshAdminData(client, questionDataKeys),
  });
}
