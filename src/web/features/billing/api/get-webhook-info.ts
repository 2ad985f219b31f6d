import { queryOptions, useQuery } from '@tanstack/react-query';
import { type WebhookInfo, webhookInfoSchema } from '../../../../core/billing';
import { apiFetch } from '../../../lib/api';

/** GET /api/admin/billing/webhook-info: the endpoint Stripe must call, and the events. */
export async function getWebhookInfo(signal?: AbortSignal): Promise<WebhookInfo> {
  return apiFetch('/api/admin/billing/webhook-info', { schema: webhookInfoSchema, signal });
}

export function getWebhookInfoQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'billing', 'webhook-info'],
    queryFn: ({ signal }) => getWebhookInfo(signal),
  });
}

export function useWebhookInfo(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getWebhookInfoQueryOptions(), enabled: options.enabled ?? true });
}
