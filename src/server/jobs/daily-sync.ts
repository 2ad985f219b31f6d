import type { SyncResult } from '../../core/billing';
import { syncAllSubscriptions } from '../features/billing/sync';
import type { DailyJob } from './daily-jobs';

/** The daily billing sync, 03:00 UTC (also POST /api/admin/sync, without the schedule). */
export const dailySyncJob: DailyJob<SyncResult> = {
  name: 'daily-sync',
  pattern: '0 3 * * *',
  catchUpDelayMs: 60 * 1000,
  work: (deps, now) => syncAllSubscriptions(deps, now),
  describe: (result) => `${result.syncedCount} synced, ${result.failedCount} failed`,
};
