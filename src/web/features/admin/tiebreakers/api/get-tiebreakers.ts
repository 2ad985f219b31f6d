import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminTiebreakerSchema } from '../../../../../core/admin';
import { apiFetch, isClientError } from '../../../../lib/api';
import { adminKeys } from '../../admin-queries';

const tiebreakerListSchema = z.object({
  items: z.array(adminTiebreakerSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type TiebreakerList = z.infer<typeof tiebreakerListSchema>;

/** GET /api/admin/tiebreakers: the one pool, newest first, searched and paged on the server. */
export const TIEBREAKERS_PAGE_SIZE = 50;

export async function getTiebreakers(
  search: string,
  page: number,
  signal?: AbortSignal,
): Promise<TiebreakerList> {
  const params = new URLSearchParams({
    page: String(page),
    pageSize: String(TIEBREAKERS_PAGE_SIZE),
  });
  if (search) params.set('search', search);
  return apiFetch(`/api/admin/tiebreakers?${params}`, { schema: tiebreakerListSchema, signal });
}

export function getTiebreakersQueryOptions(search: string, page: number) {
  return queryOptions({
    queryKey: [...adminKeys.tiebreakers, 'list', search, page],
    queryFn: ({ signal }) => getTiebreakers(search, page, signal),
    placeholderData: keepPreviousData,
    // Spec 9: tie-breaker lists retry once, after 1000 ms.
    retry: (failureCount, error) => failureCount < 1 && !isClientError(error),
    retryDelay: 1000,
  });
}

export function useTiebreakers(search: string, page: number) {
  return useQuery(getTiebreakersQueryOptions(search, page));
}
