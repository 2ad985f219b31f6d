import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { AdminStats } from '../../../../../core/admin';
import { apiFetch } from '../../../../lib/api';
import { adminKeys } from '../../admin-queries';

const count = z.number().int().nonnegative();
const adminStatsSchema: z.ZodType<AdminStats> = z.object({
  questions: count,
  categories: count,
  tiebreakers: count,
  pendingFlags: count,
  users: z.object({ total: count, active: count, trial: count, expired: count, admins: count }),
  subscribers: z.object({ monthly: count, annual: count }),
  revenueEstimate: z.number(),
  conversionRate: z.number(),
});

/** GET /api/admin/stats: the dashboard's counts and user statistics. */
export async function getAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  return apiFetch('/api/admin/stats', { schema: adminStatsSchema, signal });
}

export function getAdminStatsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.stats,
    queryFn: ({ signal }) => getAdminStats(signal),
  });
}

export function useAdminStats() {
  return useQuery(getAdminStatsQueryOptions());
}
