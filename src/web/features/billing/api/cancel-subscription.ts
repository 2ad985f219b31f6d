import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelResultSchema } from '../../../../core/billing';
import { apiFetch } from '../../../lib/api';
import { updateBillingCaches } from './billing-cache';

/** POST /api/billing/cancel: cancel at the end of the billing period. */
export async function cancelSubscription() {
  return apiFetch('/api/billing/cancel', { method: 'POST', schema: cancelResultSchema });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    // Cancelling at period end twice changes nothing.
    retry: 1,
    onSuccess: (result) => updateBillingCaches(queryClient, result.subscription),
  });
}
