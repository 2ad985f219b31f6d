import { useMutation } from '@tanstack/react-query';
import { type SyncResult, syncResultSchema } from '../../../../core/billing';
import { apiFetch } from '../../../lib/api';

/** POST /api/admin/sync: the daily sync, now. */
export async function runDailySync(): Promise<SyncResult> {
  return apiFetch('/api/admin/sync', { method: 'POST', schema: syncResultSchema });
}

export function useRunDailySync() {
  return useMutation({ mutationFn: runDailySync });
}
