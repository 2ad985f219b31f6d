import { okSchema } from '../../../../../core/game';
import { apiSend, useApiMutation } from '../../../../lib/api-query';
import { adminKeys, refreshAdminData } from '../../admin-queries';

/** DELETE /api/admin/tiebreakers/:id: its usage records go with it. */
export function useDeleteTiebreaker() {
  return useApiMutation({
    mutationFn: (id: string) =>
      apiSend('DELETE', `/api/admin/tiebreakers/${encodeURIComponent(id)}`, okSchema),
    refresh: (client) => refreshAdminData(client, [adminKeys.tiebreakers]),
  });
}
