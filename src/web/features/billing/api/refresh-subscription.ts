import { subscriptionDetailsSchema } from '../../../../core/billing';
import { apiSend, useApiMutation } from '../../../lib/api-query';
import { updateBillingCaches } from './billing-cache';

/** POST /api/billing/refresh: read the subscription again from the provider. */
export function useRefreshSubscription() {
  return useApiMutation({
    mutationFn: () => apiSend('POST', '/api/billing/refresh', subscriptionDetailsSchema),
    retry: 1,
    refresh: updateBillingCaches,
  });
}
