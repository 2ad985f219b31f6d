import { Hono } from 'hono';
import { isAdmin } from '../../../core/access';
import { createFlagSchema } from '../../../core/game';
import { accessListsOf, currentUser, requireAccess } from '../../auth/guards';
import { isUuid } from '../../db/sql';
import { notFound, parseJson } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { flagQuestion } from './service';

export const flagRoutes = new Hono<AppEnv>().use(requireAccess).post('/:id/flags', async (c) => {
  const id = c.req.param('id');
  if (!isUuid(id)) throw notFound('Question not found');
  const input = await parseJson(c, createFlagSchema);
  const { database, config } = c.get('deps');
  const user = currentUser(c);
  const lists = accessListsOf(config);
  const flagger = { id: user.id, isAdmin: isAdmin(user, lists) };
  return c.json(await flagQuestion(database, flagger, id, input, lists), 201);
});
