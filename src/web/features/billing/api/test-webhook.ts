import { useMutation } from '@tanstack/react-query';
import { type WebhookTestResult, webhookTestResultSchema } from '../../../../core/billing';
import { apiFetch } from '../../../lib/api';

/** POST /api/admin/billing/webhook-test: a badly signed event to our own endpoint. */
export async function testWebhook(): Promise<WebhookTestResult> {
  return apiFetch('/api/admin/billing/webhook-test', {
    method: 'POST',
    schema: webhookTestResultSchema,
  });
}

export function useTestWebhook() {
  return useMutation({ mutationFn: testWebhook });
}
