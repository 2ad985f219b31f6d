import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createDeps, ensureAdmin, openConfiguredDatabase, prepareDatabase } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { acquireDataDirLock } from './db/data-dir-lock';
import { seedIfEmpty } from './db/seed';
import { scheduleDailySync } from './jobs/daily-sync';

async function main() {
  const startedAt = Date.now();
  const config = loadConfig();
  const releaseLock = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir);
  const database = await openConfiguredDatabase(config);
  await prepareDatabase(database);
  const deps = createDeps(config, database);
  if (config.seed) await seedIfEmpty(database);
  await ensureAdmin(deps);

  const staticRoot = fileURLToPath(new URL('../../dist', import.meta.url));
  if (!existsSync(staticRoot))
    console.warn('[web] no dist/ found: run `npm run build` to serve the web app');
  const { app } = createApp(deps, { staticRoot });
  const dailySync = scheduleDailySync(deps);

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
    dailySync.stop();
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
