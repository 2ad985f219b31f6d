import { Cron } from 'croner';
import { eq } from 'drizzle-orm';
import type { SyncResult } from '../../core/billing';
import { jobRuns } from '../db/schema';
import { syncAllSubscriptions } from '../features/billing/sync';
import type { Deps } from '../http/types';
import { tryWithAdvisoryLock } from './advisory-lock';

// The daily billing sync, scheduled in every server copy: the advisory lock lets one copy
// at a time in, and job_runs tells a copy that arrives later that today's run is done.

export const DAILY_SYNC_JOB = 'daily-sync';
/** 03:00 UTC every day. */
export const DAILY_SYNC_PATTERN = '0 3 * * *';
/** A run within this long of the last one is today's run already. */
const MIN_GAP_MS = 20 * 60 * 60 * 1000;
/** A server that was down at 03:00 catches up this long after it starts. */
const CATCH_UP_DELAY_MS = 60 * 1000;

/** Runs the sync unless another copy is running it or it ran in the last 20 hours. */
export async function runDailySync(
  deps: Pick<Deps, 'database' | 'config'>,
  now = new Date(),
): Promise<SyncResult | null> {
  const outcome = await tryWithAdvisoryLock(deps.database, 'jobs', DAILY_SYNC_JOB, async (db) => {
    const [last] = await db.select().from(jobRuns).where(eq(jobRuns.name, DAILY_SYNC_JOB));
    if (last && now.getTime() - last.lastRunAt.getTime() < MIN_GAP_MS) return null;
    const result = await syncAllSubscriptions(deps, now);
    await db
      .insert(jobRuns)
      .values({ name: DAILY_SYNC_JOB, lastRunAt: now, lastResult: result })
      .onConflictDoUpdate({ target: jobRuns.name, set: { lastRunAt: now, lastResult: result } });
    return result;
  });
  return outcome.ran ? outcome.value : null;
}

async function runAndLog(deps: Pick<Deps, 'database' | 'config'>) {
  try {
    const result = await runDailySync(deps);
    if (result) {
      console.log(`[jobs] daily sync: ${result.syncedCount} synced, ${result.failedCount} failed`);
    }
  } catch (error) {
    console.error('[jobs] daily sync failed:', String(error).slice(0, 2048));
  }
}

/** Schedules the daily sync (and a catch-up shortly after start); stop() on shutdown. */
export function scheduleDailySync(deps: Pick<Deps, 'database' | 'config'>) {
  const cron = new Cron(
    DAILY_SYNC_PATTERN,
    { name: DAILY_SYNC_JOB, timezone: 'UTC', protect: true },
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
