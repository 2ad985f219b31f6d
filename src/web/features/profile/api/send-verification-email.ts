import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** POST /api/auth/send-verification-email: a new link to the signed-in user's own address. */
export async function sendVerificationEmail(input: { email: string }): Promise<void> {
  await apiFetch('/api/auth/send-verification-email', {
    method: 'POST',
    body: { email: input.email, callbackURL: '/email-verified' },
  });
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
