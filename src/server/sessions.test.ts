import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { session, user } from './db/schema';
import {
  cookieFrom,
  createTestContext,
  TEST_AUTH_SECRET,
  type TestContext,
  type TestUser,
  uniqueEmail,
} from './test/harness';

// Sessions as the server keeps them: the check of every guarded request, sign-out, suspension,
// password change and reset, an admin ending a user's sessions, and the session cookie's
// attributes.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const status = async (path: string, cookie: string, method = 'GET', body?: unknown) =>
  (await ctx.request(path, { method, cookie, body })).status;

async function sessionsOf(userId: string) {
  return ctx.db.select().from(session).where(eq(session.userId, userId));
}

async function secondDevice(host: TestUser): Promise<string> {
  const other = await ctx.signIn(host.email, host.password);
  expect(other.status).toBe(200);
  return other.cookie!;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A session cookie value signed as Better Auth signs it (HMAC-SHA256 of the token). */
function signedCookie(token: string, secret = TEST_AUTH_SECRET): string {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

describe('the session check of a guarded request', () => {
  test('a signed-in host gets their profile; a forged or unsigned cookie gets 401', async () => {
    const host = await ctx.createHost();
    expect(await status('/api/me', host.cookie)).toBe(200);
    const [row] = await sessionsOf(host.id);
    const forged = signedCookie(row.token, 'not-the-server-secret-at-all-0123456789');
    expect(await status('/api/me', forged)).toBe(401);
    const unsigned = `better-auth.session_token=${encodeURIComponent(row.token)}`;
    expect(await status('/api/me', unsigned)).toBe(401);
    expect(await status('/api/me', signedCookie(row.token))).toBe(200);
  });

  test('a session deleted on the server stops working at once', async () => {
    const host = await ctx.createHost();
    await ctx.db.delete(session).where(eq(session.userId, host.id));
    expect(await status('/api/me', host.cookie)).toBe(401);
    expect(await status('/api/rounds', host.cookie, 'POST', {})).toBe(401);
  });

  test('an expired session gets 401 and is deleted', async () => {
    const host = await ctx.createHost();
    await ctx.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, host.id));
    expect(await status('/api/rounds', host.cookie, 'POST', {})).toBe(401);
    expect(await sessionsOf(host.id)).toEqual([]);
  });

  test('a session older than a day is extended to 30 days on its next request', async () => {
    const host = await ctx.createHost();
    await ctx.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 20 * DAY_MS) })
      .where(eq(session.userId, host.id));
    expect(await status('/api/me', host.cookie)).toBe(200);
    const [extended] = await sessionsOf(host.id);
    expect(extended.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS);
  });

  test('a fresh session is not written on a request', async () => {
    const host = await ctx.createHost();
    const [before] = await sessionsOf(host.id);
    expect(await status('/api/me', host.cookie)).toBe(200);
    const [after] = await sessionsOf(host.id);
    expect(after.updatedAt.getTime()).toBe(before.updatedAt.getTime());
    expect(after.expiresAt.getTime()).toBe(before.expiresAt.getTime());
  });
});

describe('sign-out', () => {
  test('deletes the session row: the old cookie is 401 everywhere, other devices stay', async () => {
    const host = await ctx.createHost();
    const phone = await secondDevice(host);
    expect(await sessionsOf(host.id)).toHaveLength(2);

    const res = await ctx.request('/api/auth/sign-out', { body: {}, cookie: host.cookie });
    expect(res.status).toBe(200);
    // The browser is told to drop the cookie too.
    expect(res.headers.getSetCookie().join('\n')).toMatch(/session_token=;.*Max-Age=0/i);

    expect(await sessionsOf(host.id)).toHaveLength(1);
    for (const path of ['/api/me', '/api/teams', '/api/billing/subscription']) {
      expect(await status(path, host.cookie), path).toBe(401);
    }
    expect(await status('/api/teams', host.cookie, 'POST', { name: 'Ghost Team' })).toBe(401);
    const getSession = await ctx.request('/api/auth/get-session', { cookie: host.cookie });
    expect(await getSession.json()).toBeNull();
    expect(await status('/api/me', phone)).toBe(200);
  });
});

describe('suspension', () => {
  test('removes access on the very next request; the host still signs in and reaches billing', async () => {
    const admin = await ctx.createAdmin();
    const host = await ctx.createHost();
    expect(await status('/api/teams', host.cookie)).toBe(200);

    const suspend = await ctx.request(`/api/admin/users/${host.id}/suspend`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(suspend.status).toBe(200);

    // Same cookie, next request: no host features.
    const teams = await ctx.request('/api/teams', { cookie: host.cookie });
    expect(teams.status).toBe(403);
    expect((await teams.json()).error.code).toBe('subscription_required');
    expect(await status('/api/rounds', host.cookie, 'POST', {})).toBe(403);
    expect(await status('/api/tiebreakers/next', host.cookie, 'POST', {})).toBe(403);
    const me = await (await ctx.request('/api/me', { cookie: host.cookie })).json();
    expect(me).toMatchObject({ subscription_status: 'expired', has_access: false });

    // A fresh sign-in works and lands on what a suspended host may use: billing.
    const again = await ctx.signIn(host.email, host.password);
    expect(again.status).toBe(200);
    expect(await status('/api/billing/subscription', again.cookie!)).toBe(200);
    expect(await status('/api/billing/subscription', host.cookie)).toBe(200);
    expect(await status('/api/me', again.cookie!)).toBe(200);
    // Suspension is sticky (docs/security.md): paying would not lift it, so checkout says why.
    const checkout = await ctx.request('/api/billing/checkout', {
      cookie: again.cookie!,
      body: { plan: 'monthly' },
    });
    expect(checkout.status).toBe(403);
    expect((await checkout.json()).error.message).toBe(
      'Your account is suspended. Please contact support.',
    );
    expect(await status('/api/teams', again.cookie!)).toBe(403);
  });

  test('an expired (not suspended) host signs in and resubscribes, and has access at once', async () => {
    const host = await ctx.createExpiredHost();
    expect(await status('/api/teams', host.cookie)).toBe(403);
    const signedIn = await ctx.signIn(host.email, host.password);
    expect(signedIn.status).toBe(200);
    const checkout = await ctx.request('/api/billing/checkout', {
      cookie: signedIn.cookie!,
      body: { plan: 'monthly' },
    });
    expect(checkout.status).toBe(200);
    const { url } = await checkout.json();
    const sessionId = new URL(url, ctx.deps.config.baseUrl).searchParams.get('session_id');
    expect(sessionId).toBeTruthy();
    const complete = await ctx.request('/api/billing/checkout/complete', {
      cookie: signedIn.cookie!,
      body: { sessionId },
    });
    expect(complete.status).toBe(200);
    expect(await status('/api/teams', signedIn.cookie!)).toBe(200);
  });

  test('an expiry written to the database takes effect on the next request (nothing cached)', async () => {
    const host = await ctx.createHost();
    expect(await status('/api/teams', host.cookie)).toBe(200);
    await ctx.db.update(user).set({ subscriptionStatus: 'expired' }).where(eq(user.id, host.id));
    expect(await status('/api/teams', host.cookie)).toBe(403);
    await ctx.db.update(user).set({ subscriptionStatus: 'active' }).where(eq(user.id, host.id));
    expect(await status('/api/teams', host.cookie)).toBe(200);
  });
});

describe('password change and reset', () => {
  test('a change ends the other sessions even when the client does not ask for it', async () => {
    const host = await ctx.createHost();
    const phone = await secondDevice(host);
    const res = await ctx.request('/api/auth/change-password', {
      cookie: host.cookie,
      body: { currentPassword: host.password, newPassword: 'changed-password-1' },
    });
    expect(res.status).toBe(200);
    const current = cookieFrom(res) ?? host.cookie;
    expect(await status('/api/me', phone)).toBe(401);
    expect(await status('/api/me', current)).toBe(200);
    expect(await sessionsOf(host.id)).toHaveLength(1);
  });

  test('a change that asks to keep the other sessions still ends them', async () => {
    const host = await ctx.createHost();
    const phone = await secondDevice(host);
    const res = await ctx.request('/api/auth/change-password', {
      cookie: host.cookie,
      body: {
        currentPassword: host.password,
        newPassword: 'changed-password-2',
        revokeOtherSessions: false,
      },
    });
    expect(res.status).toBe(200);
    expect(await status('/api/me', phone)).toBe(401);
  });

  test('a reset ends every session of the user', async () => {
    const host = await ctx.createHost();
    const phone = await secondDevice(host);
    await ctx.request('/api/auth/request-password-reset', {
      body: { email: host.email, redirectTo: '/reset-password' },
    });
    const mail = (await ctx.outbox()).filter((m) => m.to === host.email).at(-1);
    const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
    const redirect = await ctx.request(link.pathname + link.search);
    const token = new URL(redirect.headers.get('location')!, 'http://x').searchParams.get('token');
    const reset = await ctx.request('/api/auth/reset-password', {
      body: { newPassword: 'reset-password-1', token },
    });
    expect(reset.status).toBe(200);
    expect(await status('/api/me', host.cookie)).toBe(401);
    expect(await status('/api/me', phone)).toBe(401);
    expect(await sessionsOf(host.id)).toHaveLength(0);
  });
});

describe('an admin ends all sessions of a user', () => {
  test('POST /api/admin/users/:id/revoke-sessions: every device of the host is signed out', async () => {
    const admin = await ctx.createAdmin();
    const host = await ctx.createHost();
    const phone = await secondDevice(host);
    const res = await ctx.request(`/api/admin/users/${host.id}/revoke-sessions`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    expect(await status('/api/me', host.cookie)).toBe(401);
    expect(await status('/api/me', phone)).toBe(401);
    expect(await sessionsOf(host.id)).toHaveLength(0);
    expect(await status('/api/me', admin.cookie)).toBe(200);
    // The host can sign in again.
    expect((await ctx.signIn(host.email, host.password)).status).toBe(200);
  });

  test('a host cannot end another user’s sessions', async () => {
    const host = await ctx.createHost();
    const victim = await ctx.createHost();
    const res = await ctx.request(`/api/admin/users/${victim.id}/revoke-sessions`, {
      method: 'POST',
      cookie: host.cookie,
    });
    expect(res.status).toBe(403);
    // Better Auth's own admin endpoint is not served over HTTP at all.
    const direct = await ctx.request('/api/auth/admin/revoke-user-sessions', {
      cookie: host.cookie,
      body: { userId: victim.id },
    });
    expect(direct.status).toBe(404);
    expect(await status('/api/me', victim.cookie)).toBe(200);
  });
});

describe('session cookie', () => {
  function sessionCookieOf(res: Response): string {
    const line = res.headers.getSetCookie().find((c) => /session_token=[^;]/.test(c));
    expect(line, 'a session cookie is set').toBeDefined();
    return line!;
  }

  test('over http: HttpOnly, SameSite=Lax, Path=/, not Secure', async () => {
    const email = uniqueEmail('cookie');
    const res = await ctx.request('/api/auth/sign-up/email', {
      body: { email, password: 'cookie-pass-1', name: email },
    });
    const cookie = sessionCookieOf(res);
    expect(cookie).toMatch(/^better-auth\.session_token=/);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
    expect(cookie).not.toMatch(/;\s*Secure/i);
    for (const other of res.headers.getSetCookie()) expect(other).toMatch(/HttpOnly/i);
  });

  test('behind https (BASE_URL https): __Secure- prefix and Secure, HSTS sent', async () => {
    const https = await createTestContext({
      BASE_URL: 'https://trivia.example',
      LOCAL_BILLING: 'true',
    });
    try {
      const email = uniqueEmail('secure');
      const res = await https.request('/api/auth/sign-up/email', {
        body: { email, password: 'cookie-pass-1', name: email },
      });
      expect(res.status).toBe(200);
      const cookie = sessionCookieOf(res);
      expect(cookie).toMatch(/^__Secure-better-auth\.session_token=/);
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
      for (const other of res.headers.getSetCookie()) expect(other).toMatch(/;\s*Secure/i);
      // The prefixed cookie is the one the server reads.
      const me = await https.request('/api/me', { cookie: cookieFrom(res)! });
      expect(me.status).toBe(200);
      expect(me.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      // An unprefixed cookie of the same value (set over plain http by an attacker) is not read.
      const plain = cookieFrom(res)!.replace('__Secure-', '');
      expect((await https.request('/api/me', { cookie: plain })).status).toBe(401);
    } finally {
      await https.close();
    }
  });
});
