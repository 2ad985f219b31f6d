import { queryOptions, useQuery } from '@tanstack/react-query';
import { webhookInfoSchema } from '../../../../core/billing';
import { apiQueryOptions } from '../../../lib/api-query';

/** GET /api/admin/billing/webhook-info: the endpoint Stripe must call, and the events. */
export function useWebhookInfo(options: { enabled?: boolean } = {}) {
  const key = ['admin', 'billing', 'webhook-info'];
  return useQuery(
    queryOptions({
      ...apiQueryOptions(key, '/api/admin/billing/webhook-info', webhookInfoSchema),
      enabled: options.enabled ?? true,
    }),
  );
}
