import { and, eq, inArray, isNotNull, isNull, lt, not, notInArray, or } from 'drizzle-orm';
import { hasAccess } from '../../../core/access';
import type { SyncResult } from '../../../core/billing';
import { FINAL_STATUSES } from '../../adapters/billing';
import { accessListsOf } from '../../auth/guards';
import { isAdminSql } from '../../db/admin-rule';
import { billingCustomers, billingSubscriptions, user } from '../../db/schema';
import type { Deps } from '../../http/types';
import { providerOf, refreshSubscription } from './service';

// The daily sync (also POST /api/admin/sync): every subscription read again from the
// provider, then every profile whose end date has passed marked expired, so the stored
// status agrees with what the access rule already decides at request time.

const finalStatuses = [...FINAL_STATUSES];

/** The hosts whose subscription may still change: a live one, or a customer without one yet. */
async function findHostsToSync(deps: Pick<Deps, 'database' | 'config'>): Promise<string[]> {
  const { db } = deps.database;
  if (providerOf(deps).kind === 'stripe') {
    const rows = await db
      .select({ userId: billingCustomers.userId })
      .from(billingCustomers)
      .leftJoin(billingSubscriptions, eq(billingSubscriptions.userId, billingCustomers.userId))
      .where(
        and(
          eq(billingCustomers.provider, 'stripe'),
          or(
            isNull(billingSubscriptions.userId),
            notInArray(billingSubscriptions.status, finalStatuses),
          ),
        ),
      );
    return rows.map((r) => r.userId);
  }
  const rows = await db
    .select({ userId: billingSubscriptions.userId })
    .from(billingSubscriptions)
    .where(
      and(
        eq(billingSubscriptions.provider, 'local'),
        notInArray(billingSubscriptions.status, finalStatuses),
      ),
    );
  return rows.map((r) => r.userId);
}

/** Marks expired every trial or plan the access rule no longer lets in (grace included). */
export async function expireEndedAccess(
  deps: Pick<Deps, 'database' | 'config'>,
  now = new Date(),
): Promise<number> {
  const { db } = deps.database;
  const lists = accessListsOf(deps.config);
  const goodStatuses = ['trial', 'active'];
  const candidates = await db
    .select()
    .from(user)
    .where(
      and(
        inArray(user.subscriptionStatus, goodStatuses),
        isNotNull(user.subscriptionEndDate),
        lt(user.subscriptionEndDate, now),
        not(isAdminSql(lists)),
      ),
    );
  const ids = candidates.filter((row) => !hasAccess(row, lists, now)).map((row) => row.id);
  if (ids.length === 0) return 0;
  const expired = await db
    .update(user)
    .set({ subscriptionStatus: 'expired', updatedAt: now })
    .where(and(inArray(user.id, ids), inArray(user.subscriptionStatus, goodStatuses)))
    .returning({ id: user.id });
  return expired.length;
}

export async function syncAllSubscriptions(
  deps: Pick<Deps, 'database' | 'config'>,
  now = new Date(),
): Promise<SyncResult> {
  let syncedCount = 0;
  let failedCount = 0;
  for (const userId of await findHostsToSync(deps)) {
    try {
      await refreshSubscription(deps, userId, now);
      syncedCount += 1;
    } catch (error) {
      failedCount += 1;
      console.error(`[billing] sync of ${userId} failed:`, String(error).slice(0, 512));
    }
  }
  syncedCount += await expireEndedAccess(deps, now);
  return { syncedCount, failedCount };
}
