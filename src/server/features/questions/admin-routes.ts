import { Hono } from 'hono';
import {
  ADMIN_MESSAGES,
  createQuestionSchema,
  listQuestionsQuerySchema,
  questionBulkActionSchema,
  updateQuestionSchema,
} from '../../../core/admin';
import { currentUser } from '../../auth/guards';
import { isUuid } from '../../db/sql';
import { notFound, parseJson, parseWith } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { bulkUploadRoutes } from './bulk-routes';
import {
  createQuestion,
  curateQuestions,
  deleteQuestion,
  findDuplicateGroups,
  listQuestions,
  updateQuestion,
} from './service';

function questionId(id: string): string {
  if (!isUuid(id)) throw notFound(ADMIN_MESSAGES.questionNotFound);
  return id;
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
  .post('/bulk-action', async (c) => {
    const input = await parseJson(c, questionBulkActionSchema);
    return c.json(await curateQuestions(c.get('deps').database, input));
  })
  .route('/bulk', bulkUploadRoutes)
  .patch('/:id', async (c) => {
    const id = questionId(c.req.param('id'));
    const input = await parseJson(c, updateQuestionSchema);
    return c.json(await updateQuestion(c.get('deps').database, id, input));
  })
  .delete('/:id', async (c) => {
    await deleteQuestion(c.get('deps').database, questionId(c.req.param('id')));
    return c.json({ ok: true, message: ADMIN_MESSAGES.questionDeleted });
  });
