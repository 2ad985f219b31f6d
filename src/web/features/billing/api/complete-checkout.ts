import { subscriptionDetailsSchema } from '../../../../core/billing';
import { apiSend, useApiMutation } from '../../../lib/api-query';
import { updateBillingCaches } from './billing-cache';

/** POST /api/billing/checkout/complete: back from checkout, record what it made. */
export function useCompleteCheckout() {
  return useApiMutation({
    mutationFn: (sessionId: string) =>
      apiSend('POST', '/api/billing/checkout/complete', subscriptionDetailsSchema, { sessionId }),
    // Completing the same checkout twice changes nothing.
    retry: 1,
    refresh: updateBillingCaches,
  });
}
