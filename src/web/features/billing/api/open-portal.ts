import { useMutation } from '@tanstack/react-query';
import { portalResultSchema } from '../../../../core/billing';
import { apiFetch } from '../../../lib/api';

/** POST /api/billing/portal: the provider's page where the host manages card and plan. */
export async function openPortal(): Promise<{ url: string; isStripeDashboard: boolean }> {
  return apiFetch('/api/billing/portal', { method: 'POST', schema: portalResultSchema });
}

export function useOpenPortal() {
  return useMutation({ mutationFn: openPortal });
}
