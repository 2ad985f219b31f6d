import { useMutation } from '@tanstack/react-query';
import type { CreateSubmissionInput } from '../../../../core/game';
import { apiFetch } from '../../../lib/api';

/** POST /api/submissions: the host's own question, pending until an admin reviews it. */
export async function createSubmission(input: CreateSubmissionInput) {
  return apiFetch<{ id: string; status: string }>('/api/submissions', {
    method: 'POST',
    body: input,
  });
}

export function useCreateSubmission() {
  // No retry: a repeat would submit the question twice.
  return useMutation({ mutationFn: createSubmission });
}
