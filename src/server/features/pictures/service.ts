import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type/core';
import { PICTURE_MESSAGES, PICTURE_TYPES } from '../../../core/questions';
import { type Database, rawTransaction } from '../../db/client';
import { flagFile } from '../../db/pictures';
import { isUuid } from '../../db/sql';
import { HttpError, notFound } from '../../http/errors';

// Pictures for picture questions: uploads kept in the pictures table (bytea), and the flags
// flag-icons ships. docs/question-bank.md, record 0059.

const ALLOWED = new Set<string>(PICTURE_TYPES);

export interface StoredPicture {
  id: string;
  contentType: string;
  bytes: Uint8Array;
}

/**
 * Stores an uploaded picture: its type read from its bytes (what the client says is not
 * trusted), PNG, JPEG, WebP or GIF only. The same bytes uploaded again give the row they
 * gave the first time.
 */
export async function storePicture(
  database: Database,
  userId: string,
  bytes: Uint8Array,
): Promise<{ id: string }> {
  const detected = bytes.length > 0 ? await fileTypeFromBuffer(bytes) : undefined;
  if (!detected || !ALLOWED.has(detected.mime)) {
    throw new HttpError(415, 'unsupported_media_type', PICTURE_MESSAGES.badType);
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const run = async (query: Database['query']) => {
    // One upload of a given file at a time, so two at once still make one row.
    await query('select pg_advisory_xact_lock(hashtext($1))', [`picture:${sha256}`]);
    const [existing] = await query<{ id: string }>(
      'select id from pictures where sha256 = $1 and byte_size = $2 order by created_at limit 1',
      [sha256, bytes.length],
    );
    if (existing) return existing;
    const [row] = await query<{ id: string }>(
      `insert into pictures (content_type, byte_size, sha256, bytes, created_by)
       values ($1, $2, $3, $4, $5) returning id`,
      [detected.mime, bytes.length, sha256, Buffer.from(bytes), userId],
    );
    return row;
  };
  return rawTransaction(database, run);
}

/** An uploaded picture by id; 404 for an unknown or malformed id. */
export async function readPicture(database: Database, id: string): Promise<StoredPicture> {
  if (!isUuid(id)) throw notFound(PICTURE_MESSAGES.notFound);
  const [row] = await database.query<{ id: string; content_type: string; bytes: Uint8Array }>(
    'select id, content_type, bytes from pictures where id = $1',
    [id],
  );
  if (!row) throw notFound(PICTURE_MESSAGES.notFound);
  return { id: row.id, contentType: row.content_type, bytes: new Uint8Array(row.bytes) };
}

/** A shipped flag's SVG by its file name ('fr.svg'); null when there is none. */
export async function readFlag(fileName: string): Promise<Buffer | null> {
  const match = /^(.+)\.svg$/.exec(fileName);
  const file = match ? flagFile(match[1]) : null;
  return file ? readFile(file) : null;
}
