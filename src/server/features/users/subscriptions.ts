import { and, count, desc, eq, inArray, isNotNull, not, notInArray, or, sql } from 'drizzle-orm';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../../../core/access';
import type { SubscriberPage } from '../../../core/users';
import { FINAL_STATUSES } from '../../adapters/billing';
import { accessListsOf } from '../../auth/guards';
import { isAdminSql } from '../../db/admin-rule';
import { billingSubscriptions, user } from '../../db/schema';
import type { Deps } from '../../http/types';
import { getSubscriptionDetails } from '../billing/service';

/**
 * GET /api/admin/subscriptions (View Subscriptions): the hosts who pay or trial, that is a
 * profile on active or trial, or a provider subscription that has not ended. Admins and
 * demo hosts need no subscription and are left out. Each row carries the billing
 * module's subscription details (the spec's get-subscription-details shape).
 */
export async function listSubscribers(
  deps: Pick<Deps, 'database' | 'config'>,
  query: { page: number; pageSize: number },
): Promise<SubscriberPage> {
  const { db } = deps.database;
  const lists = accessListsOf(deps.config);
  const demoHosts = lists.demoHostEmails.map((e) => e.trim().toLowerCase()).filter(Boolean);
  const where = and(
    not(isAdminSql(lists)),
    demoHosts.length ? notInArray(sql`lower(${user.email})`, demoHosts) : undefined,
    or(
      inArray(user.subscriptionStatus, ['active', 'trial']),
      and(
        isNotNull(billingSubscriptions.status),
        notInArray(billingSubscriptions.status, [...FINAL_STATUSES]),
      ),
    ),
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: user.id,
        email: user.email,
        subscriptionStatus: user.subscriptionStatus,
        subscriptionTier: user.subscriptionTier,
        subscriptionEndDate: user.subscriptionEndDate,
      })
      .from(user)
      .leftJoin(billingSubscriptions, eq(billingSubscriptions.userId, user.id))
      .where(where)
      .orderBy(desc(user.createdAt), desc(user.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(user)
      .leftJoin(billingSubscriptions, eq(billingSubscriptions.userId, user.id))
      .where(where),
  ]);
  const details = await Promise.all(rows.map((row) => getSubscriptionDetails(deps, row.id)));
  return {
    items: rows.map((row, i) => ({
      userId: row.id,
      email: row.email,
      subscriptionStatus:
        SUBSCRIPTION_STATUSES.find((s) => s === row.subscriptionStatus) ??
        ('inactive' satisfies SubscriptionStatus),
      subscriptionTier: row.subscriptionTier,
      subscriptionEndDate: row.subscriptionEndDate?.toISOString() ?? null,
      details: details[i],
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
