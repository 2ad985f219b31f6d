import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_MESSAGES } from '../../../core/users';
import { auditLog, billingSubscriptions, session, user } from '../../db/schema';
import { seedQuestions } from '../../test/factories';
import {
  createTestContext,
  daysFromNow,
  type TestContext,
  type TestUser,
  uniqueEmail,
} from '../../test/harness';

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.createAdmin();
  await seedQuestions(ctx, 30);
});
afterAll(() => ctx.close());

async function json(res: Response) {
  return res.json() as Promise<Record<string, never>>;
}

async function errorOf(res: Response): Promise<{ status: number; message: string; code: string }> {
  const body = await res.json();
  return { status: res.status, message: body?.error?.message, code: body?.error?.code };
}

async function auditRowsFor(targetId: string) {
  return ctx.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetId, targetId))
    .orderBy(desc(auditLog.createdAt));
}

describe('who may call the user endpoints', () => {
  const id = 'no-such-user';
  const endpoints: { method: string; path: string; body?: unknown }[] = [
    { method: 'GET', path: '/api/admin/users' },
    {
      method: 'POST',
      path: '/api/admin/users',
      body: { email: 'x@example.com', role: 'host', subscriptionStatus: 'trial' },
    },
    { method: 'PATCH', path: `/api/admin/users/${id}`, body: { subscriptionStatus: 'active' } },
    {
      method: 'POST',
      path: `/api/admin/users/${id}/reset-password`,
      body: { newPassword: 'secret123' },
    },
    { method: 'POST', path: `/api/admin/users/${id}/suspend` },
    { method: 'POST', path: `/api/admin/users/${id}/revoke-sessions` },
    { method: 'POST', path: `/api/admin/users/${id}/impersonate` },
    { method: 'GET', path: '/api/admin/audit' },
    { method: 'GET', path: '/api/admin/subscriptions' },
  ];

  it.each(endpoints)('$method $path: 401 signed out, 403 for hosts', async (endpoint) => {
    const host = await ctx.createHost();
    const expired = await ctx.createExpiredHost();
    const init = { method: endpoint.method, body: endpoint.body };
    const signedOut = await errorOf(await ctx.request(endpoint.path, init));
    expect(signedOut).toMatchObject({ status: 401, message: 'Authentication required' });
    for (const caller of [host, expired]) {
      const res = await ctx.request(endpoint.path, { ...init, cookie: caller.cookie });
      expect(await errorOf(res)).toMatchObject({ status: 403, message: 'Admin access required' });
    }
  });

  it('an unknown user id is 404 "User not found" for an admin', async () => {
    for (const endpoint of endpoints.filter((e) => e.path.includes(id))) {
      const res = await ctx.request(endpoint.path, {
        method: endpoint.method,
        body: endpoint.body,
        cookie: admin.cookie,
      });
      expect(await errorOf(res)).toMatchObject({
        status: 404,
        message: USER_MESSAGES.userNotFound,
      });
    }
  });
});

describe('GET /api/admin/users', () => {
  it('pages newest first with the profile fields', async () => {
    const tag = randomBytes(4).toString('hex');
    const made: TestUser[] = [];
    for (let i = 0; i < 3; i++) made.push(await ctx.createHost({ email: `page${i}-${tag}@x.io` }));
    const res = await ctx.request(`/api/admin/users?search=${tag}&pageSize=2`, {
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    const page = await res.json();
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page.items.map((u: { email: string }) => u.email)).toEqual([
      made[2].email,
      made[1].email,
    ]);
    expect(page.items[0]).toEqual({
      id: made[2].id,
      email: made[2].email,
      role: 'host',
      subscription_status: 'trial',
      subscription_tier: 'basic',
      subscription_end_date: expect.any(String),
      last_sign_in_at: expect.any(String),
      created_at: expect.any(String),
      is_admin: false,
      has_access: true,
      is_suspended: false,
    });
    const second = await (
      await ctx.request(`/api/admin/users?search=${tag}&pageSize=2&page=2`, {
        cookie: admin.cookie,
      })
    ).json();
    expect(second.items.map((u: { email: string }) => u.email)).toEqual([made[0].email]);
  });

  it('searches the e-mail ignoring case, with LIKE wildcards taken literally', async () => {
    const tag = randomBytes(4).toString('hex');
    const literal = await ctx.createHost({ email: `a_b${tag}@example.com` });
    await ctx.createHost({ email: `axb${tag}@example.com` });
    const search = async (text: string) =>
      (
        await ctx.request(`/api/admin/users?search=${encodeURIComponent(text)}`, {
          cookie: admin.cookie,
        })
      ).json();
    const underscore = await search(`A_B${tag.toUpperCase()}`);
    expect(underscore.total).toBe(1);
    expect(underscore.items[0].id).toBe(literal.id);
    // Unescaped, 'a%' would match both addresses.
    expect((await search(`a%${tag}`)).total).toBe(0);
    const none = await ctx.request(`/api/admin/users?search=nobody-${tag}`, {
      cookie: admin.cookie,
    });
    expect(await none.json()).toMatchObject({ items: [], total: 0 });
  });

  it('filters by status and by role', async () => {
    const tag = randomBytes(4).toString('hex');
    const expired = await ctx.createExpiredHost({ email: `exp-${tag}@example.com` });
    await ctx.createHost({ email: `trial-${tag}@example.com` });
    const otherAdmin = await ctx.createAdmin({ email: `adm-${tag}@example.com` });
    const byStatus = await (
      await ctx.request(`/api/admin/users?search=${tag}&status=expired`, { cookie: admin.cookie })
    ).json();
    expect(byStatus.items.map((u: { id: string }) => u.id)).toEqual([expired.id]);
    const byRole = await (
      await ctx.request(`/api/admin/users?search=${tag}&role=admin`, { cookie: admin.cookie })
    ).json();
    expect(byRole.items.map((u: { id: string }) => u.id)).toEqual([otherAdmin.id]);
    expect(byRole.items[0]).toMatchObject({ role: 'admin', is_admin: true });
    const hosts = await (
      await ctx.request(`/api/admin/users?search=${tag}&role=host`, { cookie: admin.cookie })
    ).json();
    expect(hosts.total).toBe(2);
  });

  it('refuses a bad filter with 400', async () => {
    const res = await ctx.request('/api/admin/users?status=gold', { cookie: admin.cookie });
    expect(res.status).toBe(400);
  });
});

describe('POST /api/admin/users', () => {
  it('creates the account, trims the e-mail and mails a link to set the password', async () => {
    const email = uniqueEmail('added');
    const res = await ctx.request('/api/admin/users', {
      body: { email: `  ${email.toUpperCase()} `, role: 'host', subscriptionStatus: 'active' },
      cookie: admin.cookie,
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({
      message: USER_MESSAGES.userAdded,
      isMailSent: true,
      user: { email, role: 'host', subscription_status: 'active', subscription_tier: 'premium' },
    });
    const [row] = await ctx.db.select().from(user).where(eq(user.email, email));
    expect(row).toMatchObject({ role: 'host', subscriptionStatus: 'active' });

    const mail = (await ctx.outbox()).filter((m) => m.to === email);
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toBe('Your Trivia Host account is ready');
    const link = mail[0].text.match(/https?:\/\/\S+/)?.[0];
    expect(link).toContain('/api/auth/reset-password/');

    // The link lands on /reset-password?token=...; setting the password there signs in.
    const landing = await ctx.request(
      new URL(link as string).pathname + new URL(link as string).search,
    );
    expect(landing.status).toBe(302);
    const location = new URL(landing.headers.get('location') as string);
    expect(location.pathname).toBe('/reset-password');
    const token = location.searchParams.get('token');
    expect(token).toBeTruthy();
    const reset = await ctx.request('/api/auth/reset-password', {
      body: { newPassword: 'chosen-password', token },
    });
    expect(reset.status).toBe(200);
    expect((await ctx.signIn(email, 'chosen-password')).status).toBe(200);

    const [audit] = await auditRowsFor(row.id);
    expect(audit).toMatchObject({ action: 'user.create', actorId: admin.id });
  });

  it('a host on trial gets the 7-day trial; an admin gets role admin', async () => {
    const trialEmail = uniqueEmail('trial');
    const trial = await json(
      await ctx.request('/api/admin/users', {
        body: { email: trialEmail, role: 'host', subscriptionStatus: 'trial' },
        cookie: admin.cookie,
      }),
    );
    const end = new Date((trial.user as { subscription_end_date: string }).subscription_end_date);
    expect(Math.round((end.getTime() - Date.now()) / 86_400_000)).toBe(7);
    const adminRes = await ctx.request('/api/admin/users', {
      body: { email: uniqueEmail('newadmin'), role: 'admin', subscriptionStatus: 'active' },
      cookie: admin.cookie,
    });
    expect((await adminRes.json()).user).toMatchObject({ role: 'admin', is_admin: true });
  });

  it('checks the e-mail: "Please enter a valid email address"', async () => {
    for (const email of ['', '   ', 'no-at-sign', 'two@@example.com']) {
      const res = await ctx.request('/api/admin/users', {
        body: { email, role: 'host', subscriptionStatus: 'trial' },
        cookie: admin.cookie,
      });
      expect(await errorOf(res)).toMatchObject({
        status: 400,
        message: USER_MESSAGES.invalidEmail,
      });
    }
  });

  it('refuses an e-mail that is taken with 409', async () => {
    const host = await ctx.createHost();
    const res = await ctx.request('/api/admin/users', {
      body: { email: host.email.toUpperCase(), role: 'host', subscriptionStatus: 'trial' },
      cookie: admin.cookie,
    });
    expect(await errorOf(res)).toMatchObject({ status: 409, message: USER_MESSAGES.emailTaken });
  });
});

describe('PATCH /api/admin/users/:id', () => {
  it('changes e-mail, role and status and writes the audit row', async () => {
    const host = await ctx.createHost();
    const email = uniqueEmail('edited');
    const res = await ctx.request(`/api/admin/users/${host.id}`, {
      method: 'PATCH',
      body: { email: ` ${email} `, role: 'host', subscriptionStatus: 'inactive' },
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      message: USER_MESSAGES.userUpdated,
      user: { email, subscription_status: 'inactive' },
    });
    const [audit] = await auditRowsFor(host.id);
    expect(audit).toMatchObject({ action: 'user.update', actorId: admin.id });
    expect(audit.detail).toMatchObject({
      before: { email: host.email, subscriptionStatus: 'trial' },
      after: { email, subscriptionStatus: 'inactive' },
    });
    // A new address is a new identity: the host signs in again, with it, and has no access.
    expect((await ctx.request('/api/rounds', { body: {}, cookie: host.cookie })).status).toBe(401);
    const again = await ctx.signIn(email, host.password);
    expect(again.status).toBe(200);
    expect((await ctx.request('/api/rounds', { body: {}, cookie: again.cookie! })).status).toBe(
      403,
    );
  });

  it('validates the e-mail and refuses one that is taken', async () => {
    const host = await ctx.createHost();
    const other = await ctx.createHost();
    const bad = await ctx.request(`/api/admin/users/${host.id}`, {
      method: 'PATCH',
      body: { email: 'nope' },
      cookie: admin.cookie,
    });
    expect(await errorOf(bad)).toMatchObject({ status: 400, message: USER_MESSAGES.invalidEmail });
    const taken = await ctx.request(`/api/admin/users/${host.id}`, {
      method: 'PATCH',
      body: { email: other.email },
      cookie: admin.cookie,
    });
    expect(await errorOf(taken)).toMatchObject({ status: 409, message: USER_MESSAGES.emailTaken });
  });

  it('an admin cannot remove their own admin role (409), but can another admin’s', async () => {
    const self = await ctx.request(`/api/admin/users/${admin.id}`, {
      method: 'PATCH',
      body: { role: 'host' },
      cookie: admin.cookie,
    });
    expect(await errorOf(self)).toMatchObject({
      status: 409,
      message: USER_MESSAGES.cannotRemoveOwnAdmin,
    });
    const [row] = await ctx.db.select().from(user).where(eq(user.id, admin.id));
    expect(row.role).toBe('admin');

    const other = await ctx.createAdmin();
    const demote = await ctx.request(`/api/admin/users/${other.id}`, {
      method: 'PATCH',
      body: { role: 'host', subscriptionStatus: 'active' },
      cookie: admin.cookie,
    });
    expect((await demote.json()).user).toMatchObject({ role: 'host', is_admin: false });
    expect((await ctx.request('/api/admin/users', { cookie: other.cookie })).status).toBe(403);
  });

  it('an admin can promote a host, who then passes the admin guard', async () => {
    const host = await ctx.createHost();
    const res = await ctx.request(`/api/admin/users/${host.id}`, {
      method: 'PATCH',
      body: { role: 'admin' },
      cookie: admin.cookie,
    });
    expect((await res.json()).user).toMatchObject({ role: 'admin', is_admin: true });
    expect((await ctx.request('/api/admin/users', { cookie: host.cookie })).status).toBe(200);
  });
});

describe('promoting and demoting', () => {
  async function patch(id: string, body: Record<string, unknown>) {
    const res = await ctx.request(`/api/admin/users/${id}`, {
      method: 'PATCH',
      body,
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    return (await res.json()).user;
  }

  async function listRowOf(target: TestUser) {
    const page = await (
      await ctx.request(`/api/admin/users?search=${encodeURIComponent(target.email)}`, {
        cookie: admin.cookie,
      })
    ).json();
    expect(page.items).toHaveLength(1);
    return page.items[0];
  }

  async function meOf(target: TestUser) {
    const res = await ctx.request('/api/me', { cookie: target.cookie });
    expect(res.status).toBe(200);
    return res.json();
  }

  it('a trial host promoted and demoted gets their trial and its end date back', async () => {
    const end = daysFromNow(5);
    const host = await ctx.createHost({ subscriptionEndDate: end });
    expect((await patch(host.id, { role: 'admin' })).has_access).toBe(true);
    // The edit dialog sends every field: the status as it was shown.
    const demoted = await patch(host.id, { role: 'host', subscriptionStatus: 'trial' });
    expect(demoted).toMatchObject({
      role: 'host',
      is_admin: false,
      subscription_status: 'trial',
      subscription_tier: 'basic',
      subscription_end_date: end.toISOString(),
      has_access: true,
    });
    const row = await listRowOf(host);
    const me = await meOf(host);
    expect(me).toMatchObject({ subscription_status: 'trial', has_access: true });
    expect(row.has_access).toBe(me.has_access);
    expect((await ctx.request('/api/rounds', { body: {}, cookie: host.cookie })).status).toBe(200);
  });

  it('a trial that ended while they were admin comes back as expired, with no access shown', async () => {
    const host = await ctx.createHost();
    await patch(host.id, { role: 'admin' });
    // Their trial ran out while they were an admin.
    await ctx.db
      .update(user)
      .set({ subscriptionEndDate: daysFromNow(-1) })
      .where(eq(user.id, host.id));
    const demoted = await patch(host.id, { role: 'host', subscriptionStatus: 'trial' });
    expect(demoted).toMatchObject({ subscription_status: 'expired', has_access: false });
    const row = await listRowOf(host);
    const me = await meOf(host);
    expect(me).toMatchObject({ subscription_status: 'expired', has_access: false });
    expect(row).toMatchObject({ subscription_status: 'expired', has_access: me.has_access });
    const [audit] = await auditRowsFor(host.id);
    expect(audit.detail).toMatchObject({
      before: { role: 'admin', subscriptionStatus: 'trial' },
      after: { role: 'host', subscriptionStatus: 'expired' },
    });
    // Choosing Trial afterwards gives a trial that runs.
    expect(await patch(host.id, { subscriptionStatus: 'trial' })).toMatchObject({
      subscription_status: 'trial',
      has_access: true,
    });
  });

  it('an admin stored as trial with no end date (promoted before this rule) is demoted to expired', async () => {
    const other = await ctx.createAdmin({ subscriptionStatus: 'trial' });
    const demoted = await patch(other.id, { role: 'host' });
    expect(demoted).toMatchObject({
      subscription_status: 'expired',
      subscription_tier: 'basic',
      has_access: false,
    });
    expect((await listRowOf(other)).has_access).toBe((await meOf(other)).has_access);
  });

  it('a paying host keeps the plan through promotion and demotion', async () => {
    const end = daysFromNow(20);
    const host = await ctx.createHost({
      subscriptionStatus: 'active',
      subscriptionTier: 'Monthly',
      subscriptionEndDate: end,
    });
    await patch(host.id, { role: 'admin' });
    expect(await patch(host.id, { role: 'host' })).toMatchObject({
      subscription_status: 'active',
      subscription_tier: 'Monthly',
      subscription_end_date: end.toISOString(),
      has_access: true,
    });
  });

  it('has_access in the list is the access rule: a trial past its end date has none', async () => {
    const ended = await ctx.createHost({ subscriptionEndDate: daysFromNow(-1) });
    const row = await listRowOf(ended);
    expect(row).toMatchObject({ subscription_status: 'trial', has_access: false });
    expect(row.has_access).toBe((await meOf(ended)).has_access);
    expect((await listRowOf(admin)).has_access).toBe(true);
  });
});

describe('suspending and restoring', () => {
  it('suspend: status expired at once, sign-in still works, then an edit restores access', async () => {
    const host = await ctx.createHost({ subscriptionStatus: 'active', subscriptionEndDate: null });
    expect((await ctx.request('/api/rounds', { body: {}, cookie: host.cookie })).status).toBe(200);

    const res = await ctx.request(`/api/admin/users/${host.id}/suspend`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      message: USER_MESSAGES.userSuspended,
      user: { subscription_status: 'expired', is_suspended: true },
    });
    const [row] = await ctx.db.select().from(user).where(eq(user.id, host.id));
    expect(row.subscriptionStatus).toBe('expired');
    expect(row.suspendedAt).toBeInstanceOf(Date);

    // The very next request with the same session is refused...
    const round = await ctx.request('/api/rounds', { body: {}, cookie: host.cookie });
    expect(await errorOf(round)).toMatchObject({ status: 403, code: 'subscription_required' });
    // ...while sign-in, the profile and the subscription page's data still work.
    const signIn = await ctx.signIn(host.email, host.password);
    expect(signIn.status).toBe(200);
    const me = await (await ctx.request('/api/me', { cookie: signIn.cookie as string })).json();
    expect(me).toMatchObject({ subscription_status: 'expired', has_access: false });
    const billing = await ctx.request('/api/billing/subscription', { cookie: host.cookie });
    expect(billing.status).toBe(200);

    const [audit] = await auditRowsFor(host.id);
    expect(audit).toMatchObject({ action: 'user.suspend', actorId: admin.id });

    // Editing the status back to active restores the host.
    const restore = await ctx.request(`/api/admin/users/${host.id}`, {
      method: 'PATCH',
      body: { subscriptionStatus: 'active' },
      cookie: admin.cookie,
    });
    expect((await restore.json()).user).toMatchObject({
      subscription_status: 'active',
      is_suspended: false,
    });
    const [restored] = await ctx.db.select().from(user).where(eq(user.id, host.id));
    expect(restored.suspendedAt).toBeNull();
    expect((await ctx.request('/api/rounds', { body: {}, cookie: host.cookie })).status).toBe(200);
  });

  it('restoring to trial gives a trial that runs, even when the old one ended', async () => {
    const host = await ctx.createExpiredHost();
    await ctx.request(`/api/admin/users/${host.id}/suspend`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    const res = await ctx.request(`/api/admin/users/${host.id}`, {
      method: 'PATCH',
      body: { subscriptionStatus: 'trial' },
      cookie: admin.cookie,
    });
    const body = await res.json();
    expect(body.user).toMatchObject({ subscription_status: 'trial', is_suspended: false });
    expect(new Date(body.user.subscription_end_date).getTime()).toBeGreaterThan(Date.now());
    expect((await ctx.request('/api/rounds', { body: {}, cookie: host.cookie })).status).toBe(200);
  });

  it('an admin cannot be suspended (403), by role or by ADMIN_EMAILS', async () => {
    const other = await ctx.createAdmin();
    for (const target of [other, admin]) {
      const res = await ctx.request(`/api/admin/users/${target.id}/suspend`, {
        method: 'POST',
        cookie: admin.cookie,
      });
      expect(await errorOf(res)).toMatchObject({
        status: 403,
        message: USER_MESSAGES.cannotSuspendAdmin,
      });
    }
    const [row] = await ctx.db.select().from(user).where(eq(user.id, other.id));
    expect(row).toMatchObject({ subscriptionStatus: 'active', suspendedAt: null });
  });
});

describe('passwords and sessions', () => {
  it('reset password: sets it, ends the user’s sessions, and the new one signs in', async () => {
    const host = await ctx.createHost();
    const res = await ctx.request(`/api/admin/users/${host.id}/reset-password`, {
      body: { newPassword: 'fresh-pass-1' },
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: 'Password updated successfully' });
    expect((await ctx.request('/api/me', { cookie: host.cookie })).status).toBe(401);
    expect((await ctx.signIn(host.email, host.password)).status).toBe(401);
    expect((await ctx.signIn(host.email, 'fresh-pass-1')).status).toBe(200);
    const [audit] = await auditRowsFor(host.id);
    expect(audit).toMatchObject({ action: 'user.password_reset', actorId: admin.id });
    // The admin's own session is untouched.
    expect((await ctx.request('/api/me', { cookie: admin.cookie })).status).toBe(200);
  });

  it('reset password: "Password must be at least 6 characters"', async () => {
    const host = await ctx.createHost();
    for (const newPassword of ['', '12345', undefined]) {
      const res = await ctx.request(`/api/admin/users/${host.id}/reset-password`, {
        body: { newPassword },
        cookie: admin.cookie,
      });
      expect(await errorOf(res)).toMatchObject({
        status: 400,
        message: USER_MESSAGES.passwordTooShort,
      });
    }
    expect((await ctx.signIn(host.email, host.password)).status).toBe(200);
  });

  it('revoke sessions signs the user out everywhere', async () => {
    const host = await ctx.createHost();
    const second = await ctx.signIn(host.email, host.password);
    const res = await ctx.request(`/api/admin/users/${host.id}/revoke-sessions`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    for (const cookie of [host.cookie, second.cookie as string]) {
      expect((await ctx.request('/api/me', { cookie })).status).toBe(401);
    }
    const left = await ctx.db.select().from(session).where(eq(session.userId, host.id));
    expect(left).toHaveLength(0);
    const [audit] = await auditRowsFor(host.id);
    expect(audit).toMatchObject({ action: 'user.sessions_revoke', actorId: admin.id });
  });
});

describe('GET /api/admin/audit', () => {
  it('lists the rows newest first with the e-mails of actor and target', async () => {
    const host = await ctx.createHost();
    await ctx.request(`/api/admin/users/${host.id}`, {
      method: 'PATCH',
      body: { subscriptionStatus: 'active' },
      cookie: admin.cookie,
    });
    await ctx.request(`/api/admin/users/${host.id}/suspend`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    const page = await (await ctx.request('/api/admin/audit', { cookie: admin.cookie })).json();
    expect(page.page).toBe(1);
    expect(page.total).toBeGreaterThanOrEqual(2);
    const mine = page.items.filter((r: { target_id: string }) => r.target_id === host.id);
    expect(mine.map((r: { action: string }) => r.action)).toEqual(['user.suspend', 'user.update']);
    expect(mine[0]).toMatchObject({
      actor_id: admin.id,
      actor_email: admin.email,
      target_email: host.email,
      created_at: expect.any(String),
    });
    const times = page.items.map((r: { created_at: string }) => Date.parse(r.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe('GET /api/admin/subscriptions', () => {
  it('lists paying and trialling hosts with the billing details, not admins or expired hosts', async () => {
    const payer = await ctx.createHost({
      subscriptionStatus: 'active',
      subscriptionTier: 'Monthly',
      subscriptionEndDate: daysFromNow(20),
    });
    const periodEnd = daysFromNow(20);
    await ctx.db.insert(billingSubscriptions).values({
      userId: payer.id,
      provider: 'local',
      subscriptionId: `sub_${randomBytes(4).toString('hex')}`,
      status: 'active',
      plan: 'monthly',
      amount: 1499,
      currency: 'usd',
      interval: 'month',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: periodEnd,
    });
    const trial = await ctx.createHost();
    const expired = await ctx.createExpiredHost();

    const all: { userId: string }[] = [];
    for (let p = 1; p < 50; p++) {
      const res = await ctx.request(`/api/admin/subscriptions?page=${p}&pageSize=100`, {
        cookie: admin.cookie,
      });
      expect(res.status).toBe(200);
      const page = await res.json();
      all.push(...page.items);
      if (all.length >= page.total) break;
    }
    const ids = all.map((r) => r.userId);
    expect(ids).toContain(trial.id);
    expect(ids).not.toContain(expired.id);
    expect(ids).not.toContain(admin.id);
    const row = all.find((r) => r.userId === payer.id);
    expect(row).toMatchObject({
      email: payer.email,
      subscriptionStatus: 'active',
      details: {
        hasSubscription: true,
        status: 'active',
        planName: 'Monthly',
        amount: 1499,
        currency: 'usd',
        willCancel: true,
        expirationDate: periodEnd.toISOString(),
        renewalDate: null,
      },
    });
    expect(all.find((r) => r.userId === trial.id)).toMatchObject({
      subscriptionStatus: 'trial',
      details: { hasSubscription: false },
    });
  });
});

describe('admins by ADMIN_EMAILS', () => {
  it('are admins in the list, cannot be suspended, and keep their admin role stored', async () => {
    const listed = uniqueEmail('listed-admin');
    const other = await createTestContext({ ADMIN_EMAILS: listed });
    try {
      const emailAdmin = await other.createUser({ email: listed });
      // The list was changed after sign-up: the stored role is host.
      await other.db.update(user).set({ role: 'host' }).where(eq(user.id, emailAdmin.id));
      const roleAdmin = await other.createAdmin();
      const res = await other.request(`/api/admin/users/${emailAdmin.id}/suspend`, {
        method: 'POST',
        cookie: roleAdmin.cookie,
      });
      expect(res.status).toBe(403);
      // Their next request stores role admin again (Better Auth's admin plugin reads it).
      expect((await other.request('/api/me', { cookie: emailAdmin.cookie })).status).toBe(200);
      const [row] = await other.db
        .select()
        .from(user)
        .where(and(eq(user.id, emailAdmin.id), eq(user.role, 'admin')));
      expect(row).toBeDefined();
    } finally {
      await other.close();
    }
  });
});
