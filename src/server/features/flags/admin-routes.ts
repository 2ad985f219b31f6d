import { Hono } from 'hono';
import { ADMIN_MESSAGES, reviewEditSchema } from '../../../core/admin';
import { isUuid } from '../../db/sql';
import { notFound, parseJson } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { listPendingFlags, resolveFlag } from './admin-service';

function flagId(id: string): string {
  if (!isUuid(id)) throw notFound(ADMIN_MESSAGES.flagNotFound);
  return id;
}

export const adminFlagRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listPendingFlags(c.get('deps').database)))
  .post('/:id/keep', async (c) =>
    c.json(
      await resolveFlag(c.get('deps').database, flagId(c.req.param('id')), { action: 'keep' }),
    ),
  )
  .post('/:id/remove', async (c) =>
    c.json(
      await resolveFlag(c.get('deps').database, flagId(c.req.param('id')), { action: 'remove' }),
    ),
  )
  .post('/:id/approve-edit', async (c) => {
    const id = flagId(c.req.param('id'));
    const edit = await parseJson(c, reviewEditSchema);
    return c.json(await resolveFlag(c.get('deps').database, id, { action: 'edit', edit }));
  });
