import { isAPIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { IMPERSONATION_MESSAGES } from '../../../core/users';
import { currentUser, requireUser } from '../../auth/guards';
import { user } from '../../db/schema';
import { badRequest, errorBody } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { recordAudit } from './audit';
import { forwardCookies } from './auth-errors';

/** Where Return to Admin lands. */
export const RETURN_TO_ADMIN_PATH = '/admin/users';

/**
 * /api/impersonation: not under /api/admin, since the impersonated session is the host's.
 * Stopping deletes the host session and puts the admin's own session back (Better Auth's
 * stopImpersonating reads it from its signed cookie).
 */
export const impersonationRoutes = new Hono<AppEnv>().use(requireUser).post('/stop', async (c) => {
  const { auth, database } = c.get('deps');
  const host = currentUser(c);
  const adminId = c.get('session')?.impersonatedBy;
  if (!adminId) throw badRequest(IMPERSONATION_MESSAGES.noAdminSession, 'no_admin_session');
  const [admin] = await database.db
    .select({ email: user.email })
    .from(user)
    .where(eq(user.id, adminId));
  const detail = { actorEmail: admin?.email ?? null, targetEmail: host.email };

  try {
    const { headers } = await auth.api.stopImpersonating({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    await recordAudit(database.db, {
      actorId: adminId,
      action: 'impersonation.stop',
      targetId: host.id,
      detail,
    });
    forwardCookies(c, headers);
    return c.json({ message: IMPERSONATION_MESSAGES.returned, redirectTo: RETURN_TO_ADMIN_PATH });
  } catch (error) {
    if (!isAPIError(error)) throw error;
    // The admin's own session is gone (signed out or expired): end the host session as
    // well, so the browser is not left signed in as the host.
    const { headers } = await auth.api.signOut({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    await recordAudit(database.db, {
      actorId: adminId,
      action: 'impersonation.stop',
      targetId: host.id,
      detail: { ...detail, isAdminSessionMissing: true },
    });
    forwardCookies(c, headers);
    return c.json(errorBody('admin_session_missing', IMPERSONATION_MESSAGES.noAdminSession), 400);
  }
});
