import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { loginSchema } from '../../../../core/auth-forms';
import { MESSAGES } from '../../../../core/messages';
import { ApiError, apiFetch } from '../../../lib/api';
import { refreshMe } from '../../../lib/auth/get-me';
import { meQueryKey } from '../../../lib/query-client';

export type SignInInput = z.infer<typeof loginSchema>;

/** POST /api/auth/sign-in/email: starts a session (cookie). */
export async function signIn(input: SignInInput): Promise<void> {
  const result = await apiFetch<{ user?: unknown } | null>('/api/auth/sign-in/email', {
    method: 'POST',
    body: { email: input.email, password: input.password },
  });
  // Spec 5: an answer without a user is a failure, not a sign-in.
  if (!result?.user) throw new ApiError(500, 'no_session', MESSAGES.unexpected);
}

/** Signs in, drops anything cached for a previous user, then reloads the profile. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    async onSuccess() {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      await refreshMe(queryClient);
    },
  });
}
