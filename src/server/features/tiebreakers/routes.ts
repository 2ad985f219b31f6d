import { Hono } from 'hono';
import { nextTiebreakerSchema, saveGuessesSchema } from '../../../core/tiebreakers';
import { currentUser, requireAccess } from '../../auth/guards';
import { isUuid } from '../../db/sql';
import { notFound, parseJson } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { getCurrentTiebreaker, saveGuesses, showNextTiebreaker, useTiebreaker } from './service';

export const tiebreakerRoutes = new Hono<AppEnv>()
  .use(requireAccess)
  .get('/current', async (c) =>
    c.json(await getCurrentTiebreaker(c.get('deps').database, currentUser(c).id)),
  )
  .put('/current/guesses', async (c) => {
    const { guesses } = await parseJson(c, saveGuessesSchema);
    return c.json(await saveGuesses(c.get('deps').database, currentUser(c).id, guesses));
  })
  .post('/next', async (c) => {
    await parseJson(c, nextTiebreakerSchema);
    return c.json(await showNextTiebreaker(c.get('deps').database, currentUser(c).id));
  })
  .post('/:id/use', async (c) => {
    const id = c.req.param('id');
    if (!isUuid(id)) throw notFound('Tie-breaker question not found');
    return c.json({
      tiebreaker: await useTiebreaker(c.get('deps').database, currentUser(c).id, id),
    });
  });
