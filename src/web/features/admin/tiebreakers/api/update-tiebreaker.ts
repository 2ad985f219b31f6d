import { adminTiebreakerSchema, type TiebreakerInput } from '../../../../../core/tiebreakers';
import { apiSend, useApiMutation } from '../../../../lib/api-query';
import { retryHarmlessOnce } from '../../../../lib/query-client';
import { adminKeys, refreshAdminData } from '../../admin-queries';

/** PATCH /api/admin/tiebreakers/:id: question, answers and whether hosts get it. */
export function useUpdateTiebreaker() {
  return useApiMutation({
    mutationFn: ({ id, values }: { id: string; values: TiebreakerInput }) =>
      apiSend(
        'PATCH',
        `/api/admin/tiebreakers/${encodeURIComponent(id)}`,
        adminTiebreakerSchema,
        values,
      ),
    retry: retryHarmlessOnce,
    refresh: (client) => refreshAdminData(client, [adminKeys.tiebreakers]),
  });
}
