import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewEditInput } from '../../../../../core/admin';
import { apiFetch } from '../../../../lib/api';
import { adminKeys, questionDataKeys, refreshAdminData } from '../../admin-queries';

export interface ApproveEditedSubmissionInput {
  id: string;
  values: ReviewEditInput;
}

/** POST /api/admin/submissions/:id/approve-edit: the edited question joins the pool. */
export async function approveEditedSubmission({ id, values }: ApproveEditedSubmissionInput) {
  return apiFetch<{ message: string }>(
    `/api/admin/submissions/${encodeURIComponent(id)}/approve-edit`,
    { method: 'POST', body: values },
  );
}

export function useApproveEditedSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveEditedSubmission,
    onSettled: () => refreshAdminData(queryClient, [adminKeys.submissions, ...questionDataKeys]),
  });
}
