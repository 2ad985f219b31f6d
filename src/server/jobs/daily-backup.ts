import type { BackupRun } from '../../core/backups';
import { runBackup } from '../features/backups/service';
import type { DailyJob } from './daily-jobs';

/** The daily backup, 03:30 UTC after the daily sync; it waits for a manual backup in progress. */
export const dailyBackupJob: DailyJob<BackupRun> = {
  name: 'daily-backup',
  pattern: '30 3 * * *',
  catchUpDelayMs: 5 * 60 * 1000,
  work: (deps, now) => runBackup(deps, now),
  describe: (result) => `${result.status} ${result.fileName ?? ''}`.trim(),
};
