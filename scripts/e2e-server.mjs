// Starts the built app for Playwright on a fresh database: `postgres PORT` (a new
// trivia_e2e_<E2E_PORT_BASE> database on TEST_DATABASE_URL's server, dropped on exit) or `pglite PORT`
// (a new temporary data directory, removed on exit).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const [kind, port] = process.argv.slice(2);
const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `trivia_e2e_${process.env.E2E_PORT_BASE ?? 3900}`;
const dbUrl = base.replace(/\/[^/?]*(\?|$)/, `/${dbName}$1`);

async function admin(sql) {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), `trivia-e2e-${kind}-`));
if (kind === 'postgres') {
  await admin(`drop database if exists ${dbName} with (force)`);
  await admin(`create database ${dbName}`);
}

const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: port,
    HOST: '127.0.0.1',
    BASE_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: kind === 'postgres' ? dbUrl : '',
    ADMIN_EMAIL: 'e2e-admin@example.com',
    ADMIN_PASSWORD: 'e2e-admin-pass',
    DEMO_HOST_EMAILS: 'e2e-demo@example.com',
    AUTH_RATE_LIMIT_MAX: '1000',
    STRIPE_SECRET_KEY: '',
  },
});

let isStopping = false;
async function stop() {
  if (isStopping) return;
  isStopping = true;
  child.kill('SIGTERM');
  await new Promise((resolve) =>
    child.exitCode !== null ? resolve() : child.once('exit', resolve),
  );
  rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'postgres')
    await admin(`drop database if exists ${dbName} with (force)`).catch(() => {});
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  if (!isStopping) {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(code ?? 1);
  }
});
