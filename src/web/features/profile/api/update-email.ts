import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileInput } from '../../../../core/profile';
import { apiFetch } from '../../../lib/api';
import { meQueryKey } from '../../../lib/query-client';

/** PATCH /api/me: changes the sign-in e-mail ('No changes to save' when it is the same). */
export async function updateEmail(input: UpdateProfileInput): Promise<void> {
  await apiFetch('/api/me', { method: 'PATCH', body: input });
}

export function useUpdateEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmail,
    // Setting the same e-mail twice changes nothing.
    retry: 1,
    onSuccess() {
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
