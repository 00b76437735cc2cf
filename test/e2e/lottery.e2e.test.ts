import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_HOTEL_API_KEY } from '../../server/db/seed/pay-links.ts';
import { drawWinners } from '../../server/domain/lottery-draw.ts';
import { createAppIntl } from '../../src/i18n/create-intl.ts';
import { hotelTime } from '../../src/i18n/hotel-time.ts';
import { LOCALES, type Locale } from '../../src/rules/locales.ts';
import {
  api,
  demoMember,
  HOTEL,
  mailsTo,
  newMember,
  signInPage,
  type TestMember,
} from './account-support.ts';
import { axeViolations } from './axe.ts';
import { answerRequired, fillGuest, toPayment } from './booking-extras-support.ts';
import { e2e, sharedBrowser } from './support.ts';

/*
 * The hotel lottery through the real UI against the real server (issue 15): a member enters the
 * seeded open event in the widget, another enters through the API, the hotel draws with
 * `npm run lottery:draw` (a seed chosen so the first entry wins, which the draw's replay shows),
 * the result e-mail's link opens the win, the winner books through the booking steps and lands
 * on the lottery's complete page; the other member sees that they were not selected; the demo
 * member's win in the ended event cannot be booked any more.
 */

const browser = sharedBrowser();
const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../..');
/** The seeded open event (server/db/seed/lottery.ts creates it first). */
const EVENT = 1;
const until = <T>(check: () => T | Promise<T>, timeout = 15_000) => expect.poll(check, { timeout });
const at = (path: string, query = '') => `${e2e.provider}${path}?code=${HOTEL}${query}`;

interface Entry {
  entry_number: string;
  status: string;
  lapsed: boolean;
  checkin_date: string;
  checkout_date: string;
  reservation_deadline: string;
}

/** The seeded hotel's zone (Sakura Tokyo): lottery moments are shown in it. */
const HOTEL_ZONE = 'Asia/Tokyo';
/** What a raw `Date#toString()` or an ISO instant looks like on a page. */
const RAW_DATE = /GMT[+-]\d{4}|Coordinated Universal Time|\d{2}:\d{2}:\d{2}|\d{4}-\d{2}-\d{2}T/;
const spaced = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');

/**
 * Checks a moment as a page shows it in `locale`: the hotel's day and minute (Tokyo), no raw
 * date, and in English and Japanese the exact wording (other locales' wording depends on the
 * browser's ICU version).
 */
function expectHotelMoment(shown: string, iso: string, locale: Locale) {
  expect(shown, locale).not.toMatch(RAW_DATE);
  const parts = new Intl.DateTimeFormat('en', {
    timeZone: HOTEL_ZONE,
    day: 'numeric',
    minute: '2-digit',
  }).formatToParts(new Date(iso));
  for (const type of ['day', 'minute'] as const)
    expect(shown, `${locale} ${type}`).toContain(parts.find((p) => p.type === type)?.value);
  if (locale === 'en' || locale === 'ja')
    expect(shown).toContain(spaced(hotelTime(createAppIntl(locale, {}), iso, HOTEL_ZONE)));
}

async function entryOf(member: TestMember, number: string): Promise<Entry> {
  const answer = await api(`/lottery_results/${number}`, { token: member.accessToken });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: Entry }).data;
}

/** A seed under which the first of two entries for the same nights wins the one held room. */
function seedWhereFirstWins(): number {
  const stays = [1, 2].map((id) => ({ id, checkin: '2030-01-01', checkout: '2030-01-03' }));
  for (let seed = 0; ; seed++) if (drawWinners(stays, 1, seed).has(1)) return seed;
}

async function signedIn(member: TestMember, path: string) {
  const opened = await browser.open(at('/booking/result'), { bypassCSP: true });

  await signInPage(opened.page, member);
  await opened.page.goto(path);
  return opened;
}

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

describe('hotel lottery', () => {
  it('enters, draws with the CLI, mails the result, books the win and shows the loss', async () => {
    const event = await (await fetch(`${e2e.provider}/api/v1/lottery_events/${EVENT}`)).json();
    expect(event.data).toMatchObject({
      name: 'Summer fireworks week',
      phase: 'open',
      rooms_held: 1,
    });

    // The winner enters in the widget.
    const winner = await newMember('lottery-win');
    const { page, problems } = await signedIn(
      winner,
      at('/room-lottery', `&lottery_event=${EVENT}`),
    );
    await until(() => heading(page, 'Summer fireworks week').isVisible()).toBe(true);
    await until(() => page.getByText(/Times are shown in the hotel/).isVisible()).toBe(true);
    expect(await axeViolations(page, 'body')).toEqual([]);
    // The event's moments (entries close, result, booking deadline) in the hotel's time, in
    // every language.
    for (const locale of LOCALES) {
      await page.goto(at('/room-lottery', `&lottery_event=${EVENT}&locale=${locale}`));
      const facts = page.locator('.hb-lt-event .hb-lt-facts li');
      await until(() => facts.count()).toBe(7);
      const moments = [event.data.entries_close_at, event.data.result_at];
      moments.push(event.data.reservation_deadline);
      for (const [index, iso] of moments.entries())
        expectHotelMoment(spaced(await facts.nth(4 + index).textContent()), iso, locale);
    }
    await page.goto(at('/room-lottery', `&lottery_event=${EVENT}`));
    await until(() => page.getByText(/Times are shown in the hotel/).isVisible()).toBe(true);
    await page.getByLabel('Nights').selectOption('2');
    await page.getByRole('button', { name: 'Continue' }).click();
    await until(() => heading(page, 'Your entry').isVisible()).toBe(true);
    await until(() => page.getByRole('textbox', { name: /^Last name/ }).inputValue()).toBe(
      'Tanaka',
    );
    await page.getByRole('textbox', { name: /^First name/ }).fill('');
    await page.getByRole('button', { name: 'Enter the lottery' }).click();
    // Nothing typed is lost: the empty name is asked for, the other stays.
    await until(() => page.getByText('Please fill in this field.').isVisible()).toBe(true);
    await page.getByRole('textbox', { name: /^First name/ }).fill('Hana');
    await page.getByRole('button', { name: 'Enter the lottery' }).click();
    await until(() => new URL(page.url()).pathname).toMatch(/^\/room-lottery\/confirmation\/L\d+$/);
    const winning = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    await until(() => page.getByText(/Status: .?In progress/).isVisible()).toBe(true);
    expect(await axeViolations(page, 'body')).toEqual([]);
    const entered = await entryOf(winner, winning);

    // The other member enters the same nights through the API; a second entry is refused.
    const loser = await newMember('lottery-lose');
    const body = {
      lottery_event_id: EVENT,
      checkin_date: entered.checkin_date,
      checkout_date: entered.checkout_date,
      adults: 2,
      first_name: 'Taro',
      last_name: 'Sato',
    };
    const second = await api('/lottery_results', {
      method: 'POST',
      body,
      token: loser.accessToken,
    });
    expect(second.status).toBe(201);
    const losing = ((await second.json()) as { data: Entry }).data.entry_number;
    const again = await api('/lottery_results', { method: 'POST', body, token: loser.accessToken });
    expect(again.status).toBe(409);

    // The hotel draws from a terminal; the recorded seed replays the result.
    const seed = seedWhereFirstWins();
    const { stdout } = await run(
      'npm',
      ['run', '--silent', 'lottery:draw', '--', String(EVENT), '--seed', String(seed)],
      {
        cwd: ROOT,
        env: { ...process.env, HOTEL_API_KEY: DEMO_HOTEL_API_KEY, SERVER_URL: e2e.provider },
      },
    );
    const drawn = JSON.parse(stdout.slice(stdout.indexOf('{'))) as {
      data: { seed: number; winners: string[] };
    };
    expect(drawn.data).toMatchObject({ seed, winners: [winning] });

    // The result e-mail (dev mailbox) links to the win.
    let link = '';
    await until(async () => {
      const mail = (await mailsTo(winner.email)).find((m) =>
        m.subject.includes('result of the lottery'),
      );
      link = /https?:\/\/\S+\/room-lottery\/confirmation\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
      return link;
    }).toContain(winning);
    expect((await mailsTo(loser.email)).some((m) => m.text.includes('not selected'))).toBe(true);
    await page.goto(link);
    await until(() => page.getByText(/Congratulations! You have won/).isVisible()).toBe(true);
    expect(await axeViolations(page, 'body')).toEqual([]);
    // "Complete your reservation by …": the hotel's time in every language, beside the note.
    const { reservation_deadline } = await entryOf(winner, winning);
    for (const locale of LOCALES) {
      const inLocale = new URL(link);
      inLocale.searchParams.set('locale', locale);
      await page.goto(inLocale.toString());
      const won = page.locator('.hb-lt p[role="status"]:not(.hb-loader)');
      await until(() => won.isVisible()).toBe(true);
      expectHotelMoment(spaced(await won.textContent()), reservation_deadline, locale);
    }
    await page.goto(link);
    await until(() => page.getByText(/Congratulations! You have won/).isVisible()).toBe(true);

    // The winner books through the ordinary booking steps.
    await page.getByRole('button', { name: 'Book your room' }).click();
    await until(() => page.getByRole('heading', { name: 'Guest details' }).isVisible()).toBe(true);
    const scope = page.locator('body');
    await fillGuest(scope, winner.email, 'Hana', 'Tanaka');
    await answerRequired(scope, [1]);
    await toPayment(page);
    await page.getByRole('button', { name: 'Confirm reservation' }).click();
    await until(() => new URL(page.url()).pathname, 20_000).toMatch(/^\/room-lottery\/complete\//);
    await until(() => heading(page, 'Your reservation is complete').isVisible()).toBe(true);
    expect(await axeViolations(page, 'body')).toEqual([]);
    expect((await entryOf(winner, winning)).status).toBe('winner_reservation_confirmed');
    expect(problems).toEqual([]);

    // The loser sees the result, in the widget and in my reservations' lottery group.
    const other = await signedIn(loser, at(`/room-lottery/confirmation/${losing}`));
    await until(() =>
      other.page.getByText('We are sorry, your entry was not selected this time.').isVisible(),
    ).toBe(true);
    await other.page.goto(at('/my-account/reservations', '&status=lottery'));
    await until(() => other.page.getByText(/Status: .?Not selected/).isVisible()).toBe(true);
    expect(await axeViolations(other.page, 'body')).toEqual([]);
    // Someone else's entry: "lottery account mismatch".
    await other.page.goto(at(`/room-lottery/confirmation/${winning}`));
    await until(() => other.page.getByText(/belongs to another account/).isVisible()).toBe(true);
  });

  it('refuses to book a win once the reservation deadline has passed', async () => {
    const member = await demoMember();
    const { page } = await signedIn(member, at('/room-lottery/reservation-incomplete/L000000001'));
    await until(() => page.getByText('The reservation deadline has passed.').isVisible()).toBe(
      true,
    );
    expect(await page.getByRole('button', { name: 'Continue booking' }).count()).toBe(0);
    // Its status says the deadline passed, not that the member cancelled: here, on the entry's
    // page and in my reservations' lottery group.
    const lapsed = 'Status: Won: not booked before the deadline';
    await until(() => page.getByText(lapsed).isVisible()).toBe(true);
    await page.goto(at('/room-lottery/confirmation/L000000001'));
    await until(() => page.getByText(lapsed).isVisible()).toBe(true);
    expect(await page.getByText('Entry cancelled').count()).toBe(0);
    await page.goto(at('/my-account/reservations', '&status=lottery'));
    await until(() => page.getByText(lapsed).isVisible()).toBe(true);
    expect(await page.getByText('Entry cancelled').count()).toBe(0);
    await page.goto(at('/room-lottery/confirmation/L000000001', '&locale=ja'));
    await until(() =>
      page.getByText(/当選：予約期限までに手続きされませんでした/).isVisible(),
    ).toBe(true);
    const entry = await entryOf(member, 'L000000001');
    expect(entry.lapsed).toBe(true);
    const booking = await api('/reservations', {
      method: 'POST',
      token: member.accessToken,
      body: {
        hotel_code: HOTEL,
        checkin_date: entry.checkin_date,
        checkout_date: entry.checkout_date,
        rooms: [{ room_type_code: 'standard-double', room_plan_code: 'std-room-only', adults: 2 }],
        guest: { first_name: 'Sakura', last_name: 'Member' },
        email: member.email,
        payment_type: 'on_site',
        lottery_result: { entry_number: 'L000000001' },
      },
    });
    expect(booking.status).toBe(422);
    const refused = (await booking.json()) as { errors: { details: { base: string[] } }[] };
    expect(refused.errors[0]?.details.base[0]).toBe('The reservation deadline has passed.');
  });

  it('lays the lottery out right to left in Arabic', async () => {
    const { page } = await browser.open(at('/room-lottery', `&lottery_event=${EVENT}&locale=ar`), {
      bypassCSP: true,
    });
    await until(() => page.getByText('تُعرض الأوقات بتوقيت الفندق.').isVisible()).toBe(true);
    expect(await page.locator('[dir="rtl"]').count()).toBeGreaterThan(0);
    expect(await axeViolations(page, 'body')).toEqual([]);
  });
});
