import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, PGLITE_EXTENSIONS, wrapPglite, wrapPool } from '../db/client';
import { databaseUrlFor, dropDatabase, quoteIdent } from './postgres';

// Runs once per Vitest project in the main process: builds ONE migrated template per run,
// which every test file clones (initdb + migrations per file would cost seconds each).

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite project: a tarball of a migrated data directory (dumpDataDir). */
    pgliteTemplatePath: string;
    /** PostgreSQL project: the migrated template database and the prefix of this run's databases. */
    postgresTemplate: { adminUrl: string; template: string; prefix: string };
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function setupPglite(project: TestProject) {
  const path = join(
    tmpdir(),
    `trivia-host-pglite-${process.pid}-${randomBytes(4).toString('hex')}.tar`,
  );
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  await client.waitReady;
  await migrateDatabase(wrapPglite(client));
  // Uncompressed: loading skips the gunzip (about 0.55 s per file instead of 0.7 s).
  const dump = await client.dumpDataDir('none');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplatePath', path);
  return () => rmSync(path, { force: true });
}

async function setupPostgres(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('The postgres test project needs TEST_DATABASE_URL');
  // Databases are created and dropped through TEST_DATABASE_URL's own database.
  const adminUrl = url;
  const prefix = `th_t_${process.pid}_${randomBytes(3).toString('hex')}_`;
  const template = `th_tpl_${process.pid}_${randomBytes(3).toString('hex')}`;

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // Databases of runs that were killed before their teardown (their process is gone).
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname ~ '^th_(t|tpl)_[0-9]+_'`,
    );
    for (const { datname } of rows) {
      const pid = Number(datname.split('_')[2]);
      if (pid !== process.pid && !isAlive(pid)) await dropDatabase(admin, datname);
    }
    await admin.query(`create database ${quoteIdent(template)}`);
  } finally {
    await admin.end();
  }

  const pool = new pg.Pool({ connectionString: databaseUrlFor(url, template), max: 1 });
  try {
    await migrateDatabase(wrapPool(pool));
  } finally {
    // A template must have no open connections while files clone it.
    await pool.end();
  }
  project.provide('postgresTemplate', { adminUrl, template, prefix });

  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      // Files drop their own database in close(); this catches a file that never got there.
      const { rows: left } = await client.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [prefix],
      );
      for (const { datname } of left) await dropDatabase(client, datname);
      await dropDatabase(client, template);
    } finally {
      await client.end();
    }
  };
}

export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB_KIND ?? 'pglite';
  return kind === 'postgres' ? setupPostgres(project) : setupPglite(project);
}
