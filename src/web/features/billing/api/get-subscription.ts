import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionDetailsSchema } from '../../../../core/billing';
import { apiQueryOptions } from '../../../lib/api-query';

export const subscriptionQueryKey = ['billing', 'subscription'] as const;

/** GET /api/billing/subscription: the host's subscription details (spec shape). */
export function useSubscription(options: { enabled?: boolean } = {}) {
  return useQuery(
    queryOptions({
      ...apiQueryOptions(
        subscriptionQueryKey,
        '/api/billing/subscription',
        subscriptionDetailsSchema,
      ),
      // Changes arrive from the provider (webhooks, renewals): read it whenever it is shown.
      staleTime: 0,
      refetchOnMount: true,
      enabled: options.enabled ?? true,
    }),
  );
}
