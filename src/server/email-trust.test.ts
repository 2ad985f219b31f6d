import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MESSAGES } from '../core/messages';
import { EMAIL_CHANGE_MESSAGES, profileSchema } from '../core/profile';
import { describeSignInError } from '../web/features/auth/auth-errors';
import { toApiError } from '../web/lib/api';
import { createApp } from './app';
import { ACCOUNT_FAILURES_MAX, MAILS_PER_RECIPIENT_MAX } from './auth/throttle';
import { auditLog, session, user } from './db/schema';
import {
  createTestContext,
  emailChangeTokenFor,
  type TestContext,
  type TestUser,
  uniqueEmail,
} from './test/harness';

// What an e-mail address may grant, and only once its owner has proven it: the admin lists,
// the admin domains and the demo hosts. Changing the address needs the current password and
// the link sent to the new one; the old address is told; other sessions end. Every change of
// role, status or e-mail lands in the audit log. E-mails to one recipient and failed sign-ins
// to one account are limited, whatever address they come from.

const ADMIN_DOMAIN = 'corp.example';
const LISTED_ADMIN = 'listed-admin@example.com';
const DEMO_HOST = 'demo-host@example.com';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    ADMIN_EMAILS: LISTED_ADMIN,
    ADMIN_EMAIL_DOMAINS: ADMIN_DOMAIN,
    DEMO_HOST_EMAILS: DEMO_HOST,
  });
});
afterAll(() => ctx.close());

async function profileOf(cookie: string, app = ctx.app) {
  const res = await app.request('/api/me', { headers: { cookie } });
  expect(res.status).toBe(200);
  return profileSchema.parse(await res.json());
}

const adminStatus = async (cookie: string) =>
  (await ctx.request('/api/admin/stats', { cookie })).status;

/** Signs up through the real endpoint, as a visitor would: the address is not verified. */
async function signUp(email: string): Promise<TestUser> {
  return ctx.createUser({ email, emailVerified: false });
}

/** Opens the newest verification link the outbox holds for `to`, as the mailbox's owner. */
async function openVerificationLink(to: string) {
  const mail = (await ctx.outbox())
    .reverse()
    .find((m) => m.to === to && m.subject === 'Confirm your Trivia Host e-mail address');
  expect(mail, `a verification e-mail to ${to}`).toBeDefined();
  const link = new URL(mail!.text.match(/https?:\/\/\S+verify-email\S+/)![0]);
  const res = await ctx.request(`${link.pathname}${link.search}`);
  expect(res.status).toBe(302);
  expect(new URL(res.headers.get('location')!, 'http://x').pathname).toBe('/email-verified');
}

const requestChange = (who: TestUser, email: string, currentPassword = who.password) =>
  ctx.request('/api/me', { method: 'PATCH', cookie: who.cookie, body: { email, currentPassword } });

const confirmChange = (token: string, cookie?: string) =>
  ctx.request('/api/email-change/confirm', { body: { token }, cookie });

async function rowOf(id: string) {
  const [row] = await ctx.db.select().from(user).where(eq(user.id, id));
  return row;
}

async function auditOf(targetId: string) {
  return ctx.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetId, targetId))
    .orderBy(desc(auditLog.createdAt));
}

describe('e-mail rules grant nothing to an unverified address', () => {
  test('signing up on an admin domain is a host on trial until the link is opened', async () => {
    const email = `anyone-${Date.now()}@${ADMIN_DOMAIN}`;
    const signedUp = await signUp(email);
    expect(await profileOf(signedUp.cookie)).toMatchObject({
      role: 'host',
      is_admin: false,
      email_verified: false,
      subscription_status: 'trial',
      has_access: true,
    });
    expect(await adminStatus(signedUp.cookie)).toBe(403);
    expect((await rowOf(signedUp.id)).role).toBe('host');

    await openVerificationLink(email);
    expect(await profileOf(signedUp.cookie)).toMatchObject({ is_admin: true, role: 'admin' });
    expect(await adminStatus(signedUp.cookie)).toBe(200);
  });

  test('a host cannot take an unclaimed ADMIN_EMAILS address without its link', async () => {
    const host = await ctx.createHost();
    const res = await requestChange(host, LISTED_ADMIN);
    expect(res.status).toBe(200);
    expect(await profileOf(host.cookie)).toMatchObject({ email: host.email, is_admin: false });
    expect(await adminStatus(host.cookie)).toBe(403);
    // The link went to the listed address, not to the host.
    expect(
      (await ctx.outbox()).filter((m) => m.to === host.email && /confirm-email/.test(m.text)),
    ).toHaveLength(0);
  });

  test('a demo host address is premium only once verified, and never lifts a suspension', async () => {
    const demo = await signUp(DEMO_HOST);
    expect(await profileOf(demo.cookie)).toMatchObject({
      is_demo_host: false,
      subscription_status: 'trial',
      subscription_tier: 'basic',
    });
    await openVerificationLink(DEMO_HOST);
    expect(await profileOf(demo.cookie)).toMatchObject({
      is_demo_host: true,
      subscription_status: 'active',
      subscription_tier: 'premium',
      has_access: true,
    });

    const admin = await ctx.createAdmin();
    const suspended = await ctx.request(`/api/admin/users/${demo.id}/suspend`, {
      body: {},
      cookie: admin.cookie,
    });
    expect(suspended.status).toBe(200);
    expect(await profileOf(demo.cookie)).toMatchObject({
      is_demo_host: false,
      has_access: false,
      subscription_status: 'expired',
    });
    expect((await ctx.request('/api/teams', { cookie: demo.cookie })).status).toBe(403);
  });

  test('a suspended host who proves a demo address stays suspended', async () => {
    const admin = await ctx.createAdmin();
    const host = await ctx.createHost();
    await ctx.request(`/api/admin/users/${host.id}/suspend`, { body: {}, cookie: admin.cookie });
    const demoAddress = `demo-${Date.now()}@example.com`;
    const app = createApp({
      ...ctx.deps,
      config: { ...ctx.deps.config, demoHostEmails: [demoAddress] },
    }).app;
    expect((await requestChange(host, demoAddress)).status).toBe(200);
    const confirmed = await confirmChange(await emailChangeTokenFor(ctx, demoAddress), host.cookie);
    expect(confirmed.status).toBe(200);
    expect(await profileOf(host.cookie, app)).toMatchObject({
      email: demoAddress,
      has_access: false,
      subscription_status: 'expired',
    });
    expect((await rowOf(host.id)).suspendedAt).not.toBeNull();
  });
});

describe('a privilege from an e-mail rule is not kept as if granted by hand', () => {
  test('admin by ADMIN_EMAILS ends when the address leaves the list, on the next request', async () => {
    const admin = await ctx.createUser({ email: `rule-${Date.now()}@${ADMIN_DOMAIN}` });
    expect(await adminStatus(admin.cookie)).toBe(200);
    expect(await rowOf(admin.id)).toMatchObject({ role: 'admin', adminByEmailRule: true });

    const withoutDomain = createApp({
      ...ctx.deps,
      config: { ...ctx.deps.config, adminEmailDomains: [] },
    }).app;
    const res = await withoutDomain.request('/api/admin/stats', {
      headers: { cookie: admin.cookie },
    });
    expect(res.status).toBe(403);
    expect(await rowOf(admin.id)).toMatchObject({ role: 'host', adminByEmailRule: false });
    const roleChange = (await auditOf(admin.id)).find(
      (entry) => (entry.detail as { after?: { role?: string } }).after?.role === 'host',
    );
    expect(roleChange).toMatchObject({ action: 'user.change' });
    expect(roleChange?.detail).toMatchObject({ via: 'email rule', before: { role: 'admin' } });
  });

  test('moving off an admin address and back leaves a host, not an admin', async () => {
    const email = `back-${Date.now()}@${ADMIN_DOMAIN}`;
    const ruleAdmin = await ctx.createUser({ email });
    expect(await adminStatus(ruleAdmin.cookie)).toBe(200);
    const away = uniqueEmail('away');
    expect((await requestChange(ruleAdmin, away)).status).toBe(200);
    expect(
      (await confirmChange(await emailChangeTokenFor(ctx, away), ruleAdmin.cookie)).status,
    ).toBe(200);
    expect(await adminStatus(ruleAdmin.cookie)).toBe(403);
    // An admin puts the old address back by hand: unproven, so no admin.
    const admin = await ctx.createAdmin();
    const edit = await ctx.request(`/api/admin/users/${ruleAdmin.id}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      body: { email },
    });
    expect(edit.status).toBe(200);
    expect(await rowOf(ruleAdmin.id)).toMatchObject({
      email,
      emailVerified: false,
      role: 'host',
      adminByEmailRule: false,
    });
  });

  test('an admin granted by hand stays admin whatever the address', async () => {
    const admin = await ctx.createAdmin();
    const promoted = await ctx.createHost();
    const res = await ctx.request(`/api/admin/users/${promoted.id}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      body: { role: 'admin' },
    });
    expect(res.status).toBe(200);
    const away = uniqueEmail('hand-admin');
    expect((await requestChange(promoted, away)).status).toBe(200);
    expect(
      (await confirmChange(await emailChangeTokenFor(ctx, away), promoted.cookie)).status,
    ).toBe(200);
    expect(await adminStatus(promoted.cookie)).toBe(200);
  });
});

describe('changing one’s own e-mail', () => {
  test('needs the current password: a stolen session alone cannot move the account', async () => {
    const host = await ctx.createHost();
    const res = await requestChange(host, uniqueEmail('thief'), 'not-the-password');
    expect(res.status).toBe(400);
    expect((await res.json()).error).toEqual({
      code: 'wrong_password',
      message: EMAIL_CHANGE_MESSAGES.currentPasswordWrong,
    });
    const missing = await ctx.request('/api/me', {
      method: 'PATCH',
      cookie: host.cookie,
      body: { email: uniqueEmail('thief') },
    });
    expect(missing.status).toBe(400);
    expect((await rowOf(host.id)).email).toBe(host.email);
  });

  test('guessing the current password meets 429 after the account’s limit', async () => {
    const host = await ctx.createHost();
    for (let i = 0; i < ACCOUNT_FAILURES_MAX; i++) {
      expect((await requestChange(host, uniqueEmail('guess'), `wrong-${i}`)).status).toBe(400);
    }
    const locked = await requestChange(host, uniqueEmail('guess'), host.password);
    expect(locked.status).toBe(429);
    expect((await locked.json()).error.message).toBe(MESSAGES.tooManyLogins);
  });

  test('an unverified address must be verified before it can be changed', async () => {
    const host = await signUp(uniqueEmail('unverified'));
    const res = await requestChange(host, uniqueEmail('elsewhere'));
    expect(res.status).toBe(403);
    expect((await res.json()).error).toEqual({
      code: 'email_not_verified',
      message: EMAIL_CHANGE_MESSAGES.verifyFirst,
    });
  });

  test('the old address is told, other sessions end, and the change is audited', async () => {
    const host = await ctx.createHost();
    const phone = (await ctx.signIn(host.email, host.password)).cookie!;
    const next = uniqueEmail('new-home');
    expect((await requestChange(host, next)).status).toBe(200);
    const told = (await ctx.outbox()).filter((m) => m.to === host.email);
    expect(told.map((m) => m.subject)).toContain(
      'Your Trivia Host e-mail address is about to change',
    );
    // Until the link is opened, nothing changed and both devices work.
    expect((await ctx.request('/api/me', { cookie: phone })).status).toBe(200);

    const res = await confirmChange(await emailChangeTokenFor(ctx, next), host.cookie);
    expect(res.status).toBe(200);
    expect(await profileOf(host.cookie)).toMatchObject({ email: next, email_verified: true });
    expect((await ctx.request('/api/me', { cookie: phone })).status).toBe(401);
    expect(await ctx.db.select().from(session).where(eq(session.userId, host.id))).toHaveLength(1);
    expect((await ctx.outbox()).map((m) => `${m.to} ${m.subject}`)).toContain(
      `${host.email} Your Trivia Host e-mail address was changed`,
    );
    const [entry] = await auditOf(host.id);
    expect(entry).toMatchObject({ action: 'user.change', actorId: host.id });
    expect(entry.detail).toMatchObject({
      via: 'email change',
      before: { email: host.email },
      after: { email: next },
    });
  });

  test('a link works once, and a made-up or expired one changes nothing', async () => {
    const host = await ctx.createHost();
    const next = uniqueEmail('once');
    await requestChange(host, next);
    const token = await emailChangeTokenFor(ctx, next);
    for (const bad of [`${host.id}.wrong-secret`, 'no-dot', `${token}x`]) {
      const res = await confirmChange(bad);
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe(EMAIL_CHANGE_MESSAGES.linkInvalid);
    }
    expect((await confirmChange(token)).status).toBe(200);
    expect((await confirmChange(token)).status).toBe(400);
    // Opened without a session: every session of the account ended.
    expect((await ctx.request('/api/me', { cookie: host.cookie })).status).toBe(401);
  });

  test('two accounts asking for, then confirming, the same new address at once: one 200, one 409', async () => {
    const first = await ctx.createHost();
    const second = await ctx.createHost();
    const wanted = uniqueEmail('contested');
    // Asking at once is no conflict (nothing changes yet), and never a 500.
    const asked = await Promise.all([requestChange(first, wanted), requestChange(second, wanted)]);
    expect(asked.map((r) => r.status)).toEqual([200, 200]);
    const firstToken = await emailChangeTokenFor(ctx, wanted, first.id);
    const secondToken = await emailChangeTokenFor(ctx, wanted, second.id);
    const answers = await Promise.all([confirmChange(firstToken), confirmChange(secondToken)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = answers.find((r) => r.status === 409)!;
    expect((await loser.json()).error.code).toBe('email_taken');
  });
});

describe('the audit log records every role, status and e-mail change', () => {
  test('a change made outside the admin screens (billing, a job, a console) is recorded', async () => {
    const host = await ctx.createHost();
    await ctx.db.update(user).set({ subscriptionStatus: 'expired' }).where(eq(user.id, host.id));
    const [entry] = await auditOf(host.id);
    expect(entry).toMatchObject({ action: 'user.change', actorId: null });
    expect(entry.detail).toMatchObject({
      via: 'system',
      before: { subscriptionStatus: 'trial' },
      after: { subscriptionStatus: 'expired' },
    });
  });

  test('an admin’s edit is one entry with the admin as actor, and ends the user’s sessions', async () => {
    const admin = await ctx.createAdmin();
    const host = await ctx.createHost();
    const next = uniqueEmail('admin-set');
    const res = await ctx.request(`/api/admin/users/${host.id}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      body: { email: next, subscriptionStatus: 'active' },
    });
    expect(res.status).toBe(200);
    const entries = await auditOf(host.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'user.update', actorId: admin.id });
    expect(entries[0].detail).toMatchObject({
      before: { email: host.email, subscriptionStatus: 'trial' },
      after: { email: next, subscriptionStatus: 'active' },
    });
    expect((await ctx.request('/api/me', { cookie: host.cookie })).status).toBe(401);
  });
});

describe('e-mails to one recipient are limited, with the same answer either way', () => {
  test(`at most ${MAILS_PER_RECIPIENT_MAX} reset e-mails an hour reach one address`, async () => {
    const victim = await ctx.createHost();
    const unknown = uniqueEmail('nobody');
    const answers: string[] = [];
    for (let i = 0; i < 10; i++) {
      for (const email of [victim.email, unknown]) {
        const res = await ctx.request('/api/auth/request-password-reset', {
          body: { email, redirectTo: '/reset-password' },
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
        });
        answers.push(`${res.status} ${await res.text()}`);
      }
    }
    expect(new Set(answers).size).toBe(1);
    const resets = (await ctx.outbox()).filter(
      (m) => m.to === victim.email && m.subject === 'Reset your Trivia Host password',
    );
    expect(resets).toHaveLength(MAILS_PER_RECIPIENT_MAX);
  });

  test(`at most ${MAILS_PER_RECIPIENT_MAX} verification e-mails an hour, sign-up's included`, async () => {
    const host = await signUp(uniqueEmail('resend'));
    for (let i = 0; i < 6; i++) {
      const res = await ctx.request('/api/auth/send-verification-email', {
        cookie: host.cookie,
        body: { email: host.email, callbackURL: '/email-verified' },
      });
      expect(res.status).toBe(200);
    }
    const sent = (await ctx.outbox()).filter(
      (m) => m.to === host.email && m.subject === 'Confirm your Trivia Host e-mail address',
    );
    expect(sent).toHaveLength(MAILS_PER_RECIPIENT_MAX);
  });

  test('opening a reset link proves the address, as a verification link does', async () => {
    const host = await signUp(uniqueEmail('reset-proves'));
    await ctx.request('/api/auth/request-password-reset', {
      body: { email: host.email, redirectTo: '/reset-password' },
    });
    const mail = (await ctx.outbox())
      .reverse()
      .find((m) => m.to === host.email && m.subject === 'Reset your Trivia Host password')!;
    const link = new URL(mail.text.match(/https?:\/\/\S+reset-password\S+/)![0]);
    const redirect = await ctx.request(`${link.pathname}${link.search}`);
    const token = new URL(redirect.headers.get('location')!, 'http://x').searchParams.get('token');
    const res = await ctx.request('/api/auth/reset-password', {
      body: { token, newPassword: 'a-new-password' },
    });
    expect(res.status).toBe(200);
    expect((await rowOf(host.id)).emailVerified).toBe(true);
  });
});

describe('sign-in throttling per account', () => {
  const signInFrom = (email: string, password: string, ip: string) =>
    ctx.request('/api/auth/sign-in/email', {
      body: { email, password },
      headers: { 'x-forwarded-for': ip },
    });

  test('a guesser spread over many addresses meets 429 with the spec’s message', async () => {
    const host = await ctx.createHost();
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      statuses.push((await signInFrom(host.email, `guess-${i}`, `192.0.2.${i}`)).status);
    }
    expect(statuses.slice(0, ACCOUNT_FAILURES_MAX).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(ACCOUNT_FAILURES_MAX).every((s) => s === 429)).toBe(true);
    // While the account is locked even the right password waits; the page words it as the spec.
    const locked = await signInFrom(host.email.toUpperCase(), host.password, '192.0.2.200');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = await locked.json();
    expect(describeSignInError(toApiError(429, body))).toBe(MESSAGES.tooManyLogins);
    // Another account is not affected.
    const other = await ctx.createHost();
    expect((await signInFrom(other.email, other.password, '192.0.2.201')).status).toBe(200);
  });

  test('a successful sign-in clears the failures', async () => {
    const host = await ctx.createHost();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < ACCOUNT_FAILURES_MAX - 1; i++) {
        expect((await signInFrom(host.email, 'wrong', '192.0.2.50')).status).toBe(401);
      }
      expect((await signInFrom(host.email, host.password, '192.0.2.50')).status).toBe(200);
    }
  });
});
