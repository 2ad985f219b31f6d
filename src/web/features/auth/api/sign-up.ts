import { MESSAGES } from '../../../../core/messages';
import { ApiError, apiFetch } from '../../../lib/api';
import { useApiMutation } from '../../../lib/api-query';
import { beginSession } from './sign-in';

/** POST /api/auth/sign-up/email: creates the account (a 7-day trial) and signs it in. */
export function useSignUp() {
  return useApiMutation({
    mutationFn: async ({ email, password }: { email: string; password: string }) => {
      const result = await apiFetch<{ user?: unknown } | null>('/api/auth/sign-up/email', {
        method: 'POST',
        body: { email, password, name: email },
      });
      if (!result?.user) throw new ApiError(500, 'no_session', MESSAGES.signupFailed);
    },
    refresh: beginSession,
  });
}
