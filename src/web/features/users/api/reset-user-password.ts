import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resetPasswordResultSchema } from '../../../../core/users';
import { apiFetch } from '../../../lib/api';
import { userKeys } from './keys';

export interface ResetUserPasswordRequest {
  id: string;
  newPassword: string;
}

/** POST /api/admin/users/:id/reset-password: sets it and ends that user's sessions. */
export async function resetUserPassword({ id, newPassword }: ResetUserPasswordRequest) {
  return apiFetch(`/api/admin/users/${encodeURIComponent(id)}/reset-password`, {
    method: 'POST',
    body: { newPassword },
    schema: resetPasswordResultSchema,
  });
}

export function useResetUserPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetUserPassword,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: userKeys.audit }),
  });
}
