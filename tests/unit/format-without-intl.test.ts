import { describe, expect, it } from 'vitest';
import { formatCount, formatUtcDate } from '../../src/lib/formatWithoutIntl';

describe('formatUtcDate', () => {
  for (const month of ['short', 'long'] as const) {
    it(`writes what English Intl.DateTimeFormat writes with the month ${month}, on every day of two years`, () => {
      const intl = new Intl.DateTimeFormat('en', { day: 'numeric', month, year: 'numeric', timeZone: 'UTC' });
      const start = Date.UTC(2025, 0, 1, 23, 30);
      for (let day = 0; day < 731; day++) {
        const date = new Date(start + day * 86_400_000);
        expect(formatUtcDate(date, month)).toBe(intl.format(date));
      }
    });
  }

  it('uses the UTC day, not the local one', () => {
    expect(formatUtcDate(new Date('2026-11-24T23:59:59Z'))).toBe('Nov 24, 2026');
    expect(formatUtcDate(new Date('2026-11-25T00:00:00+01:00'), 'long')).toBe('November 24, 2026');
  });
});

describe('formatCount', () => {
  it('groups thousands as English Intl.NumberFormat does', () => {
    const intl = new Intl.NumberFormat('en-US');
    for (let count = 0; count < 2e10; count = count * 3 + 7) {
      expect(formatCount(count)).toBe(intl.format(count));
      if (count > 0) expect(formatCount(-count)).toBe(intl.format(-count));
    }
  });

  it('refuses a fraction', () => {
    expect(() => formatCount(1.5)).toThrow('formatCount: 1.5 is not a whole number');
  });
});
