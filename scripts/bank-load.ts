import { loadBank } from '../src/server/bank';
import { openConfiguredDatabase, prepareDatabase } from '../src/server/bootstrap';
import { type Config, loadConfig } from '../src/server/config';
import { withDataDirLock } from '../src/server/db/data-dir-lock';
import { runCommand } from './run-command';

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
      `Question bank (${where}): added ${r.questionsAdded} of ${r.questionsInBank} questions, ${r.tiebreakersAdded} of ${r.tiebreakersInBank} tie-breakers, ${r.categoriesAdded} categories; brought up to date ${r.questionsUpdated} unedited questions and ${r.tiebreakersUpdated} tie-breakers, retired ${r.questionsRetired} (generated in ${r.generateMs} ms, loaded in ${r.loadMs} ms).`,
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

runCommand('bank:load', () => main());
