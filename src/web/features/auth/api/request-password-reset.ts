import { useMutation } from '@tanstack/react-query';
import { apiFetch, isClientError } from '../../../lib/api';

/**
 * POST /api/auth/request-password-reset: e-mails a reset link when the account exists;
 * the answer is the same either way. The link comes back to /reset-password?token=...
 */
export async function requestPasswordReset(input: { email: string }): Promise<void> {
  await apiFetch('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email: input.email, redirectTo: '/reset-password' },
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: requestPasswordReset,
    // Sending the e-mail twice is harmless, so a failed send is retried once;
    // a 4xx answer (rate limit, bad input) would only repeat itself.
    retry: (failureCount, error) => failureCount < 1 && !isClientError(error),
  });
}
