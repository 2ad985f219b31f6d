import { loadBank } from '../src/server/bank';
import { openConfiguredDatabase, prepareDatabase } from '../src/server/bootstrap';
import { ConfigError, loadConfig } from '../src/server/config';
import { acquireDataDirLock, findLockHolder } from '../src/server/db/data-dir-lock';

// `npm run bank:load`: loads the starter question bank into the configured database
// (DATABASE_URL, or the embedded PGlite in DATA_DIR). Adds only the rows that are missing;
// rows already there, edited or not, and admin-made rows are never touched.

async function main(): Promise<number> {
  const config = loadConfig();
  let releaseLock = () => {};
  if (!config.databaseUrl) {
    // PGlite has no lock between processes: writing beside a running server loses data.
    const holder = findLockHolder(config.dataDir);
    if (holder) {
      console.error(
        `Refusing to load: the embedded database in ${config.dataDir} is in use by the server (process ${holder}). Stop the server first, or set DATABASE_URL.`,
      );
      return 1;
    }
    releaseLock = acquireDataDirLock(config.dataDir);
  }
  try {
    const database = await openConfiguredDatabase(config);
    try {
      await prepareDatabase(database);
      const r = await loadBank(database);
      const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
      console.log(
        `Question bank (${where}): added ${r.questionsAdded} of ${r.questionsInBank} questions, ${r.tiebreakersAdded} of ${r.tiebreakersInBank} tie-breakers, ${r.categoriesAdded} categories (generated in ${r.generateMs} ms, loaded in ${r.loadMs} ms).`,
      );
    } finally {
      await database.close();
    }
  } finally {
    releaseLock();
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    if (err instanceof ConfigError) console.error(err.message);
    else console.error('[bank:load] failed:', err);
    process.exit(1);
  },
);
