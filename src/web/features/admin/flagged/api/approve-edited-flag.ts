import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewEditInput } from '../../../../../core/admin';
import { apiFetch } from '../../../../lib/api';
import { adminKeys, questionDataKeys, refreshAdminData } from '../../admin-queries';

export interface ApproveEditedFlagInput {
  id: string;
  values: ReviewEditInput;
}

/** POST /api/admin/flags/:id/approve-edit: the question takes the edits and is approved. */
export async function approveEditedFlag({ id, values }: ApproveEditedFlagInput) {
  return apiFetch<{ message: string }>(`/api/admin/flags/${encodeURIComponent(id)}/approve-edit`, {
    method: 'POST',
    body: values,
  });
}

export function useApproveEditedFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveEditedFlag,
    onSettled: () => refreshAdminData(queryClient, [adminKeys.flags, ...questionDataKeys]),
  });
}
