import { Hono } from 'hono';
import {
  adminResetPasswordSchema,
  auditQuerySchema,
  createUserSchema,
  IMPERSONATION_MESSAGES,
  listUsersQuerySchema,
  subscribersQuerySchema,
  USER_MESSAGES,
  updateUserSchema,
} from '../../../core/users';
import { currentUser } from '../../auth/guards';
import { parseJson, parseWith } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { listAudit, recordAudit } from './audit';
import { callAuth, forwardCookies } from './auth-errors';
import {
  assertCanImpersonate,
  createUser,
  findUserOrThrow,
  listUsers,
  resetUserPassword,
  revokeUserSessions,
  suspendUser,
  updateUser,
} from './service';
import { listSubscribers } from './subscriptions';

// Mounted under /api/admin, where requireAdmin has already run.

/** After impersonation starts, the browser goes here as the host. */
export const IMPERSONATION_LANDING = '/dashboard?impersonated=true';

export const adminUserRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const query = parseWith(listUsersQuerySchema, c.req.query());
    return c.json(await listUsers(c.get('deps'), query));
  })
  .post('/', async (c) => {
    const input = await parseJson(c, createUserSchema);
    const created = await createUser(c.get('deps'), currentUser(c), input);
    return c.json({ ...created, message: USER_MESSAGES.userAdded }, 201);
  })
  .patch('/:id', async (c) => {
    const input = await parseJson(c, updateUserSchema);
    const user = await updateUser(c.get('deps'), currentUser(c), c.req.param('id'), input);
    return c.json({ user, message: USER_MESSAGES.userUpdated });
  })
  .post('/:id/reset-password', async (c) => {
    const { newPassword } = await parseJson(c, adminResetPasswordSchema);
    const deps = c.get('deps');
    await resetUserPassword(
      deps,
      currentUser(c),
      c.req.param('id'),
      newPassword,
      c.req.raw.headers,
    );
    return c.json({ success: true, message: USER_MESSAGES.passwordUpdated });
  })
  .post('/:id/suspend', async (c) => {
    const user = await suspendUser(c.get('deps'), currentUser(c), c.req.param('id'));
    return c.json({ user, message: USER_MESSAGES.userSuspended });
  })
  .post('/:id/revoke-sessions', async (c) => {
    const deps = c.get('deps');
    await revokeUserSessions(deps, currentUser(c), c.req.param('id'), c.req.raw.headers);
    return c.json({ success: true, message: USER_MESSAGES.sessionsRevoked });
  })
  /**
   * Better Auth's impersonation: a new session for the host with impersonatedBy set, one
   * hour at most; the admin's own session token is kept in a signed cookie for the way back.
   */
  .post('/:id/impersonate', async (c) => {
    const deps = c.get('deps');
    const admin = currentUser(c);
    const target = await findUserOrThrow(deps, c.req.param('id'));
    assertCanImpersonate(deps, target);
    const { headers, response } = await callAuth(
      () =>
        deps.auth.api.impersonateUser({
          body: { userId: target.id },
          headers: c.req.raw.headers,
          returnHeaders: true,
        }),
      IMPERSONATION_MESSAGES.impersonateFailed,
    );
    const expiresAt = new Date(response.session.expiresAt).toISOString();
    await recordAudit(deps.database.db, {
      actorId: admin.id,
      action: 'impersonation.start',
      targetId: target.id,
      detail: { actorEmail: admin.email, targetEmail: target.email, expiresAt },
    });
    forwardCookies(c, headers);
    return c.json({ targetUserEmail: target.email, redirectTo: IMPERSONATION_LANDING, expiresAt });
  });

export const adminAuditRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const query = parseWith(auditQuerySchema, c.req.query());
  return c.json(await listAudit(c.get('deps').database.db, query));
});

export const adminSubscriptionRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const query = parseWith(subscribersQuerySchema, c.req.query());
  return c.json(await listSubscribers(c.get('deps'), query));
});
