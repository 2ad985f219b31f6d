import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SubscriptionDetails, subscriptionDetailsSchema } from '../../../../core/billing';
import { apiFetch } from '../../../lib/api';
import { updateBillingCaches } from './billing-cache';

/** POST /api/billing/refresh: read the subscription again from the provider. */
export async function refreshSubscription(): Promise<SubscriptionDetails> {
  return apiFetch('/api/billing/refresh', { method: 'POST', schema: subscriptionDetailsSchema });
}

export function useRefreshSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshSubscription,
    retry: 1,
    onSuccess: (details) => updateBillingCaches(queryClient, details),
  });
}
