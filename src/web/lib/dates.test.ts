import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatLongDate } from './dates';

describe('dates', () => {
  it('writes a timestamp in US English', () => {
    expect(formatDate('2026-11-22T12:00:00Z')).toBe('Nov 22, 2026');
    expect(formatLongDate('2026-11-29T12:00:00Z')).toBe('November 29, 2026');
  });

  it('falls back when there is no date, or it is not one', () => {
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate('garbage')).toBe('N/A');
    expect(formatDateTime(null)).toBe('Never');
    expect(formatDateTime('garbage', '—')).toBe('—');
  });
});
