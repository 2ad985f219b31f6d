import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';

// Plain-SQL dumps that restore into PGlite or PostgreSQL alike (restore.ts): no owners or
// grants (the target's roles differ), and INSERTs instead of COPY so that PGlite's `exec`
// and a plain `pg` query can run them (several rows per INSERT keeps restores quick).

/**
 * Tables whose rows are live secrets or short-lived state, left out of every backup (their
 * schema stays): sessions, reset and verification tokens, rate-limit counters, and the
 * outbox, whose reset mails hold live links.
 */
export const TRANSIENT_TABLES = ['session', 'verification', 'rate_limit', 'mail_outbox'];

const PORTABLE_ARGS = [
  '--no-owner',
  '--no-privileges',
  '--rows-per-insert=500',
  ...TRANSIENT_TABLES.map((table) => `--exclude-table-data=public.${table}`),
];

/** Backup files are for the server's own user only: they hold password hashes and e-mails. */
export const BACKUP_FILE_MODE = 0o600;

export class DumpError extends Error {}

/**
 * Dumps the live PGlite instance of the server into `file`. pg_dump talks to the instance
 * over its one connection, so it runs while the instance's own locks are held (no query or
 * transaction of a request can interleave with it), and the session is put back afterwards:
 * pg_dump leaves its read-only transaction open and changes session settings.
 */
export async function dumpPglite(pglite: PGlite, file: string): Promise<void> {
  // Loaded when a backup runs, not at every start (start-up budget: bench/README.md).
  const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump');
  const [{ search_path: searchPath }] = (
    await pglite.query<{ search_path: string }>('show search_path')
  ).rows;
  const text = await pglite._runExclusiveTransaction(() =>
    pglite._runExclusiveQuery(async () => {
      // pgDump's own queries would wait for the locks held here: answer them on its behalf.
      const session = Object.create(pglite) as PGlite;
      Object.assign(session, {
        query: async () => ({ rows: [{ search_path: searchPath }], fields: [] }),
        exec: async () => [],
        execProtocolRawStream: pglite.execProtocolRawStream.bind(pglite),
      });
      try {
        const dump = await pgDump({ pg: session, args: PORTABLE_ARGS });
        return await dump.text();
      } finally {
        for (const sql of ['ROLLBACK', 'RESET ALL', 'DEALLOCATE ALL']) {
          await pglite.execProtocol(encodeQuery(sql), { throwOnError: false }).catch(() => {});
        }
      }
    }),
  );
  await writeFile(file, text, { mode: BACKUP_FILE_MODE });
}

/** A simple-query protocol message ('Q'), for use while the instance's locks are held. */
function encodeQuery(sql: string): Uint8Array {
  const body = Buffer.from(`${sql}\0`, 'utf8');
  const message = Buffer.alloc(5 + body.length);
  message.write('Q', 0, 'ascii');
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return new Uint8Array(message);
}

/** The URL without its password, which goes to pg_dump in PGPASSWORD (not on the command line). */
function splitPassword(databaseUrl: string): { url: string; password: string | undefined } {
  const url = new URL(databaseUrl);
  const password = url.password ? decodeURIComponent(url.password) : undefined;
  url.password = '';
  return { url: url.toString(), password };
}

/** Dumps a PostgreSQL database into `file` with the pg_dump binary. */
export async function dumpPostgres(
  databaseUrl: string,
  file: string,
  pgDumpPath = 'pg_dump',
): Promise<void> {
  const { url, password } = splitPassword(databaseUrl);
  const args = [...PORTABLE_ARGS, '--format=plain', '--encoding=UTF8', `--file=${file}`, url];
  await new Promise<void>((resolve, reject) => {
    const child = spawn(pgDumpPath, args, {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 8192) stderr += chunk.toString('utf8');
    });
    child.on('error', (err: NodeJS.ErrnoException) => {
      reject(
        err.code === 'ENOENT'
          ? new DumpError(
              `pg_dump was not found (${pgDumpPath}): install the PostgreSQL client tools (e.g. apt-get install postgresql-client) or set PG_DUMP_PATH`,
            )
          : err,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new DumpError(`pg_dump failed (exit ${code}): ${stderr.trim()}`));
    });
  });
}
