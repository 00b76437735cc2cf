import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  chooseStay,
  completedEvents,
  confirmedNumber,
  continueToPayment,
  fillCard,
  fillGuest,
  type Guest,
  HOTEL,
  newGuest,
  nextStay,
  payButton,
  search,
  selectRoomAndContinue,
  TEST_CARD,
  THREE_DS_FAILS,
  until,
} from './booking-support.ts';
import { e2e, RECORD_EVENTS, sharedBrowser } from './support.ts';

const browser = sharedBrowser();

/** The landing link's campaign (what an ad or a newsletter adds to the hotel's link). */
const CAMPAIGN = {
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'winter-2026',
  gclid: 'Cj0KCQ-e2e-click',
};

interface Firing {
  tag: string;
  transaction_id: string;
  [variable: string]: string;
}

type DataLayerEntry = { event?: string; [field: string]: unknown };

const firings = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { hotelBookingTagFirings?: Firing[] }).hotelBookingTagFirings ?? [],
  );

/**
 * The events of one data layer of the page. Sakura Tokyo's `data_layers` setting names two:
 * the usual `dataLayer` and its own `sakuraLayer` (server/db/seed/data.ts).
 */
const dataLayer = (page: Page, name = 'dataLayer') =>
  page.evaluate(
    (layer) =>
      ((window as unknown as Record<string, DataLayerEntry[] | undefined>)[layer] ?? []).filter(
        (entry) => typeof entry === 'object' && entry !== null && 'event' in entry,
      ) as DataLayerEntry[],
    name,
  );

/** Through guest details and a 3-D Secure card that fails (fail page), then books with 4242. */
async function bookAfterAFailure(scope: Locator, guest: Guest, page: Page) {
  await selectRoomAndContinue(scope);
  await fillGuest(scope, guest);
  await continueToPayment(scope);
  await fillCard(scope, THREE_DS_FAILS);
  await payButton(scope).click();
  await scope.frameLocator('.hb-3ds__frame').getByRole('button', { name: 'Approve' }).click();
  await until(() => scope.locator('.hb-fail').isVisible()).toBe(true);
  // A failed booking fires no tag.
  expect(await firings(page)).toEqual([]);
  await scope.locator('.hb-fail .hb-btn:not(.hb-btn-quiet)').click();
  await until(() => scope.locator('[autocomplete="cc-number"]').isVisible()).toBe(true);
  await fillCard(scope, TEST_CARD);
  await payButton(scope).click();
  return confirmedNumber(scope);
}

/** No event carries anything the guest typed: name, e-mail, or any e-mail-like text. */
function expectNoPersonalData(events: unknown[], guest: Guest) {
  const text = JSON.stringify(events);
  for (const personal of [guest.first, guest.last, guest.email, '@', '+81', 'phone']) {
    expect(text, personal).not.toContain(personal);
  }
}

async function reservation(number: string, bypassToken: string) {
  const answer = await fetch(
    `${e2e.provider}/api/v1/reservations/${number}?bypass_token=${bypassToken}`,
  );
  return ((await answer.json()) as { data: { campaign?: Record<string, string> } }).data;
}

describe('tracking: tags, data layer and campaign in the hosted app', () => {
  it('fires the hotel tag once per completed booking with its values, never for a failed one; the campaign travels with it', async () => {
    const stay = await nextStay();
    const query = new URLSearchParams({
      code: HOTEL,
      checkin: stay.checkin,
      checkout: stay.checkout,
      adults: '2',
      ...CAMPAIGN,
    });
    const { page, context, problems } = await browser.open(
      `${e2e.provider}/booking/result?${query}`,
    );
    const scope = page.locator('body');

    // The landing's campaign is kept a day in a first-party cookie of the provider.
    const cookie = (await context.cookies()).find((c) => c.name === 'hotel_booking_campaign');
    expect(cookie?.sameSite).toBe('Lax');
    expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(86_000_000);
    expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeLessThanOrEqual(86_400_000);

    const guest = newGuest('tracking-hosted');
    const number = await bookAfterAFailure(scope, guest, page);

    // One head and one body firing, with the spec's variables of this booking.
    await until(async () => (await firings(page)).length).toBe(2);
    const [head, body] = [...(await firings(page))]
      .sort((a, b) => a.tag.localeCompare(b.tag))
      .reverse();
    expect(body).toEqual({ tag: 'body', transaction_id: number });
    expect(head).toMatchObject({
      tag: 'head',
      transaction_id: number,
      hotel_id: 'sakura-tokyo',
      hotel_name: 'Sakura Hotel Tokyo',
      room_id: 'standard-double',
      room_name: 'Standard Double',
      checkin_date: stay.checkin,
      checkout_date: stay.checkout,
    });
    expect(head?.plan_name).toMatch(/With breakfast/);
    expect(Number(head?.transaction_total_price)).toBeGreaterThan(0);
    // The head tag sits in <head>, the body tag first in <body>, under the page's nonce.
    expect(
      await page.evaluate(() =>
        [...document.head.querySelectorAll('script')].some((s) => s.text.includes("tag: 'head'")),
      ),
    ).toBe(true);
    expect(await page.evaluate(() => document.body.firstElementChild?.tagName)).toBe('SCRIPT');

    // Every data-layer event of the booking, once each, none with personal data.
    const events = await dataLayer(page);
    const names = events.map((event) => event.event);
    expect(names.filter((name) => name === 'purchase')).toHaveLength(1);
    expect(names.filter((name) => name === 'begin_checkout')).toHaveLength(1);
    // Two presses of "Pay" (the failed card, then 4242): two add_payment_info.
    expect(names.filter((name) => name === 'add_payment_info')).toHaveLength(2);
    expect(names.filter((name) => name === 'view_item_list').length).toBeGreaterThanOrEqual(1);
    expectNoPersonalData(events, guest);
    const purchase = events.find((event) => event.event === 'purchase');
    expect(purchase).toMatchObject({ transaction_id: number, currency: 'JPY', ...CAMPAIGN });
    // The hotel's second layer got the very same events, in the same order.
    expect(await dataLayer(page, 'sakuraLayer')).toEqual(events);

    // Stored on the reservation, visible through its bypass token (from the confirmation URL).
    const bypass = new URL(page.url()).searchParams.get('bypass_token') ?? '';
    expect((await reservation(number, bypass)).campaign).toEqual(CAMPAIGN);

    // The confirmation opened again (a reload, an e-mail link) fires nothing: 0 firings.
    await page.reload();
    await confirmedNumber(scope);
    expect(await firings(page)).toEqual([]);
    expect(problems).toEqual([]);

    // Cancelled afterwards: its page fires nothing either.
    const cancel = await fetch(
      `${e2e.provider}/api/v1/reservations/${number}/cancel?bypass_token=${bypass}`,
      {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: '{"reason":"other"}',
      },
    );
    expect(cancel.status).toBe(200);
    await page.reload();
    await until(() => scope.locator('#hb-mg-title').isVisible()).toBe(true);
    expect(await firings(page)).toEqual([]);
  });

  it('books a later visit without the link under the kept campaign (same browser, within the day)', async () => {
    const stay = await nextStay();
    const { page } = await browser.open(
      `${e2e.provider}/booking/result?${new URLSearchParams({ code: HOTEL, ...CAMPAIGN })}`,
    );
    // Later, without the campaign: the booking still carries it.
    await page.goto(`${e2e.provider}/booking/result?code=${HOTEL}`);
    const scope = page.locator('body');
    await chooseStay(scope, stay);
    await search(scope);
    await selectRoomAndContinue(scope);
    await fillGuest(scope, newGuest('tracking-return'));
    await continueToPayment(scope);
    await fillCard(scope, TEST_CARD);
    await payButton(scope).click();
    const number = await confirmedNumber(scope);
    const bypass = new URL(page.url()).searchParams.get('bypass_token') ?? '';
    expect((await reservation(number, bypass)).campaign).toEqual(CAMPAIGN);
  });
});

describe('tracking in the inline widget on the hotel’s page', () => {
  async function inlineBooking(optIn: boolean) {
    const stay = await nextStay();
    const { page, context, problems } = await browser.open('about:blank');
    await context.addInitScript(RECORD_EVENTS);
    if (optIn) {
      await context.addInitScript(
        `document.addEventListener('DOMContentLoaded', () => document.getElementById('inline-booking')?.setAttribute('tracking-tags', ''));`,
      );
    }
    await page.goto(`${e2e.demo}/?${new URLSearchParams(CAMPAIGN)}`);
    const scope = page.locator('#inline-booking');
    await chooseStay(scope, stay);
    await search(scope);
    const guest = newGuest(`tracking-inline-${optIn}`);
    await selectRoomAndContinue(scope);
    await fillGuest(scope, guest);
    await continueToPayment(scope);
    await fillCard(scope, TEST_CARD);
    await payButton(scope).click();
    const number = await confirmedNumber(scope);
    return { page, number, guest, stay, problems };
  }

  it('runs no tag on a page that did not opt in, yet fills the page’s data layer and the event', async () => {
    const { page, number, guest, problems } = await inlineBooking(false);
    await until(async () => (await completedEvents(page)).length).toBe(1);
    const [completed] = await completedEvents(page);
    expect(completed?.detail).toMatchObject({ transaction_id: number, campaign: CAMPAIGN });
    expect(await firings(page)).toEqual([]);
    const events = await dataLayer(page);
    for (const name of [
      'hotel_booking_search',
      'view_item_list',
      'begin_checkout',
      'add_payment_info',
      'purchase',
    ]) {
      expect(events.filter((event) => event.event === name).length, name).toBeGreaterThanOrEqual(1);
    }
    expect(events.filter((event) => event.event === 'purchase')).toHaveLength(1);
    // The hotel page's own second layer, named by the hotel's settings, got them all too.
    expect(await dataLayer(page, 'sakuraLayer')).toEqual(events);
    expectNoPersonalData(events, guest);
    expectNoPersonalData(await completedEvents(page), guest);
    // The campaign is kept in the hotel page's own storage, for a day.
    const kept = await page.evaluate(() => localStorage.getItem('hotel_booking_campaign'));
    expect(JSON.parse(kept ?? '{}').campaign).toEqual(CAMPAIGN);
    expect(problems).toEqual([]);
  });

  it('runs the tags once on a page that opted in with tracking-tags', async () => {
    const { page, number, stay } = await inlineBooking(true);
    await until(async () => (await firings(page)).length).toBe(2);
    const head = (await firings(page)).find((firing) => firing.tag === 'head');
    expect(head).toMatchObject({
      transaction_id: number,
      hotel_id: 'sakura-tokyo',
      checkin_date: stay.checkin,
      checkout_date: stay.checkout,
    });
  });
});

describe('tracking in iframe mode', () => {
  /** Adds an iframe-mode element to the demo page (its loader is already there). */
  async function addFrame(page: Page) {
    await page.evaluate(() => {
      const element = document.createElement('hotel-booking');
      element.id = 'frame-booking';
      element.setAttribute('hotel-code', 'sakura-tokyo');
      element.setAttribute('mode', 'iframe');
      document.body.append(element);
    });
    const frame = page.locator('#frame-booking iframe');
    await until(() => frame.getAttribute('src')).toBeTruthy();
    return new URL((await frame.getAttribute('src')) ?? '');
  }

  it('hands the hotel page’s campaign to the frame, kept a day on the page; ga4Event reaches the element', async () => {
    const { page, context } = await browser.open('about:blank');
    await context.addInitScript(`
      window.__messages = [];
      document.addEventListener('hotel-booking:message', (e) => window.__messages.push(e.detail));`);
    await page.goto(`${e2e.demo}/?${new URLSearchParams(CAMPAIGN)}`);
    const src = await addFrame(page);
    for (const [name, value] of Object.entries(CAMPAIGN)) {
      expect(src.searchParams.get(name), name).toBe(value);
    }

    // Another page of the hotel's site, without the link: the kept campaign still goes along.
    await page.goto(`${e2e.demo}/`);
    const later = await addFrame(page);
    expect(later.searchParams.get('gclid')).toBe(CAMPAIGN.gclid);

    // The app's data-layer events arrive as ga4Event messages from the element's own frame.
    const stay = await nextStay();
    const scope = page.frameLocator('#frame-booking iframe').locator('body');
    await chooseStay(scope, stay);
    await search(scope);
    const messages = () =>
      page.evaluate(
        () =>
          (
            window as unknown as {
              __messages: { action: string; payload: { payload?: DataLayerEntry } }[];
            }
          ).__messages,
      );
    await until(async () =>
      (await messages())
        .filter((message) => message.action === 'ga4Event')
        .map((message) => message.payload.payload?.event),
    ).toEqual(expect.arrayContaining(['hotel_booking_search', 'view_item_list']));
    const searches = (await messages()).filter(
      (message) => message.payload.payload?.event === 'hotel_booking_search',
    );
    expect(searches).toHaveLength(1);
  });
});
