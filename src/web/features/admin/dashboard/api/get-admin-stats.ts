import { useQuery } from '@tanstack/react-query';
import { adminStatsSchema } from '../../../../../core/admin';
import { apiQueryOptions } from '../../../../lib/api-query';
import { adminKeys } from '../../admin-queries';

/** GET /api/admin/stats: the dashboard's counts and user statistics. */
export function useAdminStats() {
  return useQuery(apiQueryOptions(adminKeys.stats, '/api/admin/stats', adminStatsSchema));
}
