import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../../core/messages';
import { ApiError, apiFetch } from '../../../lib/api';
import { refreshMe } from '../../../lib/auth/get-me';
import { meQueryKey } from '../../../lib/query-client';

export interface SignUpInput {
  email: string;
  password: string;
}

/** POST /api/auth/sign-up/email: creates the account (a 7-day trial) and signs it in. */
export async function signUp(input: SignUpInput): Promise<void> {
  const result = await apiFetch<{ user?: unknown } | null>('/api/auth/sign-up/email', {
    method: 'POST',
    body: { email: input.email, password: input.password, name: input.email },
  });
  if (!result?.user) throw new ApiError(500, 'no_session', MESSAGES.signupFailed);
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    async onSuccess() {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      await refreshMe(queryClient);
    },
  });
}
