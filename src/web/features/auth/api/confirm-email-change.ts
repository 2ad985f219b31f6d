import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EmailChanged, emailChangedSchema } from '../../../../core/profile';
import { apiFetch } from '../../../lib/api';
import { meQueryKey } from '../../../lib/query-client';

/** POST /api/email-change/confirm: the token of the link sent to the new address. */
export async function confirmEmailChange(input: { token: string }): Promise<EmailChanged> {
  return apiFetch('/api/email-change/confirm', {
    method: 'POST',
    body: input,
    schema: emailChangedSchema,
  });
}

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess() {
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
