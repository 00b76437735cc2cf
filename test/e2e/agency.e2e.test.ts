import { describe, expect, it } from 'vitest';
import { agencyUrl, catalogueLoaded, chipTexts, hotelNames } from './agency-support.ts';
import { axeViolations } from './axe.ts';
import {
  breakfastOffer,
  confirmedNumber,
  continueToPayment,
  fillCard,
  fillGuest,
  newGuest,
  nextStay,
  payButton,
  selectRoomAndContinue,
  TEST_CARD,
  until,
  withScreenText,
} from './booking-support.ts';
import { demoStaff, signInWithPassword } from './console-support.ts';
import { e2e, sharedBrowser } from './support.ts';

/**
 * The agency site (the hosted app under /ota): an assisted request becomes chips and results,
 * chips edit and remove filters, a hotel's page is the single-hotel search, and the booking
 * steps are the standard ones below /ota. The catalogue is the journey server's 24 generated
 * hotels plus the three Sakura hotels.
 */
const browser = sharedBrowser();

/** Asks in plain language on the agency home and waits for the results' address. */
async function ask(page: import('playwright-core').Page, request: string): Promise<void> {
  await page.locator('.hb-agency-assist textarea').fill(request);
  await page.locator('.hb-agency-assist button[type="submit"]').click();
  await until(() => new URL(page.url()).pathname).toBe('/ota/search-hotels');
}

describe('agency mode', () => {
  it('books from a plain-language request: chips, results, hotel page, guest, card, confirmation', async () => {
    await catalogueLoaded();
    const { page, problems } = await browser.open(agencyUrl('/'));
    const scope = page.locator('body');
    await ask(page, 'family hotel in Tokyo for 2 adults');
    await until(() => chipTexts(scope)).toEqual(['Tokyo', 'Family friendly', '2 adults']);
    await until(() => scope.locator('.hb-agency-count').textContent()).toBe('Hotels found: 3');
    expect(await hotelNames(scope)).toContain('Sakura Hotel Tokyo');

    // A chip removed widens the search.
    await page.getByRole('button', { name: 'Remove filter: Family friendly' }).click();
    await until(() => scope.locator('.hb-agency-count').textContent()).toBe('Hotels found: 6');
    expect(await chipTexts(scope)).toEqual(['Tokyo', '2 adults']);

    // A chip edited: it opens the folded filters at its field; dates added there price the stay.
    await page.getByRole('button', { name: 'Edit filter: 2 adults' }).click();
    await until(() => page.evaluate(() => document.activeElement?.id)).toBe('hb-agency-adults');
    const stay = await nextStay();
    await page.locator('#hb-agency-checkin').fill(stay.checkin);
    await page.locator('#hb-agency-checkout').fill(stay.checkout);
    await page.locator('#hb-agency-adults').selectOption('2');
    await page.locator('.hb-agency-filters button[type="submit"]').click();
    await until(() => chipTexts(scope)).toEqual([
      'Tokyo',
      `${stay.checkin} – ${stay.checkout}`,
      '2 adults',
    ]);
    const card = scope.locator('.hb-agency-hotel').filter({ hasText: 'Sakura Hotel Tokyo' });
    await until(() => card.locator('.hb-agency-price').textContent()).toMatch(/for 1 night$/);

    // The hotel page is the single-hotel search for the same stay; booking stays below /ota.
    await card.getByRole('link', { name: 'See rooms' }).click();
    await withScreenText(scope, until(() => breakfastOffer(scope).isVisible()).toBe(true));
    expect(new URL(page.url()).pathname).toBe('/ota/hotels/sakura-tokyo');
    // The hotel page suggests its neighbours, for the same stay.
    const neighbours = scope.locator('.hb-nearby-hotel a');
    await until(() => neighbours.count()).toBe(4);
    expect(await neighbours.first().getAttribute('href')).toMatch(
      new RegExp(
        `/ota/hotels/tokyo-\\d+\\?checkin=${stay.checkin}&checkout=${stay.checkout}&adults=2$`,
      ),
    );
    await selectRoomAndContinue(scope);
    expect(new URL(page.url()).pathname).toBe('/ota/reservation/guest-detail');
    await fillGuest(scope, newGuest('agency'));
    await continueToPayment(scope);
    expect(new URL(page.url()).pathname).toBe('/ota/reservation/payment');
    await fillCard(scope, TEST_CARD);
    await payButton(scope).click();
    const number = await confirmedNumber(scope);
    expect(new URL(page.url()).pathname).toBe(`/ota/reservation/confirmation/${number}`);
    expect(problems).toEqual([]);
    // Recorded as booked on the agency site: the hotel's desk finds it under that source only.
    const desk = await browser.open(`${e2e.provider}/console/sign-in`);
    const staff = demoStaff('front_desk');
    await signInWithPassword(desk.page, staff.email, staff.password);
    const found = (source: string) =>
      desk.page.evaluate(
        async ({ number, source }) => {
          const query = new URLSearchParams({ q: number, source });
          const answer = await fetch(`/api/v1/console/hotels/sakura-tokyo/reservations?${query}`);
          return ((await answer.json()) as { meta: { total: number } }).meta.total;
        },
        { number, source },
      );
    expect(await found('agency')).toBe(1);
    expect(await found('hosted')).toBe(0);
    // The first agency journey may wait for the catalogue's background load (about a second idle).
  }, 90_000);

  it('books a generated catalogue hotel: its page opens, searches and books (paid at the hotel)', async () => {
    await catalogueLoaded();
    const stay = await nextStay();
    const query = new URLSearchParams({ area: 'tokyo', ...stay, adults: '2' });
    const { page, problems } = await browser.open(agencyUrl(`/search-hotels?${query}`));
    const scope = page.locator('body');
    // A catalogue hotel: its brand is a generated chain, with no API client of its own.
    const card = scope
      .locator('.hb-agency-hotel')
      .filter({ hasNot: page.getByText('Sakura Hotel Tokyo') })
      .first();
    await until(() => card.locator('.hb-agency-price').textContent()).toMatch(/for 1 night$/);
    await card.getByRole('link', { name: 'See rooms' }).click();
    await until(() => new URL(page.url()).pathname).toMatch(/^\/ota\/hotels\/tokyo-\d{4}$/);
    const roomOnly = scope
      .locator('.hb-offer')
      .filter({ hasText: /Room only/ })
      .first();
    await withScreenText(scope, until(() => roomOnly.isVisible(), 30_000).toBe(true));
    await roomOnly.locator('button.hb-step').last().click();
    await scope.locator('.hb-selection button').click();
    await until(() => new URL(page.url()).pathname).toBe('/ota/reservation/guest-detail');
    const guest = newGuest('agency-catalogue');
    const field = (name: string) => scope.locator(`[data-field="${name}"]`);
    await field('first_name').fill(guest.first);
    await field('last_name').fill(guest.last);
    await field('email').fill(guest.email);
    await field('email_confirmation').fill(guest.email);
    await field('terms_accepted').check();
    await scope.locator('[data-action="continue"]').click();
    await until(() => new URL(page.url()).pathname).toBe('/ota/reservation/payment');
    // The catalogue's plans are paid at the hotel: no card, the booking is confirmed at once.
    await payButton(scope).click();
    const done = scope.locator('.hb-mg-ok').first();
    await withScreenText(scope, until(() => done.isVisible(), 30_000).toBe(true));
    const number = await confirmedNumber(scope);
    expect(new URL(page.url()).pathname).toBe(`/ota/reservation/confirmation/${number}`);
    expect(problems).toEqual([]);
  }, 90_000);

  it('understands a request in Arabic, right to left, and its screens pass axe (ar, en)', async () => {
    await catalogueLoaded();
    for (const [locale, request, chips] of [
      ['ar', 'فندق عائلي في طوكيو لشخصين', ['طوكيو', 'عائلي', 'عدد البالغين: 2']],
      ['en', 'family hotel in Tokyo for 2 adults', ['Tokyo', 'Family friendly', '2 adults']],
    ] as const) {
      const { page } = await browser.open(agencyUrl(`/?locale=${locale}`), { bypassCSP: true });
      const scope = page.locator('body');
      await until(() => scope.locator('.hb-agency-assist').isVisible()).toBe(true);
      expect(await page.locator('.hb-app').getAttribute('dir')).toBe(
        locale === 'ar' ? 'rtl' : 'ltr',
      );
      expect(await axeViolations(page, 'body'), `home (${locale})`).toEqual([]);
      await ask(page, request);
      await until(() => scope.locator('.hb-agency-hotel').count()).toBe(3);
      expect((await chipTexts(scope)).length).toBe(chips.length);
      expect(await chipTexts(scope)).toContain(chips[0]);
      expect(await page.locator('h1').count()).toBe(1);
      expect(await axeViolations(page, 'body'), `search (${locale})`).toEqual([]);
    }
  });

  it('links a bw_to_ota hotel (Sakura Osaka) to the agency site: nearby hotels, area search', async () => {
    await catalogueLoaded();
    const stay = await nextStay();
    const query = new URLSearchParams({ code: 'sakura-osaka', ...stay, adults: '2' });
    const { page } = await browser.open(`${e2e.provider}/booking/result?${query}`);
    const scope = page.locator('body');
    const nearby = scope.locator('.hb-nearby');
    await withScreenText(scope, until(() => nearby.isVisible(), 30_000).toBe(true));
    const links = await nearby
      .locator('.hb-nearby-hotel a')
      .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    expect(links).toHaveLength(4);
    for (const link of links) {
      const url = new URL(link);
      expect(url.pathname).toMatch(/^\/ota\/hotels\/[a-z0-9-]+$/);
      expect(url.searchParams.get('checkin')).toBe(stay.checkin);
    }
    await nearby.getByRole('link', { name: 'Search more hotels in Osaka' }).click();
    await until(() => new URL(page.url()).pathname).toBe('/ota/search-hotels');
    await until(() => chipTexts(scope)).toEqual([
      'Osaka',
      `${stay.checkin} – ${stay.checkout}`,
      '2 adults',
    ]);
    await until(() => hotelNames(scope)).toContain('Sakura Hotel Osaka Namba');
  });
});
