import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// PGlite has no lock between processes: a second process on the same directory
// silently loses writes. The server holds this file; writing CLI commands hold it too.

/** Another process holds the embedded database. */
export class DataDirInUseError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export function lockFileFor(dataDir: string): string {
  return join(dataDir, 'server.pid');
}

function findLockHolder(dataDir: string): number | null {
  const file = lockFileFor(dataDir);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  return Number.isInteger(pid) && pid !== process.pid && isAlive(pid) ? pid : null;
}

/**
 * Takes the lock of the embedded database in `dataDir`; answers the function that releases it.
 * Throws DataDirInUseError, "Refusing to `what`: ...", while another process holds it.
 */
export function acquireDataDirLock(dataDir: string, what = 'start'): () => void {
  const holder = findLockHolder(dataDir);
  if (holder) {
    throw new DataDirInUseError(
      `Refusing to ${what}: the embedded database in ${dataDir} is in use by process ${holder}. Stop that process (the server) first.`,
    );
  }
  mkdirSync(dataDir, { recursive: true });
  const file = lockFileFor(dataDir);
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}

/** Runs a command that writes the embedded database holding its lock (acquireDataDirLock). */
export async function withDataDirLock<T>(
  dataDir: string,
  what: string,
  fn: () => Promise<T>,
): Promise<T> {
  const release = acquireDataDirLock(dataDir, what);
  try {
    return await fn();
  } finally {
    release();
  }
}
