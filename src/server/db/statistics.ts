import type { Database } from './client';

// Planner statistics for the tables whose plans depend on them. PGlite runs no autovacuum, so
// without this its tables are never analyzed; on PostgreSQL autovacuum gets there, but not
// before the first requests after a bulk load. Without statistics the planner took the 6,811
// approved questions past a random key for 18 rows and sorted all of them for a round pull
// (EXPLAIN: 8 ms instead of 0.3 ms; round pulls on the freshly seeded server: 68/s).

const TABLES = ['categories', 'trivia_questions', 'tiebreaker_pool'] as const;

/** ANALYZEs those of TABLES that have rows and no statistics; answers their names. */
export async function ensureStatistics(database: Database): Promise<string[]> {
  const missing = await database.query<{ name: string }>(
    `select c.relname as name from pg_class c
     join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
     where c.relkind = 'r' and c.relname = any($1::text[])
       and not exists (select 1 from pg_stats s where s.schemaname = 'public' and s.tablename = c.relname)`,
    [[...TABLES]],
  );
  if (missing.length === 0) return [];
  const names = missing.map((r) => r.name).filter((n) => (TABLES as readonly string[]).includes(n));
  await database.query(`analyze ${names.map((n) => `"${n}"`).join(', ')}`);
  return names;
}
