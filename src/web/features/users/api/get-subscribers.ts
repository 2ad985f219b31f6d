import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type SubscriberPage, subscriberPageSchema } from '../../../../core/users';
import { apiFetch } from '../../../lib/api';
import { shouldRetryUsers, toSearchParams } from './get-users';
import { userKeys } from './keys';

export const SUBSCRIBERS_PAGE_SIZE = 25;

/** GET /api/admin/subscriptions: the paying and trialling hosts with their billing details. */
export async function getSubscribers(page: number, signal?: AbortSignal): Promise<SubscriberPage> {
  return apiFetch(
    `/api/admin/subscriptions?${toSearchParams({ page, pageSize: SUBSCRIBERS_PAGE_SIZE })}`,
    { schema: subscriberPageSchema, signal },
  );
}

export function getSubscribersQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...userKeys.subscribers, page],
    queryFn: ({ signal }) => getSubscribers(page, signal),
    staleTime: 30 * 1000,
    retry: shouldRetryUsers,
    placeholderData: keepPreviousData,
  });
}

export function useSubscribers(page: number) {
  return useQuery(getSubscribersQueryOptions(page));
}
