import { userResultSchema } from '../../../../core/users';
import { apiSend, useApiMutation } from '../../../lib/api-query';
import { refreshUserData } from './keys';

/** POST /api/admin/users/:id/suspend: status expired; the host loses access at once. */
export function useSuspendUser() {
  return useApiMutation({
    mutationFn: async (id: string) => {
      const path = `/api/admin/users/${encodeURIComponent(id)}/suspend`;
      return (await apiSend('POST', path, userResultSchema)).user;
    },
    refresh: refreshUserData,
  });
}
