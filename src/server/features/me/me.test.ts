import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MESSAGES } from '../../../core/messages';
import {
  emailChangedMessage,
  emailChangeRequestedSchema,
  emailChangeSentMessage,
  profileSchema,
} from '../../../core/profile';
import { triviaQuestions, user } from '../../db/schema';
import { seedCategory, seedQuestions, seedTiebreakers } from '../../test/factories';
import {
  createTestContext,
  daysFromNow,
  emailChangeTokenFor,
  type TestContext,
  uniqueEmail,
} from '../../test/harness';

// GET /api/me answers the spec's Profile with the access and admin rules applied on the
// server; the lists come from the env (one context for the file, so every test uses its
// own e-mails).

const LISTED_ADMIN = 'listed-admin@example.com';
const ADMIN_DOMAIN = 'staff.example';
const DEMO_HOST = 'demo-host@example.com';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    ADMIN_EMAILS: `someone-else@example.com, ${LISTED_ADMIN.toUpperCase()}`,
    ADMIN_EMAIL_DOMAINS: ADMIN_DOMAIN,
    DEMO_HOST_EMAILS: DEMO_HOST,
  });
});
afterAll(() => ctx.close());

async function profileOf(cookie: string) {
  const res = await ctx.request('/api/me', { cookie });
  expect(res.status).toBe(200);
  return profileSchema.parse(await res.json());
}

describe('GET /api/me', () => {
  test('signed out is 401 with the JSON error shape', async () => {
    const res = await ctx.request('/api/me');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { code: 'unauthorized', message: MESSAGES.authRequired },
    });
  });

  test('a made-up session cookie is 401', async () => {
    const res = await ctx.request('/api/me', { cookie: 'better-auth.session_token=forged.value' });
    expect(res.status).toBe(401);
  });

  test('a new host is on trial with access', async () => {
    const host = await ctx.createHost();
    expect(await profileOf(host.cookie)).toMatchObject({
      id: host.id,
      email: host.email,
      role: 'host',
      subscription_status: 'trial',
      subscription_tier: 'basic',
      is_admin: false,
      has_access: true,
      is_demo_host: false,
      is_impersonating: false,
      used_questions_count: 0,
      used_tie_breakers_count: 0,
    });
  });

  test('an admin by role', async () => {
    const admin = await ctx.createAdmin();
    expect(await profileOf(admin.cookie)).toMatchObject({
      role: 'admin',
      is_admin: true,
      has_access: true,
      subscription_tier: 'admin',
    });
  });

  test('an admin by ADMIN_EMAILS, whatever the stored role and status', async () => {
    const listed = await ctx.createUser({
      email: LISTED_ADMIN,
      role: 'host',
      subscriptionStatus: 'expired',
      subscriptionEndDate: daysFromNow(-10),
    });
    expect(await profileOf(listed.cookie)).toMatchObject({
      email: LISTED_ADMIN,
      role: 'admin',
      is_admin: true,
      has_access: true,
    });
  });

  test('an admin by ADMIN_EMAIL_DOMAINS', async () => {
    const staff = await ctx.createUser({
      email: uniqueEmail('staff').replace('example.com', ADMIN_DOMAIN),
      role: 'host',
    });
    expect(await profileOf(staff.cookie)).toMatchObject({ role: 'admin', is_admin: true });

    // Only that exact domain: a subdomain of it is a host.
    const sub = await ctx.createHost({
      email: uniqueEmail('near').replace('example.com', `sub.${ADMIN_DOMAIN}`),
    });
    expect(await profileOf(sub.cookie)).toMatchObject({ role: 'host', is_admin: false });
  });

  test('a verified demo host shows as active/premium without it being stored', async () => {
    const demo = await ctx.createUser({
      email: DEMO_HOST,
      subscriptionStatus: 'expired',
      subscriptionTier: 'basic',
      subscriptionEndDate: daysFromNow(-30),
    });
    expect(await profileOf(demo.cookie)).toMatchObject({
      role: 'host',
      is_admin: false,
      is_demo_host: true,
      has_access: true,
      subscription_status: 'active',
      subscription_tier: 'premium',
      subscription_end_date: null,
    });
    // The rule grants it from the address; the row keeps what billing or an admin wrote.
    const [row] = await ctx.db.select().from(user).where(eq(user.id, demo.id));
    expect(row).toMatchObject({ subscriptionStatus: 'expired', subscriptionTier: 'basic' });
  });

  test('an expired host has no access', async () => {
    const expired = await ctx.createExpiredHost();
    expect(await profileOf(expired.cookie)).toMatchObject({
      subscription_status: 'expired',
      has_access: false,
      is_admin: false,
    });
  });

  test('an inactive host has no access', async () => {
    const inactive = await ctx.createHost({
      subscriptionStatus: 'inactive',
      subscriptionEndDate: null,
    });
    expect((await profileOf(inactive.cookie)).has_access).toBe(false);
  });

  test('a trial whose end date has passed has no access (no grace)', async () => {
    const ended = await ctx.createHost({
      subscriptionStatus: 'trial',
      subscriptionEndDate: daysFromNow(-0.01),
    });
    expect(await profileOf(ended.cookie)).toMatchObject({
      subscription_status: 'trial',
      has_access: false,
    });
  });

  test('a paid plan keeps access for 3 days past its end date, not 4', async () => {
    const inGrace = await ctx.createHost({
      subscriptionStatus: 'active',
      subscriptionTier: 'Monthly',
      subscriptionEndDate: daysFromNow(-2),
    });
    expect((await profileOf(inGrace.cookie)).has_access).toBe(true);

    const pastGrace = await ctx.createHost({
      subscriptionStatus: 'active',
      subscriptionTier: 'Monthly',
      subscriptionEndDate: daysFromNow(-4),
    });
    expect((await profileOf(pastGrace.cookie)).has_access).toBe(false);
  });

  test('an expiry in the database takes effect on the next request', async () => {
    const host = await ctx.createHost();
    expect((await profileOf(host.cookie)).has_access).toBe(true);
    await ctx.db.update(user).set({ subscriptionStatus: 'expired' }).where(eq(user.id, host.id));
    expect((await profileOf(host.cookie)).has_access).toBe(false);
  });

  test('counts the questions and tie-breakers the host has used, kept by the database', async () => {
    const category = await seedCategory(ctx, 'Counted');
    await seedQuestions(ctx, 12, { categoryId: category.id });
    await seedTiebreakers(ctx, 2);
    const host = await ctx.createHost();
    const other = await ctx.createHost();
    const pull = async (cookie: string): Promise<string[]> => {
      const res = await ctx.request('/api/rounds', {
        body: { categoryIds: [category.id] },
        cookie,
      });
      expect(res.status).toBe(200);
      const { game } = (await res.json()) as { game: { questions: { id: string }[] } };
      return game.questions.map((q) => q.id);
    };
    const start = (cookie: string, ids: string[]) =>
      ctx.request('/api/rounds/start', { method: 'POST', body: { questionIds: ids }, cookie });
    const ids = await pull(host.cookie);
    expect(ids).toHaveLength(10);
    expect((await start(host.cookie, ids)).status).toBe(200);
    // Starting the same round again changes nothing; its questions are not counted twice.
    expect((await start(host.cookie, ids)).status).toBe(200);
    // The other host starts 3 questions the host has used too (10 of 12 each: 8 at least shared).
    const shared = (await pull(other.cookie)).filter((id) => ids.includes(id)).slice(0, 3);
    expect((await start(other.cookie, shared)).status).toBe(200);
    const next = await ctx.request('/api/tiebreakers/next', {
      method: 'POST',
      body: {},
      cookie: host.cookie,
    });
    const { tiebreaker: shown } = await next.json();
    expect(
      (
        await ctx.request(`/api/tiebreakers/${shown.id}/use`, {
          method: 'POST',
          body: {},
          cookie: host.cookie,
        })
      ).status,
    ).toBe(200);
    expect(await profileOf(host.cookie)).toMatchObject({
      used_questions_count: 10,
      used_tie_breakers_count: 1,
    });
    // A question an admin deletes leaves every host's used list, and their counts.
    await ctx.db.delete(triviaQuestions).where(eq(triviaQuestions.id, shared[0]));
    expect((await profileOf(host.cookie)).used_questions_count).toBe(9);
    expect((await profileOf(other.cookie)).used_questions_count).toBe(2);
  });
});

describe('PATCH /api/me', () => {
  const patch = (cookie: string | undefined, body: unknown) =>
    ctx.request('/api/me', { method: 'PATCH', cookie, body });

  test('signed out is 401', async () => {
    const res = await patch(undefined, { email: uniqueEmail('anon'), currentPassword: 'x' });
    expect(res.status).toBe(401);
  });

  test('an unchanged e-mail is 400 "No changes to save"', async () => {
    const host = await ctx.createHost();
    for (const email of [host.email, `  ${host.email.toUpperCase()} `]) {
      const res = await patch(host.cookie, { email, currentPassword: host.password });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: { code: 'no_changes', message: MESSAGES.noChangesToSave },
      });
    }
  });

  test('a new e-mail waits for its link; then it signs in and the old one does not', async () => {
    const host = await ctx.createHost();
    const next = uniqueEmail('moved');
    const res = await patch(host.cookie, {
      email: next.toUpperCase(),
      currentPassword: host.password,
    });
    expect(res.status).toBe(200);
    expect(emailChangeRequestedSchema.parse(await res.json())).toEqual({
      pendingEmail: next,
      message: emailChangeSentMessage(next),
    });
    expect((await profileOf(host.cookie)).email).toBe(host.email);
    const token = await emailChangeTokenFor(ctx, next);
    const confirmed = await ctx.request('/api/email-change/confirm', { body: { token } });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ email: next, message: emailChangedMessage(next) });
    expect((await ctx.signIn(next, host.password)).status).toBe(200);
    expect((await ctx.signIn(host.email, host.password)).status).toBe(401);
  });

  test('an e-mail another account uses is 409 and changes nothing', async () => {
    const host = await ctx.createHost();
    const other = await ctx.createHost();
    const res = await patch(host.cookie, { email: other.email, currentPassword: host.password });
    expect(res.status).toBe(409);
    expect((await res.json()).error.code).toBe('email_taken');
    expect((await profileOf(host.cookie)).email).toBe(host.email);
  });

  test('an invalid e-mail is 400 with the form message', async () => {
    const host = await ctx.createHost();
    const res = await patch(host.cookie, { email: 'not-an-email', currentPassword: host.password });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe('Please enter a valid email address');
  });
});
