import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { BILLING_PROVIDERS } from '../../../../core/billing';
import { apiFetch } from '../../../lib/api';

/** The billing part of GET /api/site (public settings, no secrets). */
const billingSettingsSchema = z.object({
  billingMode: z.enum(BILLING_PROVIDERS),
  stripePublishableKey: z.string().nullable().optional(),
  stripePricingTableId: z.string().nullable().optional(),
});
export type BillingSettings = z.infer<typeof billingSettingsSchema>;

export async function getBillingSettings(signal?: AbortSignal): Promise<BillingSettings> {
  return apiFetch('/api/site', { schema: billingSettingsSchema, signal });
}

export function getBillingSettingsQueryOptions() {
  return queryOptions({
    // Not the marketing feature's ['site'] key: this reads only the billing fields.
    queryKey: ['site', 'billing'],
    queryFn: ({ signal }) => getBillingSettings(signal),
    // Server configuration: it only changes on a restart.
    staleTime: 30 * 60 * 1000,
  });
}

export function useBillingSettings() {
  return useQuery(getBillingSettingsQueryOptions());
}
