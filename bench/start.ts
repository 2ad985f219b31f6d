import { fmt, machineLine, median } from './lib';
import {
  buildServer,
  buildWeb,
  type ServerProcess,
  serverDatabase,
  spawnServer,
  waitHealthy,
} from './server';

// `npm run bench:start`: `npm start` (npm -> scripts/start.mjs -> dist-server/main.mjs, the
// built server, in the same process) on a built tree and an existing embedded database: the time from spawning `npm start` to the
// first 200 on GET /api/health, median of 5. The first start (migrate, seed the starter bank,
// create the admin) is timed apart and not counted. SKIP_BUILD=true keeps start.mjs from
// rebuilding when another engineer's edit makes dist/ look stale mid-run.

const RUNS = Number(process.env.BENCH_START_RUNS ?? 5);
const BUDGET_MS = 5000;

async function timedStart(env: Record<string, string>) {
  let server: ServerProcess | null = null;
  try {
    const started = performance.now();
    server = await spawnServer({ env, viaNpmStart: true });
    return await waitHealthy(server, started, 120_000);
  } finally {
    await server?.stop();
  }
}

async function main() {
  console.log(`start: ${machineLine()}`);
  buildWeb();
  buildServer();
  const db = await serverDatabase('pglite');
  try {
    const first = await timedStart(db.env);
    console.log(`first start (empty data directory: migrate, load the bank): ${fmt(first, 0)} ms`);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push(await timedStart(db.env));
    const m = median(times);
    console.log(`restarts: ${times.map((t) => fmt(t, 0)).join(', ')} ms`);
    console.log(
      `time to first 200 on /api/health, existing embedded database: median ${fmt(m, 0)} ms of ${RUNS} (budget ≤ ${BUDGET_MS} ms: ${m <= BUDGET_MS ? 'met' : 'MISSED'})`,
    );
  } finally {
    await db.cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
