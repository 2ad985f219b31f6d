import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { lockFileFor } from '../db/data-dir-lock';
import { dbKind } from '../test/harness';

// `npm run bank:load` on the embedded database must not write beside a running server:
// PGlite has no lock between processes and would lose writes.

const dataDir = mkdtempSync(join(tmpdir(), 'bank-load-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

test.skipIf(dbKind() === 'postgres')(
  'refuses while a server holds the data directory, and touches nothing',
  () => {
    // This test process stands in for the server: alive, and not the CLI itself.
    writeFileSync(lockFileFor(dataDir), String(process.pid));
    // A clean environment: Vitest's own variables (BASE_URL='/') are not valid config.
    const env = { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir };
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bank-load.ts'], {
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Refusing to load');
    expect(run.stderr).toContain(String(process.pid));
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
  },
  90_000,
);
