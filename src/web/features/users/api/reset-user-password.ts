import { resetPasswordResultSchema } from '../../../../core/users';
import { apiSend, useApiMutation } from '../../../lib/api-query';
import { userKeys } from './keys';

/** POST /api/admin/users/:id/reset-password: sets it and ends that user's sessions. */
export function useResetUserPassword() {
  return useApiMutation({
    mutationFn: ({ id, newPassword }: { id: string; newPassword: string }) =>
      apiSend(
        'POST',
        `/api/admin/users/${encodeURIComponent(id)}/reset-password`,
        resetPasswordResultSchema,
        { newPassword },
      ),
    refresh: (client) => void client.invalidateQueries({ queryKey: userKeys.audit }),
  });
}
