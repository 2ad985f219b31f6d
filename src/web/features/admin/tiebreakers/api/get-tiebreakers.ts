import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminTiebreakerSchema } from '../../../../../core/admin';
import { apiFetch, isClientError } from '../../../../lib/api';
import { adminKeys } from '../../admin-queries';

const tiebreakerListSchema = z.object({
  items: z.array(adminTiebreakerSchema),
  total: z.number(),
});
export type TiebreakerList = z.infer<typeof tiebreakerListSchema>;

/** GET /api/admin/tiebreakers: the one pool, newest first, searched over questions and answers. */
export async function getTiebreakers(
  search: string,
  signal?: AbortSignal,
): Promise<TiebreakerList> {
  const query = search ? `?${new URLSearchParams({ search })}` : '';
  return apiFetch(`/api/admin/tiebreakers${query}`, { schema: tiebreakerListSchema, signal });
}

export function getTiebreakersQueryOptions(search: string) {
  return queryOptions({
    queryKey: [...adminKeys.tiebreakers, 'list', search],
    queryFn: ({ signal }) => getTiebreakers(search, signal),
    placeholderData: keepPreviousData,
    // Spec 9: tie-breaker lists retry once, after 1000 ms.
    retry: (failureCount, error) => failureCount < 1 && !isClientError(error),
    retryDelay: 1000,
  });
}

export function useTiebreakers(search: string) {
  return useQuery(getTiebreakersQueryOptions(search));
}
