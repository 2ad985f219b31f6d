import { Hono } from 'hono';
import { confirmEmailChangeSchema, updateProfileSchema } from '../../../core/profile';
import { currentUser, loadSessionUser, requireUser } from '../../auth/guards';
import { parseJson } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { confirmEmailChange, getProfile, requestEmailChange } from './service';

export const meRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    const isImpersonating = !!c.get('session')?.impersonatedBy;
    return c.json(getProfile(c.get('deps').config, currentUser(c), { isImpersonating }));
  })
  .patch('/', async (c) => {
    const input = await parseJson(c, updateProfileSchema);
    return c.json(await requestEmailChange(c.get('deps'), currentUser(c), input));
  });

/** The link sent to a new address works on any device, signed in or not: the token is the proof. */
export const emailChangeRoutes = new Hono<AppEnv>().post('/confirm', async (c) => {
  const { token } = await parseJson(c, confirmEmailChangeSchema);
  await loadSessionUser(c);
  const sessionToken = c.get('session')?.token ?? null;
  return c.json(await confirmEmailChange(c.get('deps'), token, sessionToken));
});
