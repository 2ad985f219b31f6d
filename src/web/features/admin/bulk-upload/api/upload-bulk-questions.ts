import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkRequest } from '../../../../../core/bulk-upload';
import { apiFetch } from '../../../../lib/api';
import { questionDataKeys, refreshAdminData } from '../../admin-queries';

export interface BulkUploadResult {
  inserted: number;
  skipped: number;
  /** '{n} questions added successfully to the question pool' */
  message: string;
}

/** POST /api/admin/questions/bulk: the valid rows join the pool, all together or none. */
export async function uploadBulkQuestions(request: BulkRequest): Promise<BulkUploadResult> {
  return apiFetch('/api/admin/questions/bulk', { method: 'POST', body: request });
}

export function useUploadBulkQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadBulkQuestions,
    // No retry: a repeat after a lost answer would add every question twice.
    onSuccess: () => refreshAdminData(queryClient, questionDataKeys),
  });
}
