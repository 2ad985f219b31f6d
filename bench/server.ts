import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, sendTo, signUpUser, waitForHealthy } from '../src/server/test/http';
import { BENCH_AUTH_SECRET, createPostgresDatabase } from './lib';

// A real server process for the benchmarks: `node --import tsx src/server/main.ts`, or the
// built server as `npm start` runs it, on a free port of 127.0.0.1, over a PGlite temp
// directory or a fresh PostgreSQL database.

export const ROOT = new URL('..', import.meta.url).pathname;

/** `npx vite build` unless BENCH_SKIP_BUILD=true and dist/ exists. */
export function buildWeb() {
  if (process.env.BENCH_SKIP_BUILD === 'true' && existsSync(join(ROOT, 'dist/index.html'))) return;
  console.log('building the web app (npx vite build)...');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('vite build failed');
}

/** `npm run build:server` unless BENCH_SKIP_BUILD=true and dist-server/ exists. */
export function buildServer() {
  if (process.env.BENCH_SKIP_BUILD === 'true' && existsSync(join(ROOT, 'dist-server/main.mjs')))
    return;
  console.log('building the server (npm run build:server)...');
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('server build failed');
}

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  baseUrl: string;
  port: number;
  /** Lines the server printed (stdout and stderr), for error reports. */
  output: string[];
  stop(): Promise<void>;
}

/** Process groups of servers still running, ended if this benchmark is stopped early. */
const running = new Set<number>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const pid of running) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {}
    }
    process.exit(1);
  });
}

export interface StartOptions {
  env?: Record<string, string>;
  /** Run `npm start` (npm, then scripts/start.mjs, which runs the built server). */
  viaNpmStart?: boolean;
  /**
   * Run scripts/start.mjs as `npm start` does, without npm in between: the spawned process is
   * the server itself, so its pid is the one to measure.
   */
  viaStartScript?: boolean;
}

/** The arguments `npm start` gives node (package.json: `node <flags> scripts/start.mjs`). */
function startScriptArgs(): string[] {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const [node, ...args] = String(pkg.scripts.start).split(/\s+/);
  if (node !== 'node') throw new Error(`npm start is not a node command: ${pkg.scripts.start}`);
  return args;
}

/** Spawns the server and waits for nothing: use waitHealthy. */
export async function spawnServer(options: StartOptions = {}): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const [command, args] = options.viaNpmStart
    ? ['npm', ['start', '--silent']]
    : options.viaStartScript
      ? [process.execPath, startScriptArgs()]
      : [process.execPath, ['--import', 'tsx', 'src/server/main.ts']];
  const child = spawn(command, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: baseUrl,
      AUTH_SECRET: BENCH_AUTH_SECRET,
      AUTH_RATE_LIMIT_MAX: '1000000',
      SKIP_BUILD: 'true',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so stop() also ends what scripts/start.mjs spawned.
    detached: true,
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    if (output.length > 200) output.splice(0, output.length - 200);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  if (child.pid) running.add(child.pid);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      if (child.pid) running.delete(child.pid);
      resolve();
    }),
  );
  return {
    child,
    pid: child.pid ?? 0,
    baseUrl,
    port,
    output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(-(child.pid ?? 0), 'SIGTERM');
      } catch {
        return;
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-(child.pid ?? 0), 'SIGKILL');
        } catch {}
      }, 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Polls GET /api/health until 200; answers the ms from `since` to that first 200. */
export async function waitHealthy(server: ServerProcess, since: number, timeoutMs = 120_000) {
  await waitForHealthy(server.baseUrl, {
    timeoutMs: timeoutMs - (performance.now() - since),
    intervalMs: 20,
    hasExited: () => server.child.exitCode !== null,
    output: () => server.output.slice(-20).join('\n'),
  });
  return performance.now() - since;
}

/** A PGlite DATA_DIR or a fresh PostgreSQL database, with its cleanup. */
export async function serverDatabase(
  kind: 'pglite' | 'postgres',
  serverUrl?: string,
): Promise<{ env: Record<string, string>; cleanup(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-server-'));
  if (kind === 'pglite') {
    return {
      env: { DATA_DIR: dataDir },
      async cleanup() {
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  if (!serverUrl) throw new Error('PostgreSQL needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
  const created = await createPostgresDatabase(serverUrl, 'server');
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: created.url },
    async cleanup() {
      await created.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs up a host over HTTP; answers its session cookie. */
export async function signUpHost(baseUrl: string, email: string, password = 'bench-pass-1') {
  return signUpUser(sendTo(baseUrl), { origin: baseUrl, email, password });
}

/** Resident memory of a process in MB, from /proc/<pid>/status (VmRSS). */
export function rssMb(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /VmRSS:\s+(\d+)\s+kB/.exec(status);
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** Linux's USER_HZ, what /proc/<pid>/stat counts in. */
const CLOCK_TICKS_PER_SECOND = 100;

/** CPU time (user + system) a process has used so far, in ms; null once it is gone. */
export function cpuMs(pid: number): number | null {
  try {
    // Fields after the command name: state is the 1st, utime the 12th and stime the 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** CPU time every PostgreSQL process on this machine has used so far, in ms (all backends). */
export function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').startsWith('postgres'))
        total += cpuMs(Number(entry)) ?? 0;
    } catch {
      // The process ended while we looked.
    }
  }
  return total;
}
