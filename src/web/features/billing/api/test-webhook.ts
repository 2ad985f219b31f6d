import { useMutation } from '@tanstack/react-query';
import { webhookTestResultSchema } from '../../../../core/billing';
import { apiSend } from '../../../lib/api-query';

/** POST /api/admin/billing/webhook-test: a badly signed event to our own endpoint. */
export function useTestWebhook() {
  return useMutation({
    mutationFn: () => apiSend('POST', '/api/admin/billing/webhook-test', webhookTestResultSchema),
  });
}
