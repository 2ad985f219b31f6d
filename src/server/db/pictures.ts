import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { FLAG_CODE, PICTURE_REF } from '../../core/questions';
import type { Database } from './client';
import { isUuid } from './sql';

// Where a question's picture comes from: 'flag:<code>' is a file flag-icons ships
// (node_modules/flag-icons/flags/4x3), 'upload:<uuid>' a row of the pictures table.

/** A flag code as flag-icons names its files: 'fr', 'gb-sct'. */

let flagsDirectory: string | undefined;

/**
 * flag-icons' 4x3 flags folder, resolved once. Through Node's resolution from this module, so
 * the bundled server (dist-server/) finds the same installed package as the sources do.
 */
function flagsDir(): string {
  flagsDirectory ??= join(
    dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')),
    'flags',
    '4x3',
  );
  return flagsDirectory;
}

/** The shipped file of a flag, or null when the code is malformed or flag-icons has none. */
export function flagFile(code: string): string | null {
  if (!FLAG_CODE.test(code)) return null;
  const file = join(flagsDir(), `${code}.svg`);
  return existsSync(file) ? file : null;
}

/** Whether a picture reference names a shipped flag or an uploaded picture that exists. */
export async function pictureExists(database: Database, ref: string): Promise<boolean> {
  if (!PICTURE_REF.test(ref)) return false;
  const value = ref.slice(ref.indexOf(':') + 1);
  if (ref.startsWith('flag:')) return flagFile(value) !== null;
  if (!isUuid(value)) return false;
  const rows = await database.query('select 1 from pictures where id = $1', [value]);
  return rows.length > 0;
}
