import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { retryHarmlessOnce } from '../../../lib/query-client';

/**
 * POST /api/auth/request-password-reset: e-mails a reset link when the account exists;
 * the answer is the same either way. The link comes back to /reset-password?token=...
 */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: async ({ email }: { email: string }) => {
      await apiFetch('/api/auth/request-password-reset', {
        method: 'POST',
        body: { email, redirectTo: '/reset-password' },
      });
    },
    // Sending the e-mail twice is harmless, so a failed send is retried once;
    // a 4xx answer (rate limit, bad input) would only repeat itself.
    retry: retryHarmlessOnce,
  });
}
