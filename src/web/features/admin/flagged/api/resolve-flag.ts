import { messageSchema } from '../../../../../core/admin';
import { apiSend, useApiMutation } from '../../../../lib/api-query';
import { adminKeys, questionDataKeys, refreshAdminData } from '../../admin-queries';

/**
 * POST /api/admin/flags/:id/keep or /remove: resolves its flags (all on that question); keep
 * approves the question, remove rejects it.
 */
function useResolveFlag(action: 'keep' | 'remove') {
  return useApiMutation({
    mutationFn: (id: string) =>
      apiSend('POST', `/api/admin/flags/${encodeURIComponent(id)}/${action}`, messageSchema),
    // Also on failure: a flag another admin resolved leaves the list.
    refresh: (client) => refreshAdminData(client, [adminKeys.flags, ...questionDataKeys]),
    isRefreshedOnError: true,
  });
}

export const useKeepFlag = () => useResolveFlag('keep');
export const useRemoveFlag = () => useResolveFlag('remove');
