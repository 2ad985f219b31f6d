import { Hono } from 'hono';
import { pullRoundSchema, startRoundSchema } from '../../../core/game';
import { currentUser, rememberedAccess, requireAccess } from '../../auth/guards';
import { forgetSession, sessionUnchanged } from '../../auth/session-lookup';
import { parseJson } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import {
  clearCurrentGame,
  getCurrentGame,
  pullFreshInOneStatement,
  pullRound,
  startRound,
} from './service';

export const roundRoutes = new Hono<AppEnv>()
  // The hot path of a game night: a host pulling a fresh round with a session this server read
  // lately is checked inside the pull's own statement (one round trip to the database, not
  // two). Anything else, or rows that changed since, goes through requireAccess as before.
  .post('/', async (c, next) => {
    const remembered = await rememberedAccess(c);
    if (!remembered) return next();
    const input = await parseJson(c, pullRoundSchema).catch(() => null);
    if (!input || input.isRetry) return next();
    const { database } = c.get('deps');
    const game = await pullFreshInOneStatement(
      database,
      remembered.user.id,
      input.categoryIds ?? [],
      sessionUnchanged(remembered),
    );
    if (game) return c.json({ game });
    forgetSession(database, remembered.session.token);
    return next();
  })
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
