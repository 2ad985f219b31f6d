import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { pendingFlagSchema } from '../../../../../core/admin';
import { apiQueryOptions } from '../../../../lib/api-query';
import { adminKeys } from '../../admin-queries';

export type { PendingFlag } from '../../../../../core/admin';

/** GET /api/admin/flags: pending flags, newest first, each with its question (or null). */
export function useFlags() {
  return useQuery(apiQueryOptions(adminKeys.flags, '/api/admin/flags', z.array(pendingFlagSchema)));
}
