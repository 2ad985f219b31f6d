import { describe, expect, it } from 'vitest';
import { formatAmount, subscriptionLabelOf } from './format';

describe('user screen formats', () => {
  it('formats money from minor units', () => {
    expect(formatAmount(1499, 'usd')).toBe('$14.99');
    expect(formatAmount(14999, null)).toBe('$149.99');
    expect(formatAmount(null, 'usd')).toBeNull();
    expect(formatAmount(500, 'not-a-currency')).toBe('5.00 NOT-A-CURRENCY');
  });

  it('labels the subscription by the access the server judged, not the stored status alone', () => {
    const host = { is_admin: false };
    expect(subscriptionLabelOf({ ...host, subscription_status: 'trial', has_access: true })).toBe(
      'Trial',
    );
    expect(subscriptionLabelOf({ ...host, subscription_status: 'trial', has_access: false })).toBe(
      'Trial ended',
    );
    expect(subscriptionLabelOf({ ...host, subscription_status: 'active', has_access: false })).toBe(
      'Plan ended',
    );
    expect(
      subscriptionLabelOf({ ...host, subscription_status: 'expired', has_access: false }),
    ).toBe('Expired');
    expect(subscriptionLabelOf({ ...host, subscription_status: 'expired', has_access: true })).toBe(
      'Demo host',
    );
    expect(
      subscriptionLabelOf({ is_admin: true, subscription_status: 'expired', has_access: true }),
    ).toBe('Admin access');
  });
});
