import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TRIAL_DAYS } from '../../core/access';
import { ensureAdmin } from '../bootstrap';
import { user } from '../db/schema';
import {
  cookieFrom,
  createTestContext,
  DEFAULT_TEST_PASSWORD,
  type TestContext,
  uniqueEmail,
} from '../test/harness';

// Better Auth's real endpoints through app.request, as the web calls them.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const DAY_MS = 24 * 60 * 60 * 1000;

async function getMe(cookie: string) {
  return ctx.request('/api/me', { cookie });
}

async function signUp(email: string, password = DEFAULT_TEST_PASSWORD) {
  return ctx.request('/api/auth/sign-up/email', { body: { email, password, name: email } });
}

/** Asks for a reset of `email` and returns the link from the mail it sent. */
async function requestResetLink(email: string): Promise<string> {
  const before = (await ctx.outbox()).length;
  const res = await ctx.request('/api/auth/request-password-reset', {
    body: { email, redirectTo: '/reset-password' },
  });
  expect(res.status).toBe(200);
  const mails = (await ctx.outbox()).slice(before);
  expect(mails).toHaveLength(1);
  expect(mails[0].to).toBe(email);
  expect(mails[0].subject).toBe('Reset your Trivia Host password');
  const link = mails[0].text.match(/https?:\/\/\S+/)?.[0];
  expect(link).toBeDefined();
  return link!;
}

/** Follows the mailed link as the browser would and returns the token the page receives. */
async function tokenFromLink(link: string): Promise<string> {
  const url = new URL(link);
  expect(url.origin).toBe(ctx.deps.config.baseUrl);
  const res = await ctx.request(url.pathname + url.search);
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get('location')!, ctx.deps.config.baseUrl);
  expect(location.pathname).toBe('/reset-password');
  const token = location.searchParams.get('token');
  expect(token).toBeTruthy();
  return token!;
}

describe('sign-up', () => {
  test('creates a host on a 7-day trial and signs them in', async () => {
    const email = uniqueEmail('signup');
    const res = await signUp(email);
    expect(res.status).toBe(200);
    const cookie = cookieFrom(res);
    expect(cookie).toMatch(/session_token=/);

    const me = await getMe(cookie!);
    expect(me.status).toBe(200);
    const profile = await me.json();
    expect(profile).toMatchObject({
      email,
      role: 'host',
      subscription_status: 'trial',
      subscription_tier: 'basic',
      is_admin: false,
      has_access: true,
      used_questions_count: 0,
      used_tie_breakers_count: 0,
    });
    const end = new Date(profile.subscription_end_date).getTime();
    expect(Math.abs(end - (Date.now() + TRIAL_DAYS * DAY_MS))).toBeLessThan(60_000);
  });

  test('stores the e-mail in lower case', async () => {
    const email = uniqueEmail('mixed');
    const res = await signUp(email.toUpperCase());
    expect(res.status).toBe(200);
    const rows = await ctx.db.select().from(user).where(eq(user.email, email));
    expect(rows).toHaveLength(1);
  });

  test('refuses an e-mail that is already registered', async () => {
    const email = uniqueEmail('dup');
    expect((await signUp(email)).status).toBe(200);

    const again = await signUp(email, 'another-password');
    expect(again.status).toBe(422);
    // The web maps this code to 'This email is already registered. Please login instead.'
    expect((await again.json()).code).toBe('USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL');
    expect(cookieFrom(again)).toBeNull();

    const otherCase = await signUp(email.toUpperCase(), 'another-password');
    expect(otherCase.status).toBe(422);
    expect((await otherCase.json()).code).toBe('USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL');
  });

  test('refuses a password shorter than 6 characters', async () => {
    const res = await signUp(uniqueEmail('short'), '12345');
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('PASSWORD_TOO_SHORT');
  });
});

describe('sign-in', () => {
  test('signs in with the right password', async () => {
    const host = await ctx.createHost();
    const result = await ctx.signIn(host.email, host.password);
    expect(result.status).toBe(200);
    expect(result.cookie).toMatch(/session_token=/);
    expect(result.body.user.email).toBe(host.email);
    expect((await getMe(result.cookie!)).status).toBe(200);
  });

  test('answers a wrong password and an unknown e-mail alike', async () => {
    const host = await ctx.createHost();
    const wrong = await ctx.signIn(host.email, 'not-the-password');
    expect(wrong.status).toBe(401);
    // The web maps this code to 'Invalid email or password'.
    expect(wrong.body.code).toBe('INVALID_EMAIL_OR_PASSWORD');
    expect(wrong.cookie).toBeNull();

    const unknown = await ctx.signIn(uniqueEmail('nobody'), 'whatever-password');
    expect(unknown.status).toBe(401);
    expect(unknown.body.code).toBe('INVALID_EMAIL_OR_PASSWORD');
  });
});

describe('sign-out', () => {
  test('ends the session on the server, so the old cookie no longer works', async () => {
    const host = await ctx.createHost();
    expect((await getMe(host.cookie)).status).toBe(200);

    const res = await ctx.request('/api/auth/sign-out', { body: {}, cookie: host.cookie });
    expect(res.status).toBe(200);

    expect((await getMe(host.cookie)).status).toBe(401);
  });

  test('ends only the current device session', async () => {
    const host = await ctx.createHost();
    const other = await ctx.signIn(host.email, host.password);
    await ctx.request('/api/auth/sign-out', { body: {}, cookie: host.cookie });
    expect((await getMe(other.cookie!)).status).toBe(200);
  });
});

describe('password reset', () => {
  test('round trip through the outbox: link, token, new password', async () => {
    const host = await ctx.createHost();
    const token = await tokenFromLink(await requestResetLink(host.email));

    const reset = await ctx.request('/api/auth/reset-password', {
      body: { newPassword: 'brand-new-pass', token },
    });
    expect(reset.status).toBe(200);

    const old = await ctx.signIn(host.email, host.password);
    expect(old.status).toBe(401);
    expect(old.body.code).toBe('INVALID_EMAIL_OR_PASSWORD');
    const fresh = await ctx.signIn(host.email, 'brand-new-pass');
    expect(fresh.status).toBe(200);

    // The token works once: the page then shows 'Invalid or expired password reset link'.
    const again = await ctx.request('/api/auth/reset-password', {
      body: { newPassword: 'third-password', token },
    });
    expect(again.status).toBe(400);
    expect((await again.json()).code).toBe('INVALID_TOKEN');
    expect((await ctx.signIn(host.email, 'third-password')).status).toBe(401);
  });

  test('a used link sends the browser back with error=INVALID_TOKEN', async () => {
    const host = await ctx.createHost();
    const link = await requestResetLink(host.email);
    const token = await tokenFromLink(link);
    await ctx.request('/api/auth/reset-password', { body: { newPassword: 'changed-pass', token } });

    const url = new URL(link);
    const res = await ctx.request(url.pathname + url.search);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!, ctx.deps.config.baseUrl);
    expect(location.pathname).toBe('/reset-password');
    expect(location.searchParams.get('error')).toBe('INVALID_TOKEN');
    expect(location.searchParams.get('token')).toBeNull();
  });

  test('a made-up token is refused', async () => {
    const res = await ctx.request('/api/auth/reset-password', {
      body: { newPassword: 'whatever-pass', token: 'not-a-real-token' },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('INVALID_TOKEN');
  });

  test('a reset ends the user’s other sessions', async () => {
    const host = await ctx.createHost();
    const laptop = await ctx.signIn(host.email, host.password);
    expect((await getMe(laptop.cookie!)).status).toBe(200);

    const token = await tokenFromLink(await requestResetLink(host.email));
    await ctx.request('/api/auth/reset-password', { body: { newPassword: 'reset-pass-1', token } });

    expect((await getMe(host.cookie)).status).toBe(401);
    expect((await getMe(laptop.cookie!)).status).toBe(401);
  });

  test('an unknown e-mail gets the same answer and no mail is sent', async () => {
    const host = await ctx.createHost();
    const known = await ctx.request('/api/auth/request-password-reset', {
      body: { email: host.email, redirectTo: '/reset-password' },
    });
    const before = await ctx.outbox();
    const unknownEmail = uniqueEmail('ghost');
    const unknown = await ctx.request('/api/auth/request-password-reset', {
      body: { email: unknownEmail, redirectTo: '/reset-password' },
    });

    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    const after = await ctx.outbox();
    expect(after).toHaveLength(before.length);
    expect(after.some((m) => m.to === unknownEmail)).toBe(false);
  });
});

describe('change password', () => {
  test('with revokeOtherSessions ends the other sessions and keeps this one', async () => {
    const host = await ctx.createHost();
    const phone = await ctx.signIn(host.email, host.password);

    const res = await ctx.request('/api/auth/change-password', {
      cookie: host.cookie,
      body: {
        currentPassword: host.password,
        newPassword: 'changed-password',
        revokeOtherSessions: true,
      },
    });
    expect(res.status).toBe(200);
    // Better Auth issues this device a new session token.
    const current = cookieFrom(res) ?? host.cookie;

    expect((await getMe(phone.cookie!)).status).toBe(401);
    expect((await getMe(current)).status).toBe(200);
    expect((await ctx.signIn(host.email, host.password)).status).toBe(401);
    expect((await ctx.signIn(host.email, 'changed-password')).status).toBe(200);
  });

  test('refuses a wrong current password', async () => {
    const host = await ctx.createHost();
    const res = await ctx.request('/api/auth/change-password', {
      cookie: host.cookie,
      body: { currentPassword: 'wrong-one', newPassword: 'changed-password' },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('INVALID_PASSWORD');
    expect((await ctx.signIn(host.email, host.password)).status).toBe(200);
  });
});

describe('ensureAdmin', () => {
  test('creates the ADMIN_EMAIL/ADMIN_PASSWORD admin once', async () => {
    const email = uniqueEmail('boss');
    const adminCtx = await createTestContext({
      ADMIN_EMAIL: email,
      ADMIN_PASSWORD: 'admin-pass-1',
    });
    try {
      expect(await ensureAdmin(adminCtx.deps)).toEqual({ email });
      expect(await ensureAdmin(adminCtx.deps)).toEqual({ email });

      const rows = await adminCtx.db.select().from(user).where(eq(user.email, email));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        role: 'admin',
        adminByEmailRule: false,
        emailVerified: true,
        subscriptionStatus: 'active',
        subscriptionTier: 'admin',
        subscriptionEndDate: null,
      });
      // The operator named the address: no verification link is sent to it.
      expect((await adminCtx.outbox()).filter((m) => m.to === email)).toEqual([]);

      const signedIn = await adminCtx.signIn(email, 'admin-pass-1');
      expect(signedIn.status).toBe(200);
      const profile = await (
        await adminCtx.request('/api/me', { cookie: signedIn.cookie! })
      ).json();
      expect(profile).toMatchObject({ email, role: 'admin', is_admin: true, has_access: true });
    } finally {
      await adminCtx.close();
    }
  });

  test('promotes an existing account with that e-mail and keeps its password', async () => {
    const host = await ctx.createHost();
    const deps = {
      ...ctx.deps,
      config: { ...ctx.deps.config, adminEmail: host.email, adminPassword: 'ignored-password' },
    };
    expect(await ensureAdmin(deps)).toEqual({ email: host.email });

    const [row] = await ctx.db.select().from(user).where(eq(user.id, host.id));
    expect(row.role).toBe('admin');
    expect((await ctx.signIn(host.email, host.password)).status).toBe(200);
  });
});

describe('request protection', () => {
  test('a cookie-bearing change from another origin is refused', async () => {
    const host = await ctx.createHost();
    const res = await ctx.request('/api/me', {
      method: 'PATCH',
      cookie: host.cookie,
      headers: { origin: 'https://evil.example' },
      body: { email: uniqueEmail('evil') },
    });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('invalid_origin');
    const [row] = await ctx.db.select().from(user).where(eq(user.id, host.id));
    expect(row.email).toBe(host.email);
  });

  // Better Auth turns its origin check off when NODE_ENV is 'test' unless auth.ts keeps it on.
  test('Better Auth refuses a cookie-bearing POST from another origin', async () => {
    const host = await ctx.createHost();
    const res = await ctx.request('/api/auth/sign-out', {
      body: {},
      cookie: host.cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe('INVALID_ORIGIN');
    expect((await getMe(host.cookie)).status).toBe(200);
  });

  test('a body over 1 MB is refused with 413', async () => {
    const host = await ctx.createHost();
    const huge = JSON.stringify({ email: `${'a'.repeat(1024 * 1024)}@example.com` });
    const patch = await ctx.request('/api/me', {
      method: 'PATCH',
      cookie: host.cookie,
      body: huge,
    });
    expect(patch.status).toBe(413);
    expect((await patch.json()).error.code).toBe('payload_too_large');

    const signIn = await ctx.request('/api/auth/sign-in/email', {
      body: JSON.stringify({ email: host.email, password: 'x'.repeat(1024 * 1024 + 1) }),
    });
    expect(signIn.status).toBe(413);
  });

  test('API responses carry the security headers', async () => {
    const res = await ctx.request('/api/health');
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc).toBeDefined();
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });
});
