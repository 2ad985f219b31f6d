import { Hono } from 'hono';
import { z } from 'zod';
import { ADMIN_MESSAGES } from '../../../core/admin';
import { tiebreakerInputSchema } from '../../../core/tiebreakers';
import { currentUser } from '../../auth/guards';
import { isUuid } from '../../db/sql';
import { notFound, parseJson, parseWith } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import {
  createTiebreaker,
  deleteTiebreaker,
  listTiebreakers,
  updateTiebreaker,
} from './admin-service';

const listQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

function tiebreakerId(id: string): string {
  if (!isUuid(id)) throw notFound(ADMIN_MESSAGES.tiebreakerNotFound);
  return id;
}

export const adminTiebreakerRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { search, page, pageSize } = parseWith(listQuerySchema, c.req.query());
    return c.json(
      await listTiebreakers(c.get('deps').database, {
        search: search || undefined,
        page,
        pageSize,
      }),
    );
  })
  .post('/', async (c) => {
    const input = await parseJson(c, tiebreakerInputSchema);
    return c.json(await createTiebreaker(c.get('deps').database, currentUser(c).id, input), 201);
  })
  .patch('/:id', async (c) => {
    const id = tiebreakerId(c.req.param('id'));
    const input = await parseJson(c, tiebreakerInputSchema);
    return c.json(await updateTiebreaker(c.get('deps').database, id, input));
  })
  .delete('/:id', async (c) => {
    await deleteTiebreaker(c.get('deps').database, tiebreakerId(c.req.param('id')));
    return c.json({ ok: true });
  });
