import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ApiClient,
  type ChildServer,
  createScratchDatabase,
  startChildServer,
} from '../src/server/test/child-server';

// The soak: a server process of its own (PGlite in a temp dir, or a fresh database on
// SOAK_DATABASE_URL's PostgreSQL server) under a steady rate of mixed host traffic on
// loopback for SOAK_SECONDS (120). Every request must succeed, and the server's resident
// memory, sampled every second, may grow at most SOAK_RSS_GROWTH_MB (300) past its size after
// warm-up and never pass SOAK_RSS_MAX_MB (400 on PostgreSQL; 700 on PGlite, whose database
// lives in the server process). Prints a summary and appends it to bench/README.md under
// '## Soak'. Bounded in time and in requests in flight: it stops by itself.
//
//   npm run bench:soak                  (SOAK_WRITE_README=false: print the row only)
//   SOAK_SECONDS=30 SOAK_RPS=25 SOAK_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:soak

const SECONDS = Number(process.env.SOAK_SECONDS ?? 120);
const RPS = Number(process.env.SOAK_RPS ?? 10);
const HOSTS = Number(process.env.SOAK_HOSTS ?? 16);
/** Resident memory may not grow more than this past its size after warm-up. */
const RSS_GROWTH_MB = Number(process.env.SOAK_RSS_GROWTH_MB ?? 300);
/**
 * Nor pass this at all: about 250 MB is Node, tsx and the app at rest; PGlite runs the
 * database inside the server process and adds about 220 MB.
 */
const rssMaxMb = (isPglite: boolean) =>
  Number(process.env.SOAK_RSS_MAX_MB ?? (isPglite ? 700 : 400));
/** Requests still waiting past this many are counted as errors (the server fell behind). */
const MAX_IN_FLIGHT = 100;
const REQUEST_TIMEOUT_MS = 10_000;
const README = new URL('./README.md', import.meta.url);

type Step = { name: string; run: (host: HostState) => Promise<Response> };

interface HostState {
  client: ApiClient;
  roundIds: string[];
  teamIds: string[];
  tiebreakerId: string | null;
  step: number;
  isBusy: boolean;
}

const latencies = new Map<string, number[]>();
const errors: string[] = [];
let sent = 0;

function record(name: string, ms: number) {
  const list = latencies.get(name) ?? [];
  list.push(ms);
  latencies.set(name, list);
}

function percentile(values: number[], p: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function json(res: Response) {
  return res.json().catch(() => null);
}

// One host's evening, over and over: the steps the host screens call.
const SCENARIO: Step[] = [
  { name: 'GET /api/me', run: (h) => h.client.raw('GET', '/api/me') },
  {
    name: 'POST /api/rounds',
    run: async (h) => {
      const res = await h.client.raw('POST', '/api/rounds', {});
      const body = await json(res.clone());
      h.roundIds = body?.game?.questions?.map((q: { id: string }) => q.id) ?? [];
      return res;
    },
  },
  {
    name: 'POST /api/rounds/start',
    run: (h) => h.client.raw('POST', '/api/rounds/start', { questionIds: h.roundIds }),
  },
  {
    name: 'POST /api/teams',
    run: async (h) => {
      const res = await h.client.raw('POST', '/api/teams', { name: `Team ${h.step}` });
      const body = await json(res.clone());
      if (body?.id) h.teamIds.push(body.id);
      return res;
    },
  },
  {
    name: 'PATCH /api/teams/:id/score',
    run: (h) => h.client.raw('PATCH', `/api/teams/${h.teamIds.at(-1)}/score`, { delta: 10 }),
  },
  {
    name: 'POST /api/tiebreakers/next',
    run: async (h) => {
      const res = await h.client.raw('POST', '/api/tiebreakers/next', {});
      const body = await json(res.clone());
      h.tiebreakerId = body?.tiebreaker?.id ?? null;
      return res;
    },
  },
  {
    name: 'POST /api/tiebreakers/:id/use',
    run: (h) =>
      h.tiebreakerId
        ? h.client.raw('POST', `/api/tiebreakers/${h.tiebreakerId}/use`)
        : h.client.raw('GET', '/api/games/current'),
  },
  { name: 'GET /api/teams', run: (h) => h.client.raw('GET', '/api/teams') },
  {
    name: 'DELETE /api/teams/:id',
    run: (h) => {
      // Keeps each scoreboard small, as a host clears it between nights.
      const id = h.teamIds.shift();
      return id ? h.client.raw('DELETE', `/api/teams/${id}`) : h.client.raw('GET', '/api/teams');
    },
  },
  { name: 'GET /api/games/current', run: (h) => h.client.raw('GET', '/api/games/current') },
];

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? Number.NaN);
  return kb / 1024;
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

async function fire(host: HostState) {
  const step = SCENARIO[host.step % SCENARIO.length];
  host.step += 1;
  host.isBusy = true;
  sent += 1;
  const started = performance.now();
  try {
    const res = await withTimeout(step.run(host), REQUEST_TIMEOUT_MS);
    record(step.name, performance.now() - started);
    if (res.status >= 300) {
      errors.push(`${step.name}: ${res.status} ${(await res.text()).slice(0, 200)}`);
    } else {
      await res.arrayBuffer();
    }
  } catch (err) {
    errors.push(`${step.name}: ${(err as Error).message}`);
  } finally {
    host.isBusy = false;
  }
}

function appendToReadme(lines: string[]) {
  const text = existsSync(README) ? readFileSync(README, 'utf8') : '# Benchmarks\n';
  const heading = '## Soak';
  const intro = [
    heading,
    '',
    '`npm run bench:soak` (bench/soak.ts): a server process of its own under a steady rate of',
    'mixed host traffic on loopback (each host: profile, pull round, start round, add team,',
    'score, tie-breaker next and use, teams, remove team, current game) for SOAK_SECONDS. It',
    'fails on any error, or when the resident memory, sampled every second, grows more than',
    'SOAK_RSS_GROWTH_MB (300) past its size after warm-up or passes SOAK_RSS_MAX_MB (400 on',
    'PostgreSQL; 700 on PGlite, whose database runs inside the server process). The soak runs on',
    'a second start (the first loads the question bank). Each run appends a row.',
    '',
    '| date (UTC) | database | s | req/s | hosts | requests | errors | p50 ms | p95 ms | p99 ms | RSS start / max / end MB | load avg |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
  ].join('\n');
  let next: string;
  if (!text.includes(`\n${heading}\n`)) {
    next = `${text.trimEnd()}\n\n${intro}\n${lines.join('\n')}\n`;
  } else {
    // Append the row at the end of the Soak section's table.
    const start = text.indexOf(`\n${heading}\n`);
    const after = text.indexOf('\n## ', start + heading.length + 2);
    const end = after === -1 ? text.length : after;
    const section = `${text.slice(start, end).trimEnd()}\n${lines.join('\n')}\n`;
    next = text.slice(0, start) + section + (after === -1 ? '' : `\n${text.slice(after + 1)}`);
  }
  writeFileSync(README, next);
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'trivia-host-soak-'));
  const serverUrl = process.env.SOAK_DATABASE_URL;
  const scratch = serverUrl ? await createScratchDatabase(serverUrl, 'soak') : undefined;
  let server: ChildServer | undefined;
  try {
    console.log(
      `soak: ${SECONDS} s at ${RPS} req/s over ${HOSTS} hosts on ${scratch ? 'PostgreSQL' : 'PGlite'} (loading the question bank first)`,
    );
    // The first start loads the question bank (10,000+ questions, tie-breakers) once; the
    // soak runs on a second start, as a server that has been deployed before runs.
    const seeding = await startChildServer({
      dataDir,
      databaseUrl: scratch?.url,
      env: { SEED: 'true' },
      timeoutMs: 180_000,
    });
    seeding.process.kill('SIGTERM');
    await withTimeout(seeding.exited, 15_000).catch(() => seeding.kill('SIGKILL'));
    server = await startChildServer({ dataDir, databaseUrl: scratch?.url, timeoutMs: 180_000 });
    const pid = server.process.pid!;
    const hosts: HostState[] = [];
    for (let i = 0; i < HOSTS; i++) {
      const client = new ApiClient(server.baseUrl);
      await client.signUp(`soak-host-${i}-${Date.now()}@example.com`);
      hosts.push({ client, roundIds: [], teamIds: [], tiebreakerId: null, step: 0, isBusy: false });
    }

    const rss: number[] = [rssMb(pid)];
    const sampler = setInterval(() => {
      try {
        rss.push(rssMb(pid));
      } catch {}
    }, 1000);
    const inFlight = new Set<Promise<void>>();
    const intervalMs = 1000 / RPS;
    const startedAt = performance.now();
    const endsAt = startedAt + SECONDS * 1000;
    let nextAt = startedAt;
    let turn = 0;
    let skipped = 0;
    // Open model: a request leaves every 1/RPS s whether or not the last one answered.
    while (performance.now() < endsAt) {
      const wait = nextAt - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      nextAt += intervalMs;
      let host: HostState | undefined;
      for (let k = 0; k < hosts.length && !host; k++) {
        const candidate = hosts[(turn + k) % hosts.length];
        if (!candidate.isBusy) host = candidate;
      }
      turn += 1;
      if (!host || inFlight.size >= MAX_IN_FLIGHT) {
        skipped += 1;
        continue;
      }
      const p = fire(host).finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
    await withTimeout(Promise.all(inFlight), REQUEST_TIMEOUT_MS + 5_000).catch(() => {});
    clearInterval(sampler);
    const elapsed = (performance.now() - startedAt) / 1000;
    if (skipped)
      errors.push(
        `${skipped} requests not sent: every host was still waiting (the server fell behind)`,
      );

    const all = [...latencies.values()].flat();
    const rssStart = rss[Math.min(5, rss.length - 1)];
    const rssMax = Math.max(...rss);
    const rssEnd = rss[rss.length - 1];
    console.log('\nper request (ms):');
    for (const [name, list] of [...latencies].sort()) {
      console.log(
        `  ${name.padEnd(32)} n=${String(list.length).padStart(5)}  p50 ${percentile(list, 50).toFixed(1).padStart(6)}  p95 ${percentile(list, 95).toFixed(1).padStart(6)}  max ${Math.max(
          ...list,
        )
          .toFixed(1)
          .padStart(7)}`,
      );
    }
    const p = (q: number) => percentile(all, q).toFixed(1);
    console.log(
      `\n${sent} requests in ${elapsed.toFixed(0)} s (${(sent / elapsed).toFixed(1)} req/s), ${errors.length} errors; p50 ${p(50)} ms, p95 ${p(95)} ms, p99 ${p(99)} ms`,
    );
    console.log(
      `server RSS: ${rssStart.toFixed(0)} MB after warm-up, max ${rssMax.toFixed(0)} MB, end ${rssEnd.toFixed(0)} MB (growth budget ${RSS_GROWTH_MB} MB, at most ${rssMaxMb(!scratch)} MB)`,
    );
    for (const e of errors.slice(0, 20)) console.log(`  error: ${e}`);

    const load = loadavg()[0].toFixed(1);
    const row = `| ${new Date().toISOString().slice(0, 16).replace('T', ' ')} | ${scratch ? 'PostgreSQL' : 'PGlite'} | ${SECONDS} | ${RPS} | ${HOSTS} | ${sent} | ${errors.length} | ${p(50)} | ${p(95)} | ${p(99)} | ${rssStart.toFixed(0)} / ${rssMax.toFixed(0)} / ${rssEnd.toFixed(0)} | ${load} (${cpus().length} cores) |`;
    console.log(`\nbench/README.md row:\n${row}`);
    if (process.env.SOAK_WRITE_README !== 'false') appendToReadme([row]);

    const limit = rssMaxMb(!scratch);
    const problems = [
      ...(errors.length ? [`${errors.length} errors`] : []),
      ...(rssMax - rssStart > RSS_GROWTH_MB
        ? [`RSS grew ${(rssMax - rssStart).toFixed(0)} MB (budget ${RSS_GROWTH_MB} MB)`]
        : []),
      ...(rssMax > limit ? [`RSS ${rssMax.toFixed(0)} MB over ${limit} MB`] : []),
    ];
    if (problems.length) {
      console.error(`soak FAILED: ${problems.join(', ')}`);
      process.exitCode = 1;
    } else {
      console.log('soak passed');
    }
  } finally {
    if (server) {
      server.process.kill('SIGTERM');
      await withTimeout(server.exited, 15_000).catch(() => server?.kill('SIGKILL'));
    }
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
