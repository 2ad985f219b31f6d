import { useMutation } from '@tanstack/react-query';
import { type CheckoutInput, checkoutResultSchema } from '../../../../core/billing';
import { apiFetch } from '../../../lib/api';

/** POST /api/billing/checkout: where to pay for a plan (Stripe Checkout, or back here in test mode). */
export async function startCheckout(input: CheckoutInput): Promise<{ url: string }> {
  return apiFetch('/api/billing/checkout', {
    method: 'POST',
    body: input,
    schema: checkoutResultSchema,
  });
}

export function useStartCheckout() {
  return useMutation({
    mutationFn: startCheckout,
    onSuccess({ url }) {
      window.location.assign(url);
    },
  });
}
