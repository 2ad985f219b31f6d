import { queryOptions, useQuery } from '@tanstack/react-query';
import { type SubscriptionDetails, subscriptionDetailsSchema } from '../../../../core/billing';
import { apiFetch } from '../../../lib/api';

export const subscriptionQueryKey = ['billing', 'subscription'] as const;

/** GET /api/billing/subscription: the host's subscription details (spec shape). */
export async function getSubscription(signal?: AbortSignal): Promise<SubscriptionDetails> {
  return apiFetch('/api/billing/subscription', { schema: subscriptionDetailsSchema, signal });
}

export function getSubscriptionQueryOptions() {
  return queryOptions({
    queryKey: subscriptionQueryKey,
    queryFn: ({ signal }) => getSubscription(signal),
    // Changes arrive from the provider (webhooks, renewals): read it whenever it is shown.
    staleTime: 0,
    refetchOnMount: true,
  });
}

export function useSubscription(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getSubscriptionQueryOptions(), enabled: options.enabled ?? true });
}
