import { useMutation } from '@tanstack/react-query';
import type { BulkRequest, BulkRow } from '../../../../../core/bulk-upload';
import { apiFetch } from '../../../../lib/api';
import { retryHarmlessOnce } from '../../admin-queries';

export interface BulkPreview {
  rows: BulkRow[];
  /** Why nothing can be previewed (empty input, missing columns, bad JSON). */
  error: string | null;
  /** '{n} valid questions found, {m} questions have errors' or '{n} valid questions found'. */
  summary: string | null;
}

/** POST /api/admin/questions/bulk/preview: each row judged as the upload would judge it. */
export async function previewBulkUpload(request: BulkRequest): Promise<BulkPreview> {
  return apiFetch('/api/admin/questions/bulk/preview', { method: 'POST', body: request });
}

export function usePreviewBulkUpload() {
  // A POST only because the text can be large; it changes nothing.
  return useMutation({ mutationFn: previewBulkUpload, retry: retryHarmlessOnce });
}
