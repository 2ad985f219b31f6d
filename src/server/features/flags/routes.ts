import { Hono } from 'hono';
import { createFlagSchema } from '../../../core/game';
import { currentUser, requireAccess } from '../../auth/guards';
import { isUuid } from '../../db/sql';
import { notFound, parseJson } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { flagQuestion } from './service';

export const flagRoutes = new Hono<AppEnv>().use(requireAccess).post('/:id/flags', async (c) => {
  const id = c.req.param('id');
  if (!isUuid(id)) throw notFound('Question not found');
  const input = await parseJson(c, createFlagSchema);
  return c.json(await flagQuestion(c.get('deps').database, currentUser(c).id, id, input), 201);
});
