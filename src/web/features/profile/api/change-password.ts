import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/**
 * Better Auth's POST /api/auth/change-password; ends the user's other sessions
 * (docs/security.md).
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: async ({
      currentPassword,
      newPassword,
    }: Record<'currentPassword' | 'newPassword', string>) => {
      await apiFetch('/api/auth/change-password', {
        method: 'POST',
        body: { currentPassword, newPassword, revokeOtherSessions: true },
      });
    },
    // No retry: after a success the current password is no longer the one sent.
  });
}
