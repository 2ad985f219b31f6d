import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// PGlite has no lock between processes: a second process on the same directory
// silently loses writes. The server holds this file; writing CLI commands refuse.

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

export function findLockHolder(dataDir: string): number | null {
  const file = lockFileFor(dataDir);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  return Number.isInteger(pid) && pid !== process.pid && isAlive(pid) ? pid : null;
}

export function acquireDataDirLock(dataDir: string): () => void {
  const holder = findLockHolder(dataDir);
  if (holder) {
    throw new Error(
      `The embedded database in ${dataDir} is in use by process ${holder}. Stop it first.`,
    );
  }
  mkdirSync(dataDir, { recursive: true });
  const file = lockFileFor(dataDir);
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}
