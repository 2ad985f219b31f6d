import type pg from 'pg';

// Small helpers for the PostgreSQL test project: one database per test file, cloned from
// a template that global-setup.ts migrates once per run.

/** The same server and credentials, another database. */
export function databaseUrlFor(testDatabaseUrl: string, database: string): string {
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export function quoteIdent(name: string): string {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Unexpected database name: ${name}`);
  return `"${name}"`;
}

export async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  await client.query(`drop database if exists ${quoteIdent(name)} with (force)`);
}
