import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { meQueryKey } from '../../../lib/query-client';

export interface ResetPasswordInput {
  token: string;
  newPassword: string;
}

/** POST /api/auth/reset-password: sets the new password and ends the user's sessions. */
export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  await apiFetch('/api/auth/reset-password', {
    method: 'POST',
    body: { newPassword: input.newPassword, token: input.token },
  });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    async onSuccess() {
      // The reset signed this user out everywhere; whatever was cached is stale.
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
