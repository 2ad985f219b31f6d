import type { Database } from '../db/client';

// Every table of the app's schema, as a row count and a checksum of its rows: two snapshots
// taken around a request show whether it changed anything at all.

export type DbSnapshot = Record<string, { rows: number; checksum: string }>;

function quoteTable(name: string): string {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Unexpected table name: ${name}`);
  return `"${name}"`;
}

export async function listTables(database: Database): Promise<string[]> {
  const rows = await database.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  return rows.map((r) => r.name);
}

/** Count and md5 of every table but `exclude` (tables a read legitimately writes, e.g. rate_limit). */
export async function snapshotDatabase(
  database: Database,
  exclude: readonly string[] = [],
): Promise<DbSnapshot> {
  const snapshot: DbSnapshot = {};
  for (const table of await listTables(database)) {
    if (exclude.includes(table)) continue;
    const [row] = await database.query<{ n: number; sum: string }>(
      `select count(*)::int as n,
              md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as sum
       from public.${quoteTable(table)} t`,
    );
    snapshot[table] = { rows: row.n, checksum: row.sum };
  }
  return snapshot;
}

/** The tables whose rows differ between two snapshots. */
export function changedTables(before: DbSnapshot, after: DbSnapshot): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name]?.checksum !== after[name]?.checksum).sort();
}
