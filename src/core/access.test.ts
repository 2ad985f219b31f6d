import { describe, expect, test } from 'vitest';
import { hasAccess, PAID_GRACE_DAYS } from './access';

const lists = { adminEmails: [], adminEmailDomains: [], demoHostEmails: [] };
const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-22T12:00:00Z');
const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);

function host(status: string, tier: string, end: Date | null) {
  return {
    role: 'host',
    email: 'host@example.com',
    subscriptionStatus: status,
    subscriptionTier: tier,
    subscriptionEndDate: end,
  };
}

describe('hasAccess: the end date and the paid grace', () => {
  test('a plain sign-up trial ends at its end date, with no grace', () => {
    expect(hasAccess(host('trial', 'basic', ago(-0.5)), lists, now)).toBe(true);
    expect(hasAccess(host('trial', 'basic', ago(0.01)), lists, now)).toBe(false);
  });

  test('an active plan keeps access for the grace past its end date', () => {
    expect(hasAccess(host('active', 'Monthly', ago(PAID_GRACE_DAYS - 0.1)), lists, now)).toBe(true);
    expect(hasAccess(host('active', 'Monthly', ago(PAID_GRACE_DAYS + 0.1)), lists, now)).toBe(
      false,
    );
  });

  test('a trial on a paid plan (card on file) gets the grace too', () => {
    expect(hasAccess(host('trial', 'Annual', ago(1)), lists, now)).toBe(true);
    expect(hasAccess(host('trial', 'Monthly', ago(PAID_GRACE_DAYS + 0.1)), lists, now)).toBe(false);
  });

  test('inactive and expired never have access, whatever the date', () => {
    expect(hasAccess(host('inactive', 'Monthly', ago(-30)), lists, now)).toBe(false);
    expect(hasAccess(host('expired', 'Annual', ago(-30)), lists, now)).toBe(false);
  });
});
