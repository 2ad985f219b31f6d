import { apiFetch } from '../../../lib/api';
import { useApiMutation } from '../../../lib/api-query';
import { meQueryKey } from '../../../lib/query-client';

/** POST /api/auth/reset-password: sets the new password and ends the user's sessions. */
export function useResetPassword() {
  return useApiMutation({
    mutationFn: async ({ token, newPassword }: { token: string; newPassword: string }) => {
      await apiFetch('/api/auth/reset-password', { method: 'POST', body: { newPassword, token } });
    },
    // The reset signed this user out everywhere; whatever was cached is stale.
    refresh: (client) => client.invalidateQueries({ queryKey: meQueryKey }),
  });
}
