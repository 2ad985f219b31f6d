import { Hono } from 'hono';
import { pullRoundSchema, startRoundSchema } from '../../../core/game';
import { currentUser, requireAccess } from '../../auth/guards';
import { parseJson } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { clearCurrentGame, getCurrentGame, pullRound, startRound } from './service';

export const roundRoutes = new Hono<AppEnv>()
  .use(requireAccess)
  .post('/', async (c) => {
    const input = await parseJson(c, pullRoundSchema);
    return c.json({ game: await pullRound(c.get('deps').database, currentUser(c).id, input) });
  })
  .post('/start', async (c) => {
    const { questionIds } = await parseJson(c, startRoundSchema);
    return c.json({
      game: await startRound(c.get('deps').database, currentUser(c).id, questionIds),
    });
  });

/** The current game, kept on the server so the host can continue on another device. */
export const gameRoutes = new Hono<AppEnv>()
  .use(requireAccess)
  .get('/current', async (c) =>
    c.json({ game: await getCurrentGame(c.get('deps').database, currentUser(c).id) }),
  )
  .delete('/current', async (c) => {
    await clearCurrentGame(c.get('deps').database, currentUser(c).id);
    return c.json({ ok: true });
  });
