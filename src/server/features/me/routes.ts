import { Hono } from 'hono';
import { updateProfileSchema } from '../../../core/profile';
import { currentUser, requireUser } from '../../auth/guards';
import { parseJson } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { getProfile, updateEmail } from './service';

export const meRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    const isImpersonating = !!c.get('session')?.impersonatedBy;
    return c.json(getProfile(c.get('deps').config, currentUser(c), { isImpersonating }));
  })
  .patch('/', async (c) => {
    const { database } = c.get('deps');
    const input = await parseJson(c, updateProfileSchema);
    await updateEmail(database, currentUser(c), input.email);
    return c.json({ ok: true });
  });
