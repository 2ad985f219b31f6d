import type { Config } from '../../config';
import { createLocalBillingProvider } from './local';
import { StripeBillingProvider } from './stripe';
import type { BillingProvider } from './types';

// The billing adapter: Stripe when STRIPE_SECRET_KEY is set, else a local provider that
// needs no network (a chosen plan activates at once; for the embedded default and tests).

export { StripeBillingProvider } from './stripe';
export * from './types';

export function createBillingProvider(config: Config): BillingProvider {
  return config.stripe.secretKey
    ? new StripeBillingProvider(config)
    : createLocalBillingProvider(config);
}

const providers = new WeakMap<Config, BillingProvider>();

/** One provider per configuration (the Stripe client keeps its connections). */
export function billingProviderFor(config: Config): BillingProvider {
  let provider = providers.get(config);
  if (!provider) {
    provider = createBillingProvider(config);
    providers.set(config, provider);
  }
  return provider;
}
