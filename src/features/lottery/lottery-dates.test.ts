// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LotteryEntry, LotteryEvent } from '../../api/contract/lottery.ts';
import { createAppIntl } from '../../i18n/create-intl.ts';
import { hotelTime } from '../../i18n/hotel-time.ts';
import type { Messages } from '../../i18n/messages.ts';
import { I18nProvider } from '../../i18n/react.tsx';
import { createElement, type ReactNode } from '../../react.ts';
import { LOCALES, type Locale } from '../../rules/locales.ts';
import { ALL_MESSAGES } from '../../shared/testing/all-messages.ts';
import { testRoot, unmountTestRoots } from '../../shared/testing/test-root.ts';
import { EntryFacts } from './EntryFacts.tsx';
import { EventSummary } from './EventSummary.tsx';

/** An event at a Tokyo hotel: each moment falls on another day there than in UTC. */
const EVENT: LotteryEvent = {
  id: 1,
  hotel_code: 'sakura-tokyo',
  hotel_name: 'Sakura Tokyo',
  time_zone: 'Asia/Tokyo',
  name: 'Summer fireworks week',
  notification: '',
  room_type_code: 'standard-double',
  room_type_name: 'Standard Double',
  room_plan_code: 'std-room-only',
  room_plan_name: 'Room only',
  payment_type: 'on_site',
  entries_open_at: '2026-11-01T00:00:00.000Z',
  entries_close_at: '2026-12-13T16:12:06.000Z',
  result_at: '2026-12-14T15:30:00.000Z',
  reservation_deadline: '2026-12-19T22:45:00.000Z',
  stay_from: '2027-02-01',
  stay_to: '2027-02-08',
  min_nights: 1,
  max_nights: 3,
  max_adults: 2,
  rooms_held: 1,
  phase: 'open',
};

const MOMENTS = [EVENT.entries_close_at, EVENT.result_at, EVENT.reservation_deadline];

const MESSAGES = ALL_MESSAGES;
const messagesOf = (locale: Locale): Messages => MESSAGES[locale];
const intlOf = (locale: Locale) => createAppIntl(locale, MESSAGES[locale]);

async function render(locale: Locale, node: ReactNode): Promise<HTMLElement> {
  await unmountTestRoots();
  const root = testRoot();
  await root.render(createElement(I18nProvider, { locale, messages: messagesOf(locale) }, node));
  return root.container;
}

afterEach(async () => {
  await unmountTestRoots();
  vi.restoreAllMocks();
});

describe('lottery dates', () => {
  it("shows every moment of an event in the hotel's time, localised, in all 8 locales", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const locale of LOCALES) {
      const text = (await render(locale, createElement(EventSummary, { event: EVENT })))
        .textContent;
      expect(text, locale).not.toMatch(/GMT\+0000|Coordinated Universal Time|\d{2}:\d{2}:\d{2}/);
      for (const moment of MOMENTS)
        expect(text, `${locale} ${moment}`).toContain(
          hotelTime(intlOf(locale), moment, 'Asia/Tokyo'),
        );
    }
    // The fields are ones Intl accepts together: formatjs reported no formatting error.
    expect(warn).not.toHaveBeenCalled();
  });

  it('names the zone and the hotel day (01:12 on the 14th in Tokyo, not the 13th in UTC)', async () => {
    const en = await render('en', createElement(EventSummary, { event: EVENT }));
    expect(en.textContent).toContain('Entries until Dec 14, 2026, 1:12 AM GMT+9');
    expect(en.textContent).toContain("Times are shown in the hotel's time zone.");
    const ja = await render('ja', createElement(EventSummary, { event: EVENT }));
    expect(ja.textContent).toContain('2026年12月20日 7:45 JST');
  });
});

describe('entry status', () => {
  const entry = (over: Partial<LotteryEntry>): LotteryEntry => ({
    entry_number: 'L000000001',
    status: 'winner_reservation_pending_declined',
    checkin_date: '2027-02-02',
    checkout_date: '2027-02-04',
    adults: 2,
    first_name: 'Hana',
    last_name: 'Tanaka',
    result_date: EVENT.result_at,
    reservation_deadline: EVENT.reservation_deadline,
    updatable: false,
    lapsed: false,
    reservation_number: null,
    event: EVENT,
    ...over,
  });

  it('says the deadline passed for a win not booked in time, and "cancelled" for a decline', async () => {
    const lapsed = await render(
      'en',
      createElement(EntryFacts, { entry: entry({ lapsed: true }) }),
    );
    expect(lapsed.textContent).toContain('Status: Won: not booked before the deadline');
    expect(lapsed.textContent).not.toContain('cancelled');
    const declined = await render('en', createElement(EntryFacts, { entry: entry({}) }));
    expect(declined.textContent).toContain('Status: Entry cancelled');
    for (const locale of LOCALES) {
      const text = (
        await render(locale, createElement(EntryFacts, { entry: entry({ lapsed: true }) }))
      ).textContent;
      expect(text, locale).not.toContain('lottery.status');
      expect(text, locale).not.toContain(String(messagesOf(locale)['lottery.status.cancelled']));
    }
  });
});
