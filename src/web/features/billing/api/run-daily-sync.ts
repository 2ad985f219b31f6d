import { useMutation } from '@tanstack/react-query';
import { syncResultSchema } from '../../../../core/billing';
import { apiSend } from '../../../lib/api-query';

/** POST /api/admin/sync: the daily sync, now. */
export function useRunDailySync() {
  return useMutation({ mutationFn: () => apiSend('POST', '/api/admin/sync', syncResultSchema) });
}
