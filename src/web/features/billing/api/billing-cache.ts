import type { QueryClient } from '@tanstack/react-query';
import type { SubscriptionDetails } from '../../../../core/billing';
import { refreshMe } from '../../../lib/auth/get-me';
import { subscriptionQueryKey } from './get-subscription';

/** After a billing change: keep the details the server answered and reload the profile. */
export async function updateBillingCaches(
  queryClient: QueryClient,
  details?: SubscriptionDetails,
): Promise<void> {
  if (details) queryClient.setQueryData(subscriptionQueryKey, details);
  else await queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
  await refreshMe(queryClient);
}
