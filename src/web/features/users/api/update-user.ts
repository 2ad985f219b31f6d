import { type UpdateUserInput, userResultSchema } from '../../../../core/users';
import { apiSend, useApiMutation } from '../../../lib/api-query';
import { retryHarmlessOnce } from '../../../lib/query-client';
import { refreshUserData } from './keys';

/** PATCH /api/admin/users/:id: e-mail, role and subscription status. */
export function useUpdateUser() {
  return useApiMutation({
    mutationFn: async ({ id, values }: { id: string; values: UpdateUserInput }) => {
      const path = `/api/admin/users/${encodeURIComponent(id)}`;
      return (await apiSend('PATCH', path, userResultSchema, values)).user;
    },
    // Setting the same values twice is harmless: once more, never after a 4xx.
    retry: retryHarmlessOnce,
    refresh: refreshUserData,
  });
}
