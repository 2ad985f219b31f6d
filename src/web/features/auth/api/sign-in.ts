import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { loginSchema } from '../../../../core/auth-forms';
import { MESSAGES } from '../../../../core/messages';
import { ApiError, apiFetch } from '../../../lib/api';
import { useApiMutation } from '../../../lib/api-query';
import { refreshMe } from '../../../lib/auth/get-me';
import { meQueryKey } from '../../../lib/query-client';

/** A session began (sign-in or sign-up): drop anything cached for a previous user, reload the profile. */
export async function beginSession(client: QueryClient): Promise<void> {
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
  await refreshMe(client);
}

/** POST /api/auth/sign-in/email: starts a session (cookie). */
export function useSignIn() {
  return useApiMutation({
    mutationFn: async ({ email, password }: z.infer<typeof loginSchema>) => {
      const result = await apiFetch<{ user?: unknown } | null>('/api/auth/sign-in/email', {
        method: 'POST',
        body: { email, password },
      });
      // Spec 5: an answer without a user is a failure, not a sign-in.
      if (!result?.user) throw new ApiError(500, 'no_session', MESSAGES.unexpected);
    },
    refresh: beginSession,
  });
}
