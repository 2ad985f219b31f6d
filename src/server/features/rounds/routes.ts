import { Hono } from 'hono';
import {
  GAME_MESSAGES,
  pullRoundSchema,
  questionDisplaySchema,
  replaceQuestionSchema,
  startRoundSchema,
} from '../../../core/game';
import { currentUser, requireAccess } from '../../auth/guards';
import { isUuid } from '../../db/sql';
import { notFound, parseJson } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import {
  clearCurrentGame,
  getCurrentGame,
  getRoundSetup,
  pullRound,
  replaceQuestion,
  setOptionsHidden,
  startRound,
} from './service';

export const roundRoutes = new Hono<AppEnv>()
  .use(requireAccess)
  .post('/', async (c) => {
    const input = await parseJson(c, pullRoundSchema);
    return c.json({ game: await pullRound(c.get('deps').database, currentUser(c).id, input) });
  })
  .get('/setup', async (c) =>
    c.json(await getRoundSetup(c.get('deps').database, currentUser(c).id)),
  )
  .post('/start', async (c) => {
    const { questionIds } = await parseJson(c, startRoundSchema);
    return c.json({
      game: await startRound(c.get('deps').database, currentUser(c).id, questionIds),
    });
  })
  .post('/replace', async (c) => {
    const { questionId } = await parseJson(c, replaceQuestionSchema);
    return c.json({
      game: await replaceQuestion(c.get('deps').database, currentUser(c).id, questionId),
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
  })
  .patch('/current/questions/:id', async (c) => {
    const id = c.req.param('id');
    if (!isUuid(id)) throw notFound(GAME_MESSAGES.notInRound);
    const { optionsHidden } = await parseJson(c, questionDisplaySchema);
    return c.json({
      game: await setOptionsHidden(c.get('deps').database, currentUser(c).id, id, optionsHidden),
    });
  });
