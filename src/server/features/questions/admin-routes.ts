import { type Context, Hono } from 'hono';
import {
  ADMIN_MESSAGES,
  createQuestionSchema,
  listQuestionsQuerySchema,
  updateQuestionSchema,
} from '../../../core/admin';
import {
  BULK_MAX_BYTES,
  BULK_MAX_ROWS,
  BULK_TOO_LARGE_MESSAGE,
  bulkRequestSchema,
  parseBulk,
  summarizeBulk,
} from '../../../core/bulk-upload';
import { currentUser } from '../../auth/guards';
import { isUuid } from '../../db/sql';
import { capBody } from '../../http/body-limit';
import {
  badRequest,
  errorBody,
  HttpError,
  notFound,
  parseJson,
  parseWith,
} from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { listAllCategoryRefs } from '../categories/service';
import {
  createQuestion,
  deleteQuestion,
  findDuplicateGroups,
  insertBulkRows,
  listQuestions,
  updateQuestion,
} from './service';

function questionId(id: string): string {
  if (!isUuid(id)) throw notFound(ADMIN_MESSAGES.questionNotFound);
  return id;
}

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
  const result = parseBulk(request, await listAllCategoryRefs(database));
  if (result.rows.length > BULK_MAX_ROWS) {
    throw new HttpError(
      413,
      'too_many_rows',
      `Too many rows: ${BULK_MAX_ROWS.toLocaleString('en-US')} at most per upload`,
    );
  }
  return { request, result };
}

export const adminQuestionRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const query = parseWith(listQuestionsQuerySchema, c.req.query());
    return c.json(await listQuestions(c.get('deps').database, query));
  })
  .post('/', async (c) => {
    const input = await parseJson(c, createQuestionSchema);
    return c.json(await createQuestion(c.get('deps').database, currentUser(c).id, input), 201);
  })
  .get('/duplicates', async (c) => {
    const groups = await findDuplicateGroups(c.get('deps').database);
    const message = groups.length
      ? ADMIN_MESSAGES.foundDuplicates(groups.length)
      : ADMIN_MESSAGES.noDuplicates;
    return c.json({ groups, message });
  })
  .post('/bulk/preview', bulkBodyLimit, async (c) => {
    const { request, result } = await parseBulkRequest(c);
    const { error, summary } = summarizeBulk(request.text, result);
    return c.json({ rows: result.rows, error, summary });
  })
  .post('/bulk', bulkBodyLimit, async (c) => {
    const { request, result } = await parseBulkRequest(c);
    const { error } = summarizeBulk(request.text, result);
    if (error) throw badRequest(error, 'bulk_invalid');
    const inserted = await insertBulkRows(c.get('deps').database, currentUser(c).id, result.rows);
    return c.json(
      {
        inserted,
        skipped: result.rows.length - inserted,
        message: ADMIN_MESSAGES.bulkAdded(inserted),
      },
      201,
    );
  })
  .patch('/:id', async (c) => {
    const id = questionId(c.req.param('id'));
    const input = await parseJson(c, updateQuestionSchema);
    return c.json(await updateQuestion(c.get('deps').database, id, input));
  })
  .delete('/:id', async (c) => {
    await deleteQuestion(c.get('deps').database, questionId(c.req.param('id')));
    return c.json({ ok: true, message: ADMIN_MESSAGES.questionDeleted });
  });
