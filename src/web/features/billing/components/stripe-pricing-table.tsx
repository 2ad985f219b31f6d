import { createElement, useEffect } from 'react';

const SCRIPT_SRC = 'https://js.stripe.com/v3/pricing-table.js';

function useStripePricingTableScript() {
  useEffect(() => {
    if (document.querySelector(`script[src="${SCRIPT_SRC}"]`)) return;
    const script = document.createElement('script');
    script.src = SCRIPT_SRC;
    script.async = true;
    document.head.appendChild(script);
  }, []);
}

interface StripePricingTableProps {
  pricingTableId: string;
  publishableKey: string;
  /** Our user id: the webhook's checkout.session.completed links the payment to this host. */
  clientReferenceId: string;
  customerEmail: string;
}

/** Stripe's embedded Pricing Table (when STRIPE_PRICING_TABLE_ID is set). */
export function StripePricingTable({
  pricingTableId,
  publishableKey,
  clientReferenceId,
  customerEmail,
}: StripePricingTableProps) {
  useStripePricingTableScript();
  // A custom element: attributes, not React props.
  return createElement('stripe-pricing-table', {
    'pricing-table-id': pricingTableId,
    'publishable-key': publishableKey,
    'client-reference-id': clientReferenceId,
    'customer-email': customerEmail,
  });
}
