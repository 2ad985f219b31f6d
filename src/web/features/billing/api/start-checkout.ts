import { useMutation } from '@tanstack/react-query';
import { type CheckoutInput, checkoutResultSchema } from '../../../../core/billing';
import { apiSend } from '../../../lib/api-query';

/** POST /api/billing/checkout: where to pay for a plan (Stripe Checkout, or back here in test mode). */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (input: CheckoutInput) =>
      apiSend('POST', '/api/billing/checkout', checkoutResultSchema, input),
    onSuccess({ url }) {
      window.location.assign(url);
    },
  });
}
