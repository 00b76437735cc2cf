import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { e2e, roomTypeStock } from './support.ts';

/**
 * Helpers for the booking journeys (search → room → guest details → payment → confirmation)
 * through the real UI. Selectors are structural (classes, `data-field`, `autocomplete`) where
 * the journey runs in other languages too, so one helper serves English and Arabic.
 */

export const HOTEL = 'sakuratokyo';
/** The room type of the breakfast plan the journeys book. */
export const ROOM = 'standard-double';

export const isoIn = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
export const plusDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** expect.poll with a patient default: screens and message chunks load lazily. */
export const until = <T>(check: () => T | Promise<T>, timeout = 15_000) =>
  expect.poll(check, { timeout });

/**
 * Waits until `target` has stayed in one place for three looks 100 ms apart: a guest clicks what
 * stands still. Playwright's own stability check looks only inside the target's frame; when the
 * frame itself moves between that check and the click, the click lands outside the frame and
 * Playwright, seeing no event in the frame, takes it as done. (Until the demo chat panel gave its
 * log a strip of its own, each app message scrolled the chat body to the new line and did just
 * that: a chatbot booking stopped in CI at a room's "+", and once before, likely so, at "Pay".)
 */
export async function untilSteady(target: Locator): Promise<void> {
  let last = '';
  let same = 0;
  await until(async () => {
    const box = JSON.stringify(await target.boundingBox());
    same = box === last ? same + 1 : 0;
    last = box;
    await new Promise((resolve) => setTimeout(resolve, 100));
    return same >= 2;
  }).toBe(true);
}

/** A failed wait, with the text the scope showed then (what the guest saw, for the log). */
export async function withScreenText(scope: Locator, waiting: Promise<unknown>): Promise<void> {
  try {
    await waiting;
  } catch (error) {
    const text = (await scope.textContent({ timeout: 2_000 }).catch(() => null)) ?? '(no text)';
    const shown = text.replace(/\s+/g, ' ').slice(0, 2_000);
    throw new Error(`${error instanceof Error ? error.message : String(error)}\nScreen: ${shown}`);
  }
}

let freeDays: string[] | undefined;

/**
 * A check-in day (one night) where the standard double still has several rooms, a different
 * one for every call: the seed sells some nights out on purpose, and each journey books a room.
 * Days 3–27 ahead stay within the calendar's first two months (other journey files book 30+).
 */
export async function nextStay(): Promise<{ checkin: string; checkout: string }> {
  if (!freeDays) {
    const days = await roomTypeStock(HOTEL, ROOM, isoIn(3), isoIn(27));
    freeDays = days.filter((d) => d.remaining >= 3).map((d) => d.date);
  }
  const checkin = freeDays.shift();
  if (!checkin) throw new Error('no free night in the seeded calendar');
  return { checkin, checkout: plusDays(checkin, 1) };
}

/** Picks a stay with the widget's date picker, moving month by month to the days if needed. */
export async function chooseStay(
  scope: Locator,
  stay: { checkin: string; checkout: string },
): Promise<void> {
  await until(() => scope.locator('.hb-cal-field').isVisible()).toBe(true);
  await scope.locator('.hb-cal-field').click();
  const dialog = scope.locator('dialog.hb-cal-dialog');
  await until(() => dialog.isVisible()).toBe(true);
  for (const day of [stay.checkin, stay.checkout]) {
    const button = dialog.locator(`[data-date="${day}"]`);
    for (let i = 0; i < 13 && !(await button.isVisible()); i++) {
      const first = await dialog.locator('[data-date]').first().getAttribute('data-date');
      const nav = dialog.locator('.hb-cal-nav__btn');
      await (first && first > day ? nav.first() : nav.last()).click();
      await button.waitFor({ state: 'visible', timeout: 1_000 }).catch(() => undefined);
    }
    await button.click();
  }
  await until(() => dialog.isVisible()).toBe(false);
}

/** Presses the search form's submit button and waits for the offers. */
export async function search(scope: Locator): Promise<void> {
  await scope.locator('.hb-search-submit').click();
  await until(() => breakfastOffer(scope).isVisible()).toBe(true);
}

/** The pre-paid "With breakfast" plan of the standard double (the seed's plan name). */
export const breakfastOffer = (scope: Locator) =>
  scope
    .locator('.hb-offer')
    .filter({ hasText: /With breakfast/ })
    .first();

/** One room of the breakfast plan, then "Continue" to the guest details. */
export async function selectRoomAndContinue(scope: Locator): Promise<void> {
  // The results' arrival resizes a chat frame, which may still be moving under the pointer
  // (see `untilSteady`): press "+" once it stands still.
  const more = breakfastOffer(scope).locator('button.hb-step').last();
  await untilSteady(more);
  await more.click();
  const go = scope.locator('.hb-selection button');
  // If the bar never comes, the screen's text says what the guest saw (see `untilSteady`).
  await withScreenText(scope, until(() => go.isVisible()).toBe(true));
  // The selection bar's arrival resizes the frame too: "Continue" once it stands still.
  await untilSteady(go);
  await go.click();
  await withScreenText(
    scope,
    until(() => scope.locator('[data-field="first_name"]').isVisible()).toBe(true),
  );
  // The server's price of the booking is shown before the guest can go on.
  await until(() => scope.locator('.hb-gd-total').isVisible()).toBe(true);
}

export interface Guest {
  first: string;
  last: string;
  email: string;
}

export const newGuest = (tag: string): Guest => ({
  first: 'Hanako',
  last: 'Sato',
  email: `flow-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`,
});

/** Fills the guest form, accepts the terms and answers Sakura Tokyo's required questions. */
export async function fillGuest(scope: Locator, guest: Guest): Promise<void> {
  const field = (name: string) => scope.locator(`[data-field="${name}"]`);
  await field('first_name').fill(guest.first);
  await field('last_name').fill(guest.last);
  await field('email').fill(guest.email);
  await field('email_confirmation').fill(guest.email);
  await field('terms_accepted').check();
  const people = scope.locator('.hb-questions input[type="number"]');
  await until(() => people.first().isVisible()).toBe(true);
  await people.nth(0).fill('1');
  await people.nth(1).fill('1');
  await scope.locator('.hb-questions select').first().selectOption('16:00');
}

/** "Continue to payment", then waits for the card form. */
export async function continueToPayment(scope: Locator): Promise<void> {
  await scope.locator('[data-action="continue"]').click();
  await until(() => scope.locator('[autocomplete="cc-number"]').isVisible()).toBe(true);
}

export const TEST_CARD = '4242 4242 4242 4242';
export const THREE_DS_FAILS = '4000 0084 0000 1629';

export async function fillCard(scope: Locator, number: string): Promise<void> {
  await scope.locator('[autocomplete="cc-name"]').fill('HANAKO SATO');
  await scope.locator('[autocomplete="cc-number"]').fill(number);
  await scope.locator('[autocomplete="cc-exp-month"]').fill('12');
  await scope
    .locator('[autocomplete="cc-exp-year"]')
    .fill(String((new Date().getFullYear() + 3) % 100));
  await scope.locator('[autocomplete="cc-csc"]').fill('123');
}

/** Waits for the 3-D Secure dialog and answers on the gateway's page inside it. */
export async function answerThreeDsDialog(page: Page, answer = 'Approve'): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Card verification (3-D Secure)' });
  await until(() => dialog.isVisible()).toBe(true);
  await page
    .frameLocator('iframe[title="Card issuer verification page"]')
    .getByRole('button', { name: answer })
    .click();
}

export const payButton = (scope: Locator) =>
  scope.locator('.hb-payment-form button[type="submit"]');

/**
 * Waits for the confirmation page ("Reservation {number}" with the thank-you line) and returns
 * the reservation number read from the screen (any embedding: the URL may be the host's).
 */
export async function confirmedNumber(scope: Locator): Promise<string> {
  const heading = scope.locator('#hb-mg-title');
  await withScreenText(scope, until(() => heading.isVisible(), 30_000).toBe(true));
  await until(() => scope.locator('.hb-mg-ok').first().isVisible()).toBe(true);
  const text = (await heading.textContent()) ?? '';
  // The number is the heading's one run of letters, digits and dashes with a digit in it.
  const number = /[A-Z0-9][A-Z0-9-]*\d[A-Z0-9-]*/i.exec(text.replace(/^Reservation\s*/, ''))?.[0];
  if (!number) throw new Error(`no reservation number in "${text}"`);
  return number;
}

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The dev mailbox's messages to one address. */
export async function mailsTo(email: string): Promise<Mail[]> {
  const answer = (await (await fetch(`${e2e.provider}/dev/mailbox`)).json()) as { data: Mail[] };
  return answer.data.filter((mail) => mail.to === email);
}

/** The confirmation e-mail for that number reached the guest's address. */
export async function expectConfirmationMail(email: string, number: string): Promise<void> {
  await until(async () =>
    (await mailsTo(email)).some((m) => `${m.subject}\n${m.text}`.includes(number)),
  ).toBe(true);
}

/** The `hotel-booking:booking-completed` events the host page heard (RECORD_EVENTS). */
export const completedEvents = (page: Page) =>
  page.evaluate(() =>
    (
      window as unknown as {
        __events: { name: string; target: string; detail: { transaction_id?: string } }[];
      }
    ).__events.filter((e) => e.name === 'hotel-booking:booking-completed'),
  );

/** What the deepest focused element is (through shadow roots and same-origin frames). */
export interface Focused {
  tag: string;
  field: string | null;
  autocomplete: string | null;
  className: string;
  label: string | null;
  text: string;
  date: string | null;
  action: string | null;
  type: string | null;
  /** Whether the element shows a focus indicator now (outline or box shadow). */
  ring: boolean;
  focusVisible: boolean;
  /** Inside a hotel-booking element's shadow root (not the host page). */
  inWidget: boolean;
  /** The id of that hotel-booking element (a page may hold several: the demo's bar and inline). */
  host: string | null;
}

export const focused = (page: Page): Promise<Focused | null> =>
  page.evaluate(() => {
    let el: Element | null = document.activeElement;
    let inWidget = false;
    let host: string | null = null;
    while (el?.shadowRoot?.activeElement) {
      if (!inWidget && el.tagName === 'HOTEL-BOOKING') host = el.id || null;
      inWidget ||= el.tagName === 'HOTEL-BOOKING';
      el = el.shadowRoot.activeElement;
    }
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const outline =
      style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth || '0') > 0;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    return {
      tag: el.tagName,
      field: el.getAttribute('data-field'),
      autocomplete: el.getAttribute('autocomplete'),
      className: typeof el.className === 'string' ? el.className : '',
      label: el.getAttribute('aria-label'),
      text: (el.textContent ?? '').trim().slice(0, 80),
      date: el.getAttribute('data-date'),
      action: el.getAttribute('data-action'),
      type: el.getAttribute('type'),
      ring: outline || shadow,
      focusVisible: el.matches(':focus-visible'),
      inWidget,
      host,
    };
  });
