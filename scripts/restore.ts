import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { withDataDirLock } from '../src/server/db/data-dir-lock';
import {
  pgliteTarget,
  RestoreError,
  restoreDump,
  withPostgresTarget,
} from '../src/server/features/backups/restore';
import { runCommand } from './run-command';

// `npm run restore -- FILE [--force]`: restores a backup (a plain-SQL dump from BACKUP_DIR)
// into an empty database: the PostgreSQL database of DATABASE_URL when it is set, else the
// embedded PGlite in DATA_DIR. --force replaces whatever the target holds.

const USAGE = 'Usage: npm run restore -- FILE [--force]';

async function main(argv: string[]): Promise<number> {
  const force = argv.includes('--force');
  const files = argv.filter((a) => !a.startsWith('--'));
  const unknown = argv.filter((a) => a.startsWith('--') && a !== '--force');
  if (files.length !== 1 || unknown.length) {
    console.error(USAGE);
    return 2;
  }
  const file = files[0];
  if (!existsSync(file)) {
    console.error(`No such file: ${file}`);
    return 1;
  }
  const dump = readFileSync(file, 'utf8');
  const config = loadConfig();
  const options = { force, fileName: basename(file) };

  if (config.databaseUrl) {
    const where = new URL(config.databaseUrl);
    const r = await withPostgresTarget(config.databaseUrl, (target) =>
      restoreDump(target, dump, options),
    );
    console.log(
      `Restored ${basename(file)} into PostgreSQL ${where.host}${where.pathname}: ${r.tables} tables in ${r.ms} ms.`,
    );
    return 0;
  }

  await withDataDirLock(config.dataDir, 'restore', async () => {
    const database = await openDatabase({ dataDir: join(config.dataDir, 'pglite') });
    try {
      if (!database.pglite) throw new Error('The embedded database did not open');
      const r = await restoreDump(pgliteTarget(database.pglite), dump, options);
      console.log(
        `Restored ${basename(file)} into PGlite in ${config.dataDir}: ${r.tables} tables in ${r.ms} ms.`,
      );
    } finally {
      await database.close();
    }
  });
  return 0;
}

runCommand('restore', () => main(process.argv.slice(2)), [RestoreError]);
