import { Hono } from 'hono';
import { ADMIN_MESSAGES, reviewEditSchema } from '../../../core/admin';
import { currentUser } from '../../auth/guards';
import { isUuid } from '../../db/sql';
import { notFound, parseJson } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { approveSubmission, listPendingSubmissions, rejectSubmission } from './admin-service';

function submissionId(id: string): string {
  if (!isUuid(id)) throw notFound(ADMIN_MESSAGES.submissionNotFound);
  return id;
}

export const adminSubmissionRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listPendingSubmissions(c.get('deps').database)))
  .post('/:id/keep', async (c) => {
    const id = submissionId(c.req.param('id'));
    return c.json(await approveSubmission(c.get('deps').database, currentUser(c).id, id, null));
  })
  .post('/:id/approve-edit', async (c) => {
    const id = submissionId(c.req.param('id'));
    const edit = await parseJson(c, reviewEditSchema);
    return c.json(await approveSubmission(c.get('deps').database, currentUser(c).id, id, edit));
  })
  .post('/:id/remove', async (c) => {
    await rejectSubmission(c.get('deps').database, submissionId(c.req.param('id')));
    return c.json({ ok: true, message: ADMIN_MESSAGES.submissionRejected });
  });
