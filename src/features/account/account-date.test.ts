import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testIntl } from '../../money/test-intl.ts';
import { accountDate } from './account-date.ts';

describe('accountDate', () => {
  it('spells the day out in every language, never the numeric form', () => {
    expect(accountDate(testIntl('en'), '2027-05-28')).toBe('Friday, May 28, 2027');
    expect(accountDate(testIntl('ja'), '2027-05-28')).toBe('2027年5月28日金曜日');
    expect(accountDate(testIntl('ja'), '2027-05-28')).not.toContain('2027/05/28');
  });

  it('takes the day of an instant as the server writes it', () => {
    expect(accountDate(testIntl('en'), '2026-11-29T23:30:00.000Z')).toBe(
      'Sunday, November 29, 2026',
    );
  });

  it('is how every account screen writes a day (one style across the account area)', () => {
    const dir = import.meta.dirname;
    const screens = [
      ...readdirSync(dir).map((name) => join(dir, name)),
      ...readdirSync(join(dir, 'wallet')).map((name) => join(dir, 'wallet', name)),
    ].filter((path) => path.endsWith('.tsx'));
    expect(screens.length).toBeGreaterThan(5);
    for (const path of screens) {
      const source = readFileSync(path, 'utf8');
      // Days go through accountDate; moments through hotelTime; nothing formats its own.
      expect(source, path).not.toMatch(/\b(stayDate|fullDate|formatDate)\(/);
    }
  });
});
