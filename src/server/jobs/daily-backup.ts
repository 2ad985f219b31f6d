import { Cron } from 'croner';
import { runScheduledBackup } from '../features/backups/service';
import type { Deps } from '../http/types';

// The daily backup, scheduled in every server copy: the advisory lock lets one copy in, and
// job_runs tells a copy that arrives later (or a restart) that today's backup is done.

/** 03:30 UTC every day, after the daily sync. */
export const DAILY_BACKUP_PATTERN = '30 3 * * *';
/** A backup within this long of the last scheduled one is today's already. */
const MIN_GAP_MS = 20 * 60 * 60 * 1000;
/** A server that was off at 03:30 catches up this long after it starts. */
const CATCH_UP_DELAY_MS = 5 * 60 * 1000;

async function runAndLog(deps: Pick<Deps, 'database' | 'config'>) {
  try {
    const result = await runScheduledBackup(deps, MIN_GAP_MS);
    if (result) console.log(`[jobs] daily backup: ${result.status} ${result.fileName ?? ''}`);
  } catch (error) {
    console.error('[jobs] daily backup failed:', String(error).slice(0, 2048));
  }
}

/** Schedules the daily backup (and a catch-up shortly after start); stop() on shutdown. */
export function scheduleDailyBackup(deps: Pick<Deps, 'database' | 'config'>) {
  const cron = new Cron(
    DAILY_BACKUP_PATTERN,
    { name: 'daily-backup', timezone: 'UTC', protect: true },
    () => runAndLog(deps),
  );
  const catchUp = setTimeout(
    () => void runAndLog(deps),
    deps.config.jobsCatchUpDelayMs ?? CATCH_UP_DELAY_MS,
  );
  catchUp.unref();
  return {
    stop() {
      clearTimeout(catchUp);
      cron.stop();
    },
  };
}
