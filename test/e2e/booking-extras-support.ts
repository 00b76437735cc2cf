import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { e2e, roomTypeStock } from './support.ts';

/*
 * Helpers of the booking-options journeys (extras, questions, coupon, multi-room, reload,
 * double submit): every step goes through the real UI against the real server; the API is
 * read only to pick free dates and to check what was booked.
 */

export const TOKYO = 'sakuratokyo';

const plusDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const isoIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Check-in days already handed out in this file: each journey books its own nights. */
const usedCheckins = new Set<string>();

/**
 * A stay whose every night still has at least `rooms` rooms of `roomType` left, from about
 * `from` days ahead (the seed sells some nights out on purpose).
 */
export async function freeStay(options: {
  roomType: string;
  nights: number;
  rooms?: number;
  from?: number;
}): Promise<{ checkin: string; checkout: string; nights: string[] }> {
  const from = options.from ?? 40;
  const days = await roomTypeStock(TOKYO, options.roomType, isoIn(from), isoIn(from + 60));
  const need = options.rooms ?? 1;
  for (let i = 0; i + options.nights <= days.length; i++) {
    const stay = days.slice(i, i + options.nights);
    const first = stay[0];
    if (!first || usedCheckins.has(first.date)) continue;
    if (stay.every((d, k) => d.remaining >= need && d.date === plusDays(first.date, k))) {
      // Keep the next journey off these nights too.
      for (const d of stay) usedCheckins.add(d.date);
      return {
        checkin: first.date,
        checkout: plusDays(first.date, options.nights),
        nights: stay.map((d) => d.date),
      };
    }
  }
  throw new Error(`no free ${options.nights}-night stay of ${options.roomType}`);
}

/** The hosted app's results page for a stay. */
export const hostedResults = (
  stay: { checkin: string; checkout: string },
  extra = '&adults=2&room_count=1',
) =>
  `${e2e.provider}/booking/result?code=${TOKYO}&checkin=${stay.checkin}&checkout=${stay.checkout}${extra}`;

/** Adds `times` rooms of the plan named `plan` on the results, then presses "Continue". */
export async function selectPlan(scope: Locator, plan: string, times = 1): Promise<void> {
  const more = scope.getByRole('button', { name: `One room more: ${plan}` }).first();
  await expect.poll(() => more.isVisible(), { timeout: 15_000 }).toBe(true);
  for (let i = 0; i < times; i++) await more.click();
  await expect
    .poll(() =>
      scope
        .getByText(times === 1 ? '1 room selected' : `${times} rooms selected`)
        .first()
        .isVisible(),
    )
    .toBe(true);
  await scope.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect
    .poll(() => scope.getByRole('heading', { name: 'Guest details' }).isVisible(), {
      timeout: 15_000,
    })
    .toBe(true);
}

/** The total of the price summary as a number (minor units of JPY = yen). */
export async function shownTotal(scope: Locator): Promise<number> {
  const text = (await scope.locator('.hb-gd-total dd').textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

/** Waits until the price summary shows a total and no new price is being asked. */
export async function settledTotal(scope: Locator): Promise<number> {
  await expect
    .poll(
      async () =>
        (await scope.locator('.hb-gd-total').isVisible()) &&
        (await scope.locator('.hb-gd-summary[aria-busy="true"]').count()) === 0,
      { timeout: 15_000 },
    )
    .toBe(true);
  return shownTotal(scope);
}

/** Name, e-mail twice and the terms. */
export async function fillGuest(scope: Locator, email: string, first = 'Hana', last = 'Tanaka') {
  await scope.getByRole('textbox', { name: /^First name/ }).fill(first);
  await scope.getByRole('textbox', { name: /^Last name/ }).fill(last);
  await scope.getByRole('textbox', { name: /^E-mail address/ }).fill(email);
  await scope.getByRole('textbox', { name: /^Confirm e-mail address/ }).fill(email);
  await scope.getByRole('checkbox', { name: /I accept the terms/ }).check();
}

/** Men of each room (women follow as adults − men) and the check-in time Tokyo requires. */
export async function answerRequired(scope: Locator, menPerRoom: number[], time = '16:00') {
  const men = scope.getByLabel('Men', { exact: true });
  await expect.poll(() => men.first().isVisible(), { timeout: 10_000 }).toBe(true);
  for (const [i, count] of menPerRoom.entries()) await men.nth(i).fill(String(count));
  await scope.getByLabel(/Expected check-in time/).selectOption(time);
}

/** The quantity select of a generic extra (its fieldset's legend is the extra's name). */
export const extraQuantity = (scope: Locator, name: string) =>
  scope.getByRole('group', { name }).getByLabel('Quantity').first();

/** Orders a dated extra on `day`: picks the day of the free line, then its quantity. */
export async function orderDated(scope: Locator, name: string, day: string, quantity: number) {
  const group = scope.getByRole('group', { name });
  await group.getByLabel('Day').last().selectOption(day);
  await group.getByLabel('Quantity').last().selectOption(String(quantity));
}

/** "Continue to payment", then waits for the payment step's summary. */
export async function toPayment(page: Page, scope: Locator = page.locator('body')) {
  await scope.getByRole('button', { name: 'Continue to payment' }).click();
  await expect
    .poll(() => scope.getByText('Your booking').first().isVisible(), { timeout: 15_000 })
    .toBe(true);
}

export async function fillCard(scope: Locator, number = '4242 4242 4242 4242') {
  await scope.getByLabel('Cardholder name').fill('HANA TANAKA');
  await scope.getByLabel('Card number').fill(number);
  await scope.getByLabel('Month (MM)').fill('12');
  await scope.getByLabel('Year (YY)').fill(String((new Date().getFullYear() + 3) % 100));
  await scope.getByLabel('Security code').fill('123');
}

export interface Completed {
  number: string;
  bypassToken: string;
}

/** Waits for the hosted app's confirmation page and returns its number and token. */
export async function confirmed(page: Page): Promise<Completed> {
  await expect
    .poll(() => new URL(page.url()).pathname, { timeout: 20_000 })
    .toMatch(/^\/reservation\/confirmation\//);
  const url = new URL(page.url());
  const number = decodeURIComponent(url.pathname.split('/').pop() ?? '');
  const bypassToken = url.searchParams.get('bypass_token') ?? '';
  expect(bypassToken).not.toBe('');
  await expect
    .poll(() => page.getByText(/Thank you for your booking/).isVisible(), { timeout: 15_000 })
    .toBe(true);
  return { number, bypassToken };
}

export interface BookedReservation {
  reservation_number: string;
  status: string;
  email: string;
  rooms: { room_type_code: string; room_plan_code: string; adults: number }[];
  extras: {
    extra_id: string;
    name: string;
    quantity: number;
    date: string | null;
    price: number;
  }[];
  answers: {
    question_id: string;
    text?: string;
    checkin_time?: string;
    checkout_time?: string;
    men_count?: number;
    women_count?: number;
    attachment_ids?: string[];
  }[];
  coupon_code: string | null;
  price: { total_price: number; coupon_discount_amount: number };
}

/** The reservation as the API answers it to the bypass token of the confirmation link. */
export async function readReservation(done: Completed): Promise<BookedReservation> {
  const answer = await fetch(
    `${e2e.provider}/api/v1/reservations/${encodeURIComponent(done.number)}?bypass_token=${encodeURIComponent(done.bypassToken)}`,
  );
  expect(answer.status, await answer.clone().text()).toBe(200);
  return ((await answer.json()) as { data: BookedReservation }).data;
}

/** The server's price of exactly these rooms, extras and coupon (`POST reservations/quote`). */
export async function serverQuote(body: Record<string, unknown>): Promise<number> {
  const answer = await fetch(`${e2e.provider}/api/v1/reservations/quote`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ hotel_code: TOKYO, ...body }),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
  return ((await answer.json()) as { data: { price: { total_price: number } } }).data.price
    .total_price;
}

/** Mails the server sent to `email` (the dev outbox: one confirmation per reservation). */
export async function mailsTo(email: string): Promise<{ subject: string; text: string }[]> {
  const answer = (await (await fetch(`${e2e.provider}/dev/mailbox`)).json()) as {
    data: { to: string; subject: string; text: string }[];
  };
  return answer.data.filter((mail) => mail.to === email);
}

/** A 1×1 transparent PNG, as a guest's photo would arrive. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
