import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPERSONATION_MESSAGES, USER_MESSAGES } from '../../../core/users';
import { auditLog, session, user } from '../../db/schema';
import {
  createTestContext,
  type TestContext,
  type TestUser,
  uniqueEmail,
} from '../../test/harness';
import { applyCookies } from '../../test/http';

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.createAdmin();
});
afterAll(() => ctx.close());

function sessionTokenOf(jar: string): string {
  const raw = jar
    .split('; ')
    .find((pair) => pair.startsWith('better-auth.session_token='))
    ?.split('=')[1];
  // The cookie is signed: token.signature
  return decodeURIComponent(raw ?? '').split('.')[0];
}

async function impersonate(as: TestUser, target: TestUser) {
  const res = await ctx.request(`/api/admin/users/${target.id}/impersonate`, {
    method: 'POST',
    cookie: as.cookie,
  });
  return { res, jar: applyCookies(as.cookie, res) };
}

describe('impersonation', () => {
  it('gives the admin the host’s session, recorded and at most 1 hour, and stopping restores the admin', async () => {
    const host = await ctx.createHost();
    const { res, jar } = await impersonate(admin, host);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      targetUserEmail: host.email,
      redirectTo: '/dashboard?impersonated=true',
    });

    const me = await (await ctx.request('/api/me', { cookie: jar })).json();
    expect(me).toMatchObject({ id: host.id, email: host.email, is_impersonating: true });

    // A few requests later the session still ends within the hour (no sliding renewal).
    for (let i = 0; i < 3; i++) await ctx.request('/api/me', { cookie: jar });
    const [row] = await ctx.db
      .select()
      .from(session)
      .where(eq(session.token, sessionTokenOf(jar)));
    expect(row).toMatchObject({ userId: host.id, impersonatedBy: admin.id });
    expect(row.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 60 * 60 * 1000 + 5_000);

    // As the host: host features yes, admin screens no, and the host's last login is untouched.
    expect((await ctx.request('/api/teams', { cookie: jar })).status).toBe(200);
    expect((await ctx.request('/api/admin/users', { cookie: jar })).status).toBe(403);

    const stop = await ctx.request('/api/impersonation/stop', { method: 'POST', cookie: jar });
    expect(stop.status).toBe(200);
    expect(await stop.json()).toMatchObject({
      message: IMPERSONATION_MESSAGES.returned,
      redirectTo: '/admin/users',
    });
    const back = applyCookies(jar, stop);
    const adminMe = await (await ctx.request('/api/me', { cookie: back })).json();
    expect(adminMe).toMatchObject({ id: admin.id, is_admin: true, is_impersonating: false });
    expect((await ctx.request('/api/admin/users', { cookie: back })).status).toBe(200);
    // The host session is gone; the host's own sign-in session still works.
    const left = await ctx.db.select().from(session).where(eq(session.impersonatedBy, admin.id));
    expect(left).toHaveLength(0);
    expect((await ctx.request('/api/me', { cookie: host.cookie })).status).toBe(200);

    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.targetId, host.id),
          inArray(auditLog.action, ['impersonation.start', 'impersonation.stop']),
        ),
      )
      .orderBy(desc(auditLog.createdAt));
    expect(audit.map((r) => [r.action, r.actorId, r.targetId])).toEqual([
      ['impersonation.stop', admin.id, host.id],
      ['impersonation.start', admin.id, host.id],
    ]);
    expect(audit[1].detail).toMatchObject({ actorEmail: admin.email, targetEmail: host.email });
    const page = await (await ctx.request('/api/admin/audit', { cookie: back })).json();
    expect(page.items.slice(0, 2).map((r: { action: string }) => r.action)).toEqual([
      'impersonation.stop',
      'impersonation.start',
    ]);
  });

  it('an admin cannot be impersonated (403), and nothing changes', async () => {
    const other = await ctx.createAdmin();
    for (const target of [other, admin]) {
      const { res } = await impersonate(admin, target);
      expect(res.status).toBe(403);
      expect((await res.json()).error.message).toBe(USER_MESSAGES.cannotImpersonateAdmin);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    const sessions = await ctx.db.select().from(session).where(eq(session.userId, other.id));
    expect(sessions.every((s) => !s.impersonatedBy)).toBe(true);
  });

  it('stop without an impersonation: 400 "No admin session found to return to"', async () => {
    const host = await ctx.createHost();
    for (const caller of [host, admin]) {
      const res = await ctx.request('/api/impersonation/stop', {
        method: 'POST',
        cookie: caller.cookie,
      });
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe(IMPERSONATION_MESSAGES.noAdminSession);
    }
    expect((await ctx.request('/api/impersonation/stop', { method: 'POST' })).status).toBe(401);
  });

  it('when the admin session is gone, stop ends the host session and says so', async () => {
    const host = await ctx.createHost();
    const otherAdmin = await ctx.createAdmin();
    const { jar } = await impersonate(otherAdmin, host);
    await ctx.db
      .delete(session)
      .where(
        and(
          eq(session.userId, otherAdmin.id),
          eq(session.token, sessionTokenOf(otherAdmin.cookie)),
        ),
      );
    const res = await ctx.request('/api/impersonation/stop', { method: 'POST', cookie: jar });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(IMPERSONATION_MESSAGES.noAdminSession);
    const after = applyCookies(jar, res);
    expect((await ctx.request('/api/me', { cookie: after })).status).toBe(401);
    expect((await ctx.request('/api/me', { cookie: jar })).status).toBe(401);
  });

  it('an admin by ADMIN_EMAILS whose stored role is host can impersonate (Better Auth sees role admin)', async () => {
    const listed = uniqueEmail('listed');
    const other = await createTestContext({ ADMIN_EMAILS: listed });
    try {
      const emailAdmin = await other.createUser({ email: listed });
      await other.db.update(user).set({ role: 'host' }).where(eq(user.id, emailAdmin.id));
      const host = await other.createHost();
      const res = await other.request(`/api/admin/users/${host.id}/impersonate`, {
        method: 'POST',
        cookie: emailAdmin.cookie,
      });
      expect(res.status).toBe(200);
      const jar = applyCookies(emailAdmin.cookie, res);
      const me = await (await other.request('/api/me', { cookie: jar })).json();
      expect(me).toMatchObject({ id: host.id, is_impersonating: true });
      // And they cannot be impersonated themselves, though their stored role said host.
      await other.db.update(user).set({ role: 'host' }).where(eq(user.id, emailAdmin.id));
      const roleAdmin = await other.createAdmin();
      const refused = await other.request(`/api/admin/users/${emailAdmin.id}/impersonate`, {
        method: 'POST',
        cookie: roleAdmin.cookie,
      });
      expect(refused.status).toBe(403);
    } finally {
      await other.close();
    }
  });
});
