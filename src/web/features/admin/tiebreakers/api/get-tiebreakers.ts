import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { tiebreakerPageSchema } from '../../../../../core/tiebreakers';
import { toSearchParams } from '../../../../lib/api';
import { apiQueryOptions } from '../../../../lib/api-query';
import { retryHarmlessOnce } from '../../../../lib/query-client';
import { adminKeys } from '../../admin-queries';

export const TIEBREAKERS_PAGE_SIZE = 50;

/** GET /api/admin/tiebreakers: the one pool, newest first, searched and paged on the server. */
export function useTiebreakers(search: string, page: number) {
  const params = toSearchParams({ page, pageSize: TIEBREAKERS_PAGE_SIZE, search });
  return useQuery(
    queryOptions({
      ...apiQueryOptions(
        [...adminKeys.tiebreakers, 'list', search, page],
        `/api/admin/tiebreakers?${params}`,
        tiebreakerPageSchema,
      ),
      placeholderData: keepPreviousData,
      // Spec 9: tie-breaker lists retry once, after 1000 ms.
      retry: retryHarmlessOnce,
      retryDelay: 1000,
    }),
  );
}
