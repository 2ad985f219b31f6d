import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SubscriptionDetails, subscriptionDetailsSchema } from '../../../../core/billing';
import { apiFetch } from '../../../lib/api';
import { updateBillingCaches } from './billing-cache';

/** POST /api/billing/checkout/complete: back from checkout, record what it made. */
export async function completeCheckout(sessionId: string): Promise<SubscriptionDetails> {
  return apiFetch('/api/billing/checkout/complete', {
    method: 'POST',
    body: { sessionId },
    schema: subscriptionDetailsSchema,
  });
}

export function useCompleteCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeCheckout,
    // Completing the same checkout twice changes nothing.
    retry: 1,
    onSuccess: (details) => updateBillingCaches(queryClient, details),
  });
}
