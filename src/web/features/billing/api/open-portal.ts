import { useMutation } from '@tanstack/react-query';
import { portalResultSchema } from '../../../../core/billing';
import { apiSend } from '../../../lib/api-query';

/** POST /api/billing/portal: the provider's page where the host manages card and plan. */
export function useOpenPortal() {
  return useMutation({
    mutationFn: () => apiSend('POST', '/api/billing/portal', portalResultSchema),
  });
}
