import {describe, expect, it} from 'vitest';
import {formatEnglishUtcDate, lastUpdatedFormat} from '../../src/theme/LastUpdated/formatDate';

describe('"Last updated" date text (src/theme/LastUpdated)', () => {
  const intl = new Intl.DateTimeFormat('en', {calendar: 'gregory', ...lastUpdatedFormat});

  it('is what Intl.DateTimeFormat gives in English, for every day from 2000 to 2040', () => {
    const mismatches: string[] = [];
    for (let time = Date.UTC(2000, 0, 1); time < Date.UTC(2041, 0, 1); time += 86_400_000) {
      // Noon and a minute before midnight: the date is the UTC one.
      for (const offset of [12 * 3_600_000, 86_340_000]) {
        const date = new Date(time + offset);
        if (formatEnglishUtcDate(date) !== intl.format(date)) mismatches.push(date.toISOString());
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('reads like "Nov 22, 2026"', () => {
    expect(formatEnglishUtcDate(new Date(Date.UTC(2026, 10, 22, 23, 30)))).toBe('Nov 22, 2026');
  });
});
