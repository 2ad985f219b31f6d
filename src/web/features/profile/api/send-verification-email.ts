import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** POST /api/auth/send-verification-email: a new link to the signed-in user's own address. */
export function useSendVerificationEmail() {
  return useMutation({
    mutationFn: async ({ email }: { email: string }) => {
      await apiFetch('/api/auth/send-verification-email', {
        method: 'POST',
        body: { email, callbackURL: '/email-verified' },
      });
    },
  });
}
