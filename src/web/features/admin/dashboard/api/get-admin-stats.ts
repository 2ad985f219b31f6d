import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminStats, adminStatsSchema } from '../../../../../core/admin';
import { apiFetch } from '../../../../lib/api';
import { adminKeys } from '../../admin-queries';

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
