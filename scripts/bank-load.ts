import { loadBank } from '../src/server/bank';
import { openConfiguredDatabase, prepareDatabase } from '../src/server/bootstrap';
import { type Config, ConfigError, loadConfig } from '../src/server/config';
import { DataDirInUseError, withDataDirLock } from '../src/server/db/data-dir-lock';

// `npm run bank:load`: loads the starter question bank into the configured database
// (DATABASE_URL, or the embedded PGlite in DATA_DIR). Adds only the rows that are missing;
// rows already there, edited or not, and admin-made rows are never touched.

async function load(config: Config): Promise<void> {
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
}

async function main(): Promise<number> {
  const config = loadConfig();
  if (config.databaseUrl) await load(config);
  else await withDataDirLock(config.dataDir, 'load', () => load(config));
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    if (err instanceof ConfigError || err instanceof DataDirInUseError) console.error(err.message);
    else console.error('[bank:load] failed:', err);
    process.exit(1);
  },
);
