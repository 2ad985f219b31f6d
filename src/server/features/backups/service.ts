import { existsSync } from 'node:fs';
import { chmod, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { BACKUP_LOG_LIMIT, type BackupLogEntry, type BackupRun } from '../../../core/backups';
import { cutReportText } from '../../../core/error-reporting';
import { reportError } from '../../adapters/reporting';
import type { Database } from '../../db/client';
import { backupLog } from '../../db/schema';
import type { Deps } from '../../http/types';
import { withAdvisoryLock } from '../../jobs/advisory-lock';
import { BACKUP_FILE_MODE, dumpPglite, dumpPostgres } from './dump';

// A backup is a plain-SQL dump of the whole database (every table, the migrations table
// included, without the rows of dump.ts's TRANSIENT_TABLES) in BACKUP_DIR, named by its UTC
// start time; the newest BACKUP_KEEP are kept. Files 0600 in a 0700 folder.
// One backup runs at a time across every server copy (the 'backup' advisory lock).

const BACKUP_DIR_MODE = 0o700;

/** Makes `dir` (0700), or takes an existing one's group and world access away. */
async function prepareBackupDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: BACKUP_DIR_MODE });
  try {
    await chmod(dir, BACKUP_DIR_MODE);
  } catch (error) {
    // A folder another user owns (shared storage): the files themselves are still 0600.
    console.warn(`[backups] could not make ${dir} private (0700):`, String(error));
  }
}

type BackupDeps = Pick<Deps, 'database' | 'config'>;

const BACKUP_LOCK = 'backup';
const FILE_PATTERN = /^trivia-host-(\d{8})-(\d{6})(?:-(\d+))?\.sql$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** trivia-host-YYYYMMDD-HHMMSS.sql (UTC); `-2`, `-3`... for a second backup in the same second. */
export function backupFileName(at: Date, sequence = 1): string {
  const date = `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}`;
  const time = `${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}`;
  return `trivia-host-${date}-${time}${sequence > 1 ? `-${sequence}` : ''}.sql`;
}

/** The backup files in `dir`, oldest first. */
export async function listBackupFiles(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const keyOf = (name: string) => {
    const m = FILE_PATTERN.exec(name);
    return m ? `${m[1]}${m[2]}${pad(Number(m[3] ?? 1), 6)}` : '';
  };
  return (await readdir(dir))
    .filter((name) => FILE_PATTERN.test(name))
    .sort((a, b) => keyOf(a).localeCompare(keyOf(b)));
}

/** Deletes all but the newest `keep` backup files; answers the names deleted. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const files = await listBackupFiles(dir);
  const old = files.slice(0, Math.max(0, files.length - keep));
  for (const name of old) await rm(join(dir, name), { force: true });
  return old;
}

export async function listBackupLog(database: Database): Promise<BackupLogEntry[]> {
  const rows = await database.db
    .select()
    .from(backupLog)
    .orderBy(desc(backupLog.backupDate), desc(backupLog.createdAt))
    .limit(BACKUP_LOG_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    backupDate: r.backupDate.toISOString(),
    fileName: r.fileName,
    error: r.error,
    createdAt: r.createdAt.toISOString(),
  }));
}

async function dumpDatabase(deps: BackupDeps, file: string): Promise<void> {
  const { database, config } = deps;
  if (database.kind === 'pglite') {
    if (!database.pglite) throw new Error('The embedded database is not open');
    await dumpPglite(database.pglite, file);
    return;
  }
  if (!config.databaseUrl) throw new Error('DATABASE_URL is not set');
  await dumpPostgres(config.databaseUrl, file, config.pgDumpPath);
}

/** One backup, without the lock: log 'started', dump, then 'completed' (and prune) or 'failed'. */
async function performBackup(deps: BackupDeps, now: Date): Promise<BackupRun> {
  const { database, config } = deps;
  const dir = config.backupDir;
  let fileName = backupFileName(now);
  for (let n = 2; existsSync(join(dir, fileName)); n++) fileName = backupFileName(now, n);
  const [row] = await database.db
    .insert(backupLog)
    .values({ status: 'started', backupDate: now, fileName })
    .returning({ id: backupLog.id });
  // A dump is written under a temporary name, so a half-written file never looks like a backup.
  const partial = join(dir, `.${fileName}.partial`);
  try {
    await prepareBackupDir(dir);
    // Created private before a byte is written; pg_dump then writes into it, keeping its mode.
    await writeFile(partial, '', { mode: BACKUP_FILE_MODE });
    await dumpDatabase(deps, partial);
    await chmod(partial, BACKUP_FILE_MODE);
    await rename(partial, join(dir, fileName));
    await database.db
      .update(backupLog)
      .set({ status: 'completed' })
      .where(eq(backupLog.id, row.id));
    const pruned = await pruneBackups(dir, config.backupKeep);
    if (pruned.length) console.log(`[backups] removed ${pruned.length} old backup(s)`);
    console.log(`[backups] ${fileName} written in ${Date.now() - now.getTime()} ms`);
    return { status: 'completed', fileName, error: null };
  } catch (error) {
    await rm(partial, { force: true }).catch(() => {});
    const message = cutReportText(error instanceof Error ? error.message : String(error));
    console.error(`[backups] ${fileName} failed:`, message);
    reportError(error, { backup: fileName });
    await database.db
      .update(backupLog)
      .set({ status: 'failed', fileName: null, error: message })
      .where(eq(backupLog.id, row.id));
    return { status: 'failed', fileName: null, error: message };
  }
}

/** A backup now (the manual trigger): waits for a backup in progress, then runs its own. */
export async function runBackup(deps: BackupDeps, now?: Date): Promise<BackupRun> {
  return withAdvisoryLock(deps.database, 'jobs', BACKUP_LOCK, () =>
    performBackup(deps, now ?? new Date()),
  );
}
