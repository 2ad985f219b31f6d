import { count, eq, sql } from 'drizzle-orm';
import type { AdminLists } from '../../../core/access';
import { type AdminStats, conversionRate, estimateRevenue } from '../../../core/admin';
import { isAdminSql } from '../../db/admin-rule';
import type { Database } from '../../db/client';
import { categories, flaggedQuestions, tiebreakerPool, triviaQuestions } from '../../db/schema';
import { selectRows } from '../../db/sql';

/** The admin dashboard's counts and user statistics (spec admin 2 and 9); admins by the admin rule. */
export async function getAdminStats(database: Database, lists: AdminLists): Promise<AdminStats> {
  const { db } = database;
  const [[questions], [cats], [tiebreakers], [flags], [users]] = await Promise.all([
    db.select({ n: count() }).from(triviaQuestions),
    db.select({ n: count() }).from(categories),
    db.select({ n: count() }).from(tiebreakerPool),
    db.select({ n: count() }).from(flaggedQuestions).where(eq(flaggedQuestions.status, 'pending')),
    selectRows<{
      total: number;
      active: number;
      trial: number;
      expired: number;
      admins: number;
      monthly: number;
      annual: number;
    }>(
      db,
      sql`select count(*)::int as total,
            count(*) filter (where subscription_status = 'active')::int as active,
            count(*) filter (where subscription_status = 'trial')::int as trial,
            count(*) filter (where subscription_status = 'expired')::int as expired,
            count(*) filter (where ${isAdminSql(lists)})::int as admins,
            count(*) filter (where subscription_status = 'active' and subscription_tier ilike '%monthly%')::int as monthly,
            count(*) filter (where subscription_status = 'active' and subscription_tier ilike '%annual%')::int as annual
          from "user"`,
    ),
  ]);
  const u = users;
  return {
    questions: questions.n,
    categories: cats.n,
    tiebreakers: tiebreakers.n,
    pendingFlags: flags.n,
    users: {
      total: u.total,
      active: u.active,
      trial: u.trial,
      expired: u.expired,
      admins: u.admins,
    },
    subscribers: { monthly: u.monthly, annual: u.annual },
    revenueEstimate: estimateRevenue(u.monthly, u.annual),
    conversionRate: conversionRate(u.active, u.total),
  };
}
