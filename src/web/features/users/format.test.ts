import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatDateTime } from './format';

describe('user screen formats', () => {
  it('formats money from minor units', () => {
    expect(formatAmount(1499, 'usd')).toBe('$14.99');
    expect(formatAmount(14999, null)).toBe('$149.99');
    expect(formatAmount(null, 'usd')).toBeNull();
    expect(formatAmount(500, 'not-a-currency')).toBe('5.00 NOT-A-CURRENCY');
  });

  it('falls back when there is no date', () => {
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate('garbage')).toBe('N/A');
    expect(formatDateTime(null)).toBe('Never');
    expect(formatDate('2026-11-22T12:00:00Z')).toBe('Nov 22, 2026');
  });
});
