// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { PointHistoryEntry } from '../../api/contract/points.ts';
import { createAppIntl } from '../../i18n/create-intl.ts';
import { I18nProvider } from '../../i18n/react.tsx';
import { createElement } from '../../react.ts';
import { LOCALES, type Locale } from '../../rules/locales.ts';
import { ALL_MESSAGES } from '../../shared/testing/all-messages.ts';
import { testRoot, unmountTestRoots } from '../../shared/testing/test-root.ts';
import { accountDate } from './account-date.ts';
import { PointHistoryTable } from './PointHistoryTable.tsx';

const MESSAGES = ALL_MESSAGES;

const SPENT: PointHistoryEntry = {
  id: 1,
  kind: 'spent',
  points: -1_000,
  date: '2026-11-29T05:00:00.000Z',
  expires_at: null,
  reservation_number: 'R0000001234',
  hotel_name: 'Sakura Hotel Tokyo',
  checkout_date: null,
  exchange_type: null,
};
const GAINED: PointHistoryEntry = {
  ...SPENT,
  id: 2,
  kind: 'gained',
  points: 320,
  expires_at: '2027-11-29T00:00:00.000Z',
};

async function render(locale: Locale) {
  await unmountTestRoots();
  const root = testRoot();
  await root.render(
    createElement(
      I18nProvider,
      { locale, messages: MESSAGES[locale] },
      createElement(PointHistoryTable, { entries: [SPENT, GAINED], labelledBy: 'h' }),
    ),
  );
  return root.container;
}

const texts = (nodes: Iterable<Element>) => [...nodes].map((node) => node.textContent ?? '');

afterEach(unmountTestRoots);

describe('point history table', () => {
  it('puts each part in its own cell under a named column', async () => {
    const el = await render('en');
    expect(texts(el.querySelectorAll('th[scope="col"]'))).toEqual([
      'Date',
      'Activity',
      'Points',
      'Details',
    ]);
    const [spent, gained] = [...el.querySelectorAll('tbody tr')];
    expect(texts(spent?.querySelectorAll('td') ?? [])).toEqual([
      'Sunday, November 29, 2026',
      'Used',
      '−1,000',
      'Reservation R0000001234',
    ]);
    // Two details: each its own line (a block), not one run of text.
    const details = gained?.querySelectorAll('td')[3]?.children ?? [];
    expect(texts(details)).toEqual([
      'Reservation R0000001234',
      'Valid until Monday, November 29, 2027',
    ]);
  });

  it('names the columns and separates the cells in all 8 locales', async () => {
    for (const locale of LOCALES) {
      const intl = createAppIntl(locale, MESSAGES[locale]);
      const el = await render(locale);
      const headers = texts(el.querySelectorAll('th[scope="col"]'));
      expect(headers, locale).toHaveLength(4);
      for (const header of headers) expect(header, locale).not.toMatch(/^account\./);
      const cells = texts(el.querySelectorAll('tbody tr')[0]?.querySelectorAll('td') ?? []);
      expect(cells[0], locale).toBe(accountDate(intl, SPENT.date));
      expect(cells[1], locale).toBe(MESSAGES[locale]['account.points.kind.spent']);
      expect(cells[2], locale).toMatch(/^−/);
    }
  });
});
