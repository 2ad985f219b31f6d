import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriberPageSchema } from '../../../../core/users';
import { toSearchParams } from '../../../lib/api';
import { apiQueryOptions } from '../../../lib/api-query';
import { userListOptions } from './get-users';
import { userKeys } from './keys';

export const SUBSCRIBERS_PAGE_SIZE = 25;

/** GET /api/admin/subscriptions: the paying and trialling hosts with their billing details. */
export function useSubscribers(page: number) {
  const path = `/api/admin/subscriptions?${toSearchParams({ page, pageSize: SUBSCRIBERS_PAGE_SIZE })}`;
  return useQuery(
    queryOptions({
      ...apiQueryOptions([...userKeys.subscribers, page], path, subscriberPageSchema),
      ...userListOptions,
    }),
  );
}
