import type { Database } from './client';

// Planner statistics for the tables whose plans depend on them. PGlite runs no autovacuum, so
// without this its tables are never analyzed; on PostgreSQL autovacuum gets there, but not
// before the first requests after a bulk load. Without statistics the planner took the 6,811
// approved questions past a random key for 18 rows and sorted all of them for a round pull
// (EXPLAIN: 8 ms instead of 0.3 ms; round pulls on the freshly seeded server: 68/s).
//
// Without autovacuum (PGlite never has it; a PostgreSQL server may have it off, as this
// project's test machine does) the visibility map stays empty, so the round pull's index-only
// scans (the range scan of questions, the used probe) still read a row page per candidate (120
// of each). So a table with no statistics, or whose pages are mostly not all-visible, gets
// VACUUM (ANALYZE) at start; on a big table that is seconds, once.

const TABLES = ['categories', 'trivia_questions', 'tiebreaker_pool', 'used_questions'] as const;

/**
 * VACUUM (ANALYZE)s those of TABLES that have no statistics or whose pages are less than half
 * all-visible; answers the names of the tables it worked on.
 */
export async function ensureStatistics(database: Database): Promise<string[]> {
  const rows = await database.query<{ name: string; has_stats: boolean; needs_vacuum: boolean }>(
    `select c.relname as name,
            exists (select 1 from pg_stats s
                    where s.schemaname = 'public' and s.tablename = c.relname) as has_stats,
            -- pages now (relpages is as of the last VACUUM or ANALYZE), against those marked all-visible
            pg_relation_size(c.oid) > 0
              and c.relallvisible < pg_relation_size(c.oid) / current_setting('block_size')::int / 2
              as needs_vacuum
     from pg_class c
     join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
     where c.relkind = 'r' and c.relname = any($1::text[])`,
    [[...TABLES]],
  );
  const known = (name: string) => (TABLES as readonly string[]).includes(name);
  const toVacuum = rows.filter((r) => (r.needs_vacuum || !r.has_stats) && known(r.name));
  for (const { name } of toVacuum) await database.query(`vacuum (analyze) "${name}"`);
  return toVacuum.map((r) => r.name);
}
