import { Cron } from 'croner';
import { eq } from 'drizzle-orm';
import { jobRuns } from '../db/schema';
import type { Deps } from '../http/types';
import { tryWithAdvisoryLock } from './advisory-lock';

// The daily jobs (billing sync, backup), scheduled the same way in every server copy: the
// advisory lock named after the job lets one copy in at a time, and the job's job_runs row
// tells a copy that arrives later (or a restart's catch-up) that today's run is done.

export type JobDeps = Pick<Deps, 'database' | 'config'>;

export interface DailyJob<T> {
  /** The job_runs row and the advisory lock. */
  name: string;
  /** When it runs, a croner pattern in UTC. */
  pattern: string;
  /** A server that was off at that hour runs it this long after it starts (JOBS_CATCH_UP_DELAY_MS overrides). */
  catchUpDelayMs: number;
  work(deps: JobDeps, now: Date): Promise<T>;
  /** The log line of a run. */
  describe(result: T): string;
}

/** The log line of a run that did not happen. */
export const SKIPPED = 'skipped (another copy is running it, or it ran today)';
/** A run within this long of the last one is today's run already. */
const MIN_GAP_MS = 20 * 60 * 60 * 1000;

/** Runs `job` unless another copy is running it or it ran in the last 20 hours (then null). */
export async function runDailyJob<T>(
  deps: JobDeps,
  job: DailyJob<T>,
  now = new Date(),
): Promise<T | null> {
  const outcome = await tryWithAdvisoryLock(deps.database, 'jobs', job.name, async (db) => {
    const [last] = await db.select().from(jobRuns).where(eq(jobRuns.name, job.name));
    if (last && now.getTime() - last.lastRunAt.getTime() < MIN_GAP_MS) return null;
    const result = await job.work(deps, now);
    await db
      .insert(jobRuns)
      .values({ name: job.name, lastRunAt: now, lastResult: result })
      .onConflictDoUpdate({ target: jobRuns.name, set: { lastRunAt: now, lastResult: result } });
    return result;
  });
  return outcome.ran ? outcome.value : null;
}

async function runAndLog<T>(deps: JobDeps, job: DailyJob<T>) {
  try {
    const result = await runDailyJob(deps, job);
    const summary = result === null ? SKIPPED : job.describe(result);
    console.log(`[jobs] ${job.name}: ${summary}`);
  } catch (error) {
    console.error(`[jobs] ${job.name} failed:`, String(error).slice(0, 2048));
  }
}

/** Schedules each job at its hour, and once shortly after start; stop() on shutdown. */
export function scheduleDailyJobs(deps: JobDeps, jobs: readonly DailyJob<unknown>[]) {
  const timers = jobs.map((job) => {
    const cron = new Cron(job.pattern, { name: job.name, timezone: 'UTC', protect: true }, () =>
      runAndLog(deps, job),
    );
    const catchUp = setTimeout(
      () => void runAndLog(deps, job),
      deps.config.jobsCatchUpDelayMs ?? job.catchUpDelayMs,
    );
    catchUp.unref();
    return { cron, catchUp };
  });
  return {
    stop() {
      for (const { cron, catchUp } of timers) {
        clearTimeout(catchUp);
        cron.stop();
      }
    },
  };
}
