import { queryOptions, useQuery } from '@tanstack/react-query';
import { auditPageSchema } from '../../../../core/users';
import { toSearchParams } from '../../../lib/api';
import { apiQueryOptions } from '../../../lib/api-query';
import { userListOptions } from './get-users';
import { userKeys } from './keys';

export const AUDIT_PAGE_SIZE = 20;

/** GET /api/admin/audit: who did what to whom, newest first. */
export function useAuditLog(page: number, isEnabled = true) {
  const path = `/api/admin/audit?${toSearchParams({ page, pageSize: AUDIT_PAGE_SIZE })}`;
  return useQuery(
    queryOptions({
      ...apiQueryOptions([...userKeys.audit, page], path, auditPageSchema),
      ...userListOptions,
      enabled: isEnabled,
    }),
  );
}
