import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { initReporting, installProcessErrorHandlers } from './adapters/reporting';
import { createApp } from './app';
import { createDeps, ensureAdmin, openConfiguredDatabase, prepareDatabase } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { acquireDataDirLock } from './db/data-dir-lock';
import { seedIfEmpty } from './db/seed';
import { ensureStatistics } from './db/statistics';
import { dailyBackupJob } from './jobs/daily-backup';
import { scheduleDailyJobs } from './jobs/daily-jobs';
import { dailySyncJob } from './jobs/daily-sync';

async function main() {
  const startedAt = Date.now();
  const config = loadConfig();
  installProcessErrorHandlers();
  await initReporting({
    dsn: config.sentryDsn,
    environment: config.isProduction ? 'production' : 'development',
  });
  const releaseLock = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir);
  const database = await openConfiguredDatabase(config);
  await prepareDatabase(database);
  const deps = createDeps(config, database);
  if (config.seed) await seedIfEmpty(database);
  await ensureStatistics(database);
  // Again every hour: PGlite has no autovacuum, and a PostgreSQL server may run without it.
  const maintenance = setInterval(() => {
    ensureStatistics(database).catch((err) => console.error('[db] maintenance:', err.message));
  }, 60 * 60_000);
  maintenance.unref();
  await ensureAdmin(deps);

  // dist/ is in the project root: two levels above src/server/main.ts, one above the bundle
  // dist-server/main.mjs (scripts/build-server.mjs).
  const projectRoot = import.meta.url.endsWith('.mjs') ? '../' : '../../';
  const staticRoot = fileURLToPath(new URL(`${projectRoot}dist`, import.meta.url));
  if (!existsSync(staticRoot))
    console.warn('[web] no dist/ found: run `npm run build` to serve the web app');
  const { app } = createApp(deps, { staticRoot });
  const dailyJobs = scheduleDailyJobs(deps, [dailySyncJob, dailyBackupJob]);

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
    console.log(
      `Trivia Host on ${config.baseUrl} (port ${info.port}, ${where}) in ${Date.now() - startedAt} ms`,
    );
  });

  let isStopping = false;
  const stop = (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    dailyJobs.stop();
    clearInterval(maintenance);
    // Open event streams would hold the server open until the forced exit.
    void deps.liveStats.close();
    console.log(`[server] ${signal}: finishing requests in flight`);
    server.close(async () => {
      await database.close().catch(() => {});
      releaseLock();
      process.exit(0);
    });
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error('[server] failed to start:', err);
  process.exit(1);
});
