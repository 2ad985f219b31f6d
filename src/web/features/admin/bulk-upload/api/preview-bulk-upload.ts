import { useMutation } from '@tanstack/react-query';
import { type BulkRequest, bulkPreviewSchema } from '../../../../../core/bulk-upload';
import { apiSend } from '../../../../lib/api-query';
import { retryHarmlessOnce } from '../../../../lib/query-client';

export type { BulkPreview } from '../../../../../core/bulk-upload';

/** POST /api/admin/questions/bulk/preview: each row judged as the upload would judge it. */
export function usePreviewBulkUpload() {
  return useMutation({
    mutationFn: (request: BulkRequest) =>
      apiSend('POST', '/api/admin/questions/bulk/preview', bulkPreviewSchema, request),
    // A POST only because the text can be large; it changes nothing.
    retry: retryHarmlessOnce,
  });
}
