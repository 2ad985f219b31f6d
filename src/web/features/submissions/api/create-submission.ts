import { useMutation } from '@tanstack/react-query';
import { type CreateSubmissionInput, createdSubmissionSchema } from '../../../../core/game';
import { apiSend } from '../../../lib/api-query';

/** POST /api/submissions: the host's own question, pending until an admin reviews it. */
export function useCreateSubmission() {
  return useMutation({
    mutationFn: (input: CreateSubmissionInput) =>
      apiSend('POST', '/api/submissions', createdSubmissionSchema, input),
    // No retry: a repeat would submit the question twice.
  });
}
