import autocannon, { type AutocannonResult } from 'autocannon';
import { benchServerUrl, fmt, machineLine, median } from './lib';
import {
  buildServer,
  buildWeb,
  cpuMs,
  postgresCpuMs,
  rssMb,
  type ServerProcess,
  serverDatabase,
  signUpHost,
  spawnServer,
  waitHealthy,
} from './server';

// `npm run bench:throughput`: the built server as `npm start` runs it (scripts/start.mjs, which
// imports dist-server/main.mjs in its own process; the starter bank seeded at first start) on a free port of 127.0.0.1, over a PGlite temp
// directory and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) a fresh PostgreSQL database.
// Hosts sign up over HTTP first, one per connection. Then autocannon, one endpoint at a time
// for BENCH_DURATION seconds with 10 connections: bare GET /api/health (what the machine gives
// a request that reads nothing), then authenticated POST /api/rounds (Better Auth's session
// read, the guard's read of the user, the draw, the save) and PATCH /api/teams/:id/score.
// Each endpoint is reported as requests/s and latency.
// The server's resident memory (VmRSS) is sampled every 500 ms while autocannon runs, and the
// CPU time the server process and PostgreSQL's processes used (from /proc) is divided by the
// requests served: what each request costs, whatever the machine's other work.

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const RSS_BUDGET_MB = 300;

type Kind = 'pglite' | 'postgres';

interface Phase {
  name: string;
  result: AutocannonResult;
  rssMax: number;
  /** CPU time per request: the server process, and all PostgreSQL processes. */
  serverCpuMs: number;
  postgresCpuMs: number;
}

interface Host {
  cookie: string;
  teamId: string;
}

async function createHosts(server: ServerProcess, count: number): Promise<Host[]> {
  const hosts: Host[] = [];
  for (let i = 0; i < count; i++) {
    const host = await signUpHost(server.baseUrl, `bench-host-${i}@example.com`);
    const res = await fetch(`${server.baseUrl}/api/teams`, {
      method: 'POST',
      headers: { origin: server.baseUrl, 'content-type': 'application/json', cookie: host.cookie },
      body: JSON.stringify({ name: `Bench team ${i}` }),
    });
    const team = (await res.json()) as { id?: string };
    if (res.status !== 201 || !team.id) throw new Error(`team create failed: ${res.status}`);
    hosts.push({ cookie: host.cookie, teamId: team.id });
  }
  return hosts;
}

/** One autocannon run; every connection acts as its own host. */
async function load(
  server: ServerProcess,
  name: string,
  request: (host: Host) => { method: string; path: string; body?: string },
  hosts: Host[],
  rssSamples: number[],
  duration = DURATION,
): Promise<Phase> {
  let next = 0;
  const samples: number[] = [];
  const sampler = setInterval(() => {
    const rss = rssMb(server.pid);
    if (rss !== null) samples.push(rss);
  }, 500);
  const before = { server: cpuMs(server.pid) ?? 0, postgres: postgresCpuMs() };
  try {
    const result = await autocannon({
      url: server.baseUrl,
      connections: CONNECTIONS,
      duration,
      timeout: 10,
      setupClient(client) {
        const host = hosts[next++ % hosts.length];
        // setRequests, not setRequest: the latter changes only the connection's first request.
        client.setRequests([
          {
            ...request(host),
            headers: {
              origin: server.baseUrl,
              'content-type': 'application/json',
              cookie: host.cookie,
            },
          },
        ]);
      },
    });
    if (result.non2xx || result.errors || result.timeouts)
      console.warn(
        `  ${name}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
      );
    rssSamples.push(...samples);
    const requests = Math.max(1, result.requests.total);
    return {
      name,
      result,
      rssMax: Math.max(0, ...samples),
      serverCpuMs: ((cpuMs(server.pid) ?? before.server) - before.server) / requests,
      postgresCpuMs: (postgresCpuMs() - before.postgres) / requests,
    };
  } finally {
    clearInterval(sampler);
  }
}

/** One request of each kind through fetch first: a benchmark of error pages measures nothing. */
async function checkEndpoints(server: ServerProcess, host: Host) {
  const headers = {
    origin: server.baseUrl,
    'content-type': 'application/json',
    cookie: host.cookie,
  };
  const health = await fetch(`${server.baseUrl}/api/health`);
  const round = await fetch(`${server.baseUrl}/api/rounds`, {
    method: 'POST',
    headers,
    body: '{}',
  });
  const game = ((await round.json()) as { game?: { questions: unknown[] } }).game;
  const score = await fetch(`${server.baseUrl}/api/teams/${host.teamId}/score`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ delta: 10 }),
  });
  if (
    health.status !== 200 ||
    round.status !== 200 ||
    game?.questions.length !== 10 ||
    score.status !== 200
  )
    throw new Error(`endpoint check failed: ${health.status} ${round.status} ${score.status}`);
}

async function runKind(kind: Kind) {
  const db = await serverDatabase(kind, benchServerUrl());
  let server: ServerProcess | null = null;
  try {
    // First start: migrate, load the starter bank, sign up the hosts; then a plain restart,
    // as a server runs day to day (the bank load builds large data sets in memory once).
    server = await spawnServer({ env: db.env, viaStartScript: true });
    const firstMs = await waitHealthy(server, performance.now(), 180_000);
    const hosts = await createHosts(server, CONNECTIONS);
    const seededRss = rssMb(server.pid) ?? 0;
    await server.stop();
    server = await spawnServer({ env: db.env, viaStartScript: true });
    const bootMs = await waitHealthy(server, performance.now(), 180_000);
    console.log(
      `[${kind}] first start (bank load) ${fmt(firstMs, 0)} ms, RSS ${fmt(seededRss, 0)} MB; restart healthy after ${fmt(bootMs, 0)} ms (pid ${server.pid})`,
    );
    const s = server;
    await checkEndpoints(s, hosts[0]);
    const rssSamples: number[] = [];
    const idleRss = rssMb(s.pid) ?? 0;
    // Warm-up: JIT and connection pools, not reported.
    await load(s, 'warm-up', () => ({ method: 'GET', path: '/api/health' }), hosts, [], 2);
    const health = () => ({ method: 'GET', path: '/api/health' });
    const phases: Phase[] = [];
    phases.push(await load(s, 'GET /api/health', health, hosts, rssSamples));
    phases.push(
      await load(
        s,
        'POST /api/rounds',
        () => ({ method: 'POST', path: '/api/rounds', body: '{}' }),
        hosts,
        rssSamples,
      ),
    );
    phases.push(
      await load(
        s,
        'PATCH /api/teams/:id/score',
        (host) => ({
          method: 'PATCH',
          path: `/api/teams/${host.teamId}/score`,
          body: JSON.stringify({ delta: 10 }),
        }),
        hosts,
        rssSamples,
      ),
    );
    return { kind, phases, idleRss, seededRss, rssSamples };
  } finally {
    await server?.stop();
    await db.cleanup();
  }
}

async function main() {
  console.log(`throughput: ${machineLine()}`);
  console.log(`autocannon on 127.0.0.1, ${CONNECTIONS} connections, ${DURATION} s per endpoint`);
  buildWeb();
  buildServer();
  const kinds: Kind[] = ['pglite'];
  if (benchServerUrl()) kinds.push('postgres');
  else console.log('(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  const runs = [];
  for (const kind of kinds) runs.push(await runKind(kind));

  console.log('');
  console.log(
    '| database | endpoint | requests/s | latency p50 | p99 | non-2xx | RSS max | CPU per request: server | PostgreSQL |',
  );
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  const verdicts: string[] = [];
  for (const run of runs) {
    for (const phase of run.phases) {
      const r = phase.result;
      console.log(
        `| ${run.kind} | ${phase.name} | ${fmt(r.requests.average, 0)} | ${r.latency.p50} ms | ${r.latency.p99} ms | ${r.non2xx + r.errors + r.timeouts} | ${fmt(phase.rssMax, 0)} MB | ${fmt(phase.serverCpuMs, 3)} ms | ${run.kind === 'postgres' ? `${fmt(phase.postgresCpuMs, 3)} ms` : 'in the server'} |`,
      );
      if (r.non2xx + r.errors + r.timeouts > 0)
        verdicts.push(`${run.kind} ${phase.name}: requests failed (see above)`);
    }
    const rssMax = Math.max(0, ...run.rssSamples);
    const line = `${run.kind} server RSS: ${fmt(run.seededRss, 0)} MB after the first start's bank load; after a restart idle ${fmt(run.idleRss, 0)} MB, median under load ${fmt(median(run.rssSamples), 0)} MB, max ${fmt(rssMax, 0)} MB (${run.rssSamples.length} samples)`;
    verdicts.push(
      run.kind === 'pglite'
        ? `${line}; budget < ${RSS_BUDGET_MB} MB: ${rssMax < RSS_BUDGET_MB ? 'met' : 'MISSED'}`
        : line,
    );
  }
  console.log('');
  for (const v of verdicts) console.log(v);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
