import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateRevenue } from '../../../core/admin';
import { user } from '../../db/schema';
import { seedCategory, seedQuestions } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('admin stats', () => {
  it('counts content, pending flags, users, revenue and conversion', async () => {
    const admin = await ctx.createAdmin();
    const monthly = await ctx.createHost({ subscriptionStatus: 'active' });
    await ctx.db.update(user).set({ subscriptionTier: 'Monthly' }).where(eq(user.id, monthly.id));
    const annual = await ctx.createHost({ subscriptionStatus: 'active' });
    await ctx.db.update(user).set({ subscriptionTier: 'Annual' }).where(eq(user.id, annual.id));
    const host = await ctx.createHost();
    await ctx.createExpiredHost();
    const cat = await seedCategory(ctx, 'Stats');
    const [q] = await seedQuestions(ctx, 5, { categoryId: cat.id });
    await ctx.request(`/api/questions/${q.id}/flags`, {
      method: 'POST',
      body: { reason: 'other' },
      cookie: host.cookie,
    });

    const stats = await (await ctx.request('/api/admin/stats', { cookie: admin.cookie })).json();
    expect(stats).toMatchObject({ questions: 5, categories: 1, tiebreakers: 0, pendingFlags: 1 });
    expect(stats.users).toMatchObject({ total: 5, active: 3, trial: 1, expired: 1, admins: 1 });
    expect(stats.subscribers).toEqual({ monthly: 1, annual: 1 });
    expect(stats.revenueEstimate).toBe(27.49);
    expect(stats.conversionRate).toBe(60);
    expect((await ctx.request('/api/admin/stats', { cookie: host.cookie })).status).toBe(403);
  });

  it('rounds the revenue estimate to 2 decimals', () => {
    expect(estimateRevenue(3, 0)).toBe(44.97);
    expect(estimateRevenue(1, 3)).toBe(52.49);
  });
});

describe('the admin count', () => {
  it('counts admins by the admin rule: a verified listed address, not a stale stored role', async () => {
    const ruled = await createTestContext({ ADMIN_EMAIL_DOMAINS: 'staff.example.org' });
    try {
      const admin = await ruled.createAdmin();
      const admins = async () =>
        (await (await ruled.request('/api/admin/stats', { cookie: admin.cookie })).json()).users
          .admins;
      const before = await admins();
      await ruled.createHost({ email: 'verified@staff.example.org' });
      await ruled.createHost({ email: 'unverified@staff.example.org', emailVerified: false });
      // The rule's copies of role admin, left from when these addresses were on the list.
      for (const former of [await ruled.createHost(), await ruled.createHost()]) {
        await ruled.db
          .update(user)
          .set({ role: 'admin', adminByEmailRule: true })
          .where(eq(user.id, former.id));
      }
      expect(await admins()).toBe(before + 1);
    } finally {
      await ruled.close();
    }
  });
});
