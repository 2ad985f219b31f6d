import { cancelResultSchema } from '../../../../core/billing';
import { apiSend, useApiMutation } from '../../../lib/api-query';
import { updateBillingCaches } from './billing-cache';

/** POST /api/billing/cancel: cancel at the end of the billing period. */
export function useCancelSubscription() {
  return useApiMutation({
    mutationFn: () => apiSend('POST', '/api/billing/cancel', cancelResultSchema),
    // Cancelling at period end twice changes nothing.
    retry: 1,
    refresh: (client, result) => updateBillingCaches(client, result.subscription),
  });
}
