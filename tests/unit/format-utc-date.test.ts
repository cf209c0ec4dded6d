import { describe, expect, it } from 'vitest';
import { formatUtcDate } from '../../src/lib/formatUtcDate';

describe('formatUtcDate', () => {
  it('writes what English Intl.DateTimeFormat writes, on every day of two years', () => {
    const intl = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    const start = Date.UTC(2025, 0, 1, 23, 30);
    for (let day = 0; day < 731; day++) {
      const date = new Date(start + day * 86_400_000);
      expect(formatUtcDate(date)).toBe(intl.format(date));
    }
  });

  it('uses the UTC day, not the local one', () => {
    expect(formatUtcDate(new Date('2026-11-24T23:59:59Z'))).toBe('Nov 24, 2026');
    expect(formatUtcDate(new Date('2026-11-25T00:00:00+01:00'))).toBe('Nov 24, 2026');
  });
});
