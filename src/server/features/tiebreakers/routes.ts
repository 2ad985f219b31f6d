import { Hono } from 'hono';
import { GAME_MESSAGES, nextTiebreakerSchema } from '../../../core/game';
import { currentUser, requireAccess } from '../../auth/guards';
import { isUuid } from '../../db/sql';
import { notFound, parseJson } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { findNextTiebreaker, useTiebreaker } from './service';

export const tiebreakerRoutes = new Hono<AppEnv>()
  .use(requireAccess)
  .post('/next', async (c) => {
    const { excludeIds = [] } = await parseJson(c, nextTiebreakerSchema);
    const tiebreaker = await findNextTiebreaker(
      c.get('deps').database,
      currentUser(c).id,
      excludeIds,
    );
    const message = tiebreaker
      ? null
      : excludeIds.length
        ? 'No unused tiebreaker questions available'
        : GAME_MESSAGES.tiebreakerNone;
    return c.json({ tiebreaker, message });
  })
  .post('/:id/use', async (c) => {
    const id = c.req.param('id');
    if (!isUuid(id)) throw notFound('Tie-breaker question not found');
    return c.json({
      tiebreaker: await useTiebreaker(c.get('deps').database, currentUser(c).id, id),
    });
  });
