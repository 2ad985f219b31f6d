import { Hono } from 'hono';
import { createTeamSchema, scoreChangeSchema } from '../../../core/game';
import { currentUser, requireAccess } from '../../auth/guards';
import { isUuid } from '../../db/sql';
import { notFound, parseJson } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { changeScore, createTeam, deleteTeam, listTeams } from './service';

function teamId(id: string): string {
  if (!isUuid(id)) throw notFound('Team not found');
  return id;
}

export const teamRoutes = new Hono<AppEnv>()
  .use(requireAccess)
  .get('/', async (c) => c.json(await listTeams(c.get('deps').database, currentUser(c).id)))
  .post('/', async (c) => {
    const { name } = await parseJson(c, createTeamSchema);
    return c.json(await createTeam(c.get('deps').database, currentUser(c).id, name), 201);
  })
  .patch('/:id/score', async (c) => {
    const id = teamId(c.req.param('id'));
    const { delta } = await parseJson(c, scoreChangeSchema);
    return c.json(await changeScore(c.get('deps').database, currentUser(c).id, id, delta));
  })
  .delete('/:id', async (c) => {
    await deleteTeam(c.get('deps').database, currentUser(c).id, teamId(c.req.param('id')));
    return c.json({ ok: true });
  });
