import { type Context, Hono } from 'hono';
import {
  BULK_MAX_BYTES,
  BULK_MAX_ROWS,
  BULK_TOO_LARGE_MESSAGE,
  bulkRequestSchema,
  parseBulk,
  summarizeBulk,
} from '../../../core/bulk-upload';
import { currentUser } from '../../auth/guards';
import { capBody } from '../../http/body-limit';
import { badRequest, errorBody, HttpError, parseJson } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { listAllCategoryRefs } from '../categories/service';
import { insertBulkRows, markRowsInPool } from './bulk-service';

// The admin bulk upload, under /api/admin/questions/bulk: preview, then upload.

// JSON text of a 5 MB upload grows with escaping; the cap is on the request as sent.
const bulkBodyLimit = capBody({
  maxSize: BULK_MAX_BYTES * 2,
  onError: (c) => c.json(errorBody('payload_too_large', BULK_TOO_LARGE_MESSAGE), 413),
});

async function parseBulkRequest(c: Context<AppEnv>) {
  const request = await parseJson(c, bulkRequestSchema).catch((err: unknown) => {
    // Text over 5 MB in a request under its cap is as much too large: 413, not 400.
    if (err instanceof HttpError && err.message === BULK_TOO_LARGE_MESSAGE) {
      throw new HttpError(413, 'payload_too_large', err.message);
    }
    throw err;
  });
  const { database } = c.get('deps');
  const parsed = parseBulk(request, await listAllCategoryRefs(database));
  if (parsed.rows.length > BULK_MAX_ROWS) {
    throw new HttpError(
      413,
      'too_many_rows',
      `Too many rows: ${BULK_MAX_ROWS.toLocaleString('en-US')} at most per upload`,
    );
  }
  const result = { ...parsed, rows: await markRowsInPool(database, parsed.rows) };
  return { request, result };
}

export const bulkUploadRoutes = new Hono<AppEnv>()
  .post('/preview', bulkBodyLimit, async (c) => {
    const { request, result } = await parseBulkRequest(c);
    return c.json({ rows: result.rows, ...summarizeBulk(request.text, result) });
  })
  .post('/', bulkBodyLimit, async (c) => {
    const { request, result } = await parseBulkRequest(c);
    const { error } = summarizeBulk(request.text, result);
    if (error) throw badRequest(error, 'bulk_invalid');
    const { database } = c.get('deps');
    return c.json(
      await insertBulkRows(database, currentUser(c).id, result.rows, request.keepDuplicates),
      201,
    );
  });
