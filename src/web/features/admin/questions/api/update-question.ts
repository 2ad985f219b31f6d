import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AdminQuestion,
  adminQuestionSchema,
  type UpdateQuestionInput,
} from '../../../../../core/admin';
import { apiFetch } from '../../../../lib/api';
import { questionDataKeys, refreshAdminData, retryHarmlessOnce } from '../../admin-queries';

export interface UpdateQuestionRequest {
  id: string;
  values: UpdateQuestionInput;
}

/** PATCH /api/admin/questions/:id: text, answer, category, difficulty and status. */
export async function updateQuestion({
  id,
  values,
}: UpdateQuestionRequest): Promise<AdminQuestion> {
  return apiFetch(`/api/admin/questions/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: values,
    schema: adminQuestionSchema,
  });
}

export function useUpdateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuestion,
    retry: retryHarmlessOnce,
    onSuccess: () => refreshAdminData(queryClient, questionDataKeys),
  });
}
