import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminQuestionSchema, type CreateQuestionInput } from '../../../../../core/admin';
import { apiFetch } from '../../../../lib/api';
import { questionDataKeys, refreshAdminData } from '../../admin-queries';

const createdSchema = z.object({ question: adminQuestionSchema, warning: z.string().nullable() });
export type CreatedQuestion = z.infer<typeof createdSchema>;

/**
 * POST /api/admin/questions: the question joins the pool as approved. `warning` is set when
 * a free-text category matched no category and the question was filed as Uncategorized.
 */
export async function createQuestion(input: CreateQuestionInput): Promise<CreatedQuestion> {
  return apiFetch('/api/admin/questions', { method: 'POST', body: input, schema: createdSchema });
}

export function useCreateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuestion,
    // No retry: a repeat would add the question twice.
    onSuccess: () => refreshAdminData(queryClient, questionDataKeys),
  });
}
