import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AuditPage, auditPageSchema } from '../../../../core/users';
import { apiFetch } from '../../../lib/api';
import { shouldRetryUsers, toSearchParams } from './get-users';
import { userKeys } from './keys';

export const AUDIT_PAGE_SIZE = 20;

/** GET /api/admin/audit: who did what to whom, newest first. */
export async function getAuditLog(page: number, signal?: AbortSignal): Promise<AuditPage> {
  return apiFetch(`/api/admin/audit?${toSearchParams({ page, pageSize: AUDIT_PAGE_SIZE })}`, {
    schema: auditPageSchema,
    signal,
  });
}

export function getAuditLogQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...userKeys.audit, page],
    queryFn: ({ signal }) => getAuditLog(page, signal),
    staleTime: 30 * 1000,
    retry: shouldRetryUsers,
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(page: number, isEnabled = true) {
  return useQuery({ ...getAuditLogQueryOptions(page), enabled: isEnabled });
}
