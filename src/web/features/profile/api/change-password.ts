import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/**
 * Better Auth's POST /api/auth/change-password; ends the user's other sessions
 * (docs/security.md).
 */
export async function changePassword({ currentPassword, newPassword }: ChangePasswordInput) {
  await apiFetch('/api/auth/change-password', {
    method: 'POST',
    body: { currentPassword, newPassword, revokeOtherSessions: true },
  });
}

export function useChangePassword() {
  // No retry: after a success the current password is no longer the one sent.
  return useMutation({ mutationFn: changePassword });
}
