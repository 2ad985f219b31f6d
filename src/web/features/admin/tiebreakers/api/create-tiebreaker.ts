import { adminTiebreakerSchema, type TiebreakerInput } from '../../../../../core/tiebreakers';
import { apiSend, useApiMutation } from '../../../../lib/api-query';
import { adminKeys, refreshAdminData } from '../../admin-queries';

/** POST /api/admin/tiebreakers: blank answers are dropped; at least one must remain. */
export function useCreateTiebreaker() {
  return useApiMutation({
    mutationFn: (input: TiebreakerInput) =>
      apiSend('POST', '/api/admin/tiebreakers', adminTiebreakerSchema, input),
    refresh: (client) => refreshAdminData(client, [adminKeys.tiebreakers]),
  });
}
