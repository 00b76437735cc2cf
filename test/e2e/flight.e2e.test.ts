import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { breakfastOffer, isoIn, plusDays, until } from './booking-support.ts';
import { e2e, roomTypeStock, sharedBrowser } from './support.ts';

const browser = sharedBrowser();

/** The seed's stay-plus-flight plan of Sakura Tokyo (deluxe twin). */
const FLIGHT_PLAN = 'Stay + round-trip flight from Osaka';

/** A night with at least 5 free deluxe twins (five flight rooms are chosen below). */
async function twinNight(offset: number): Promise<string> {
  const nights = await roomTypeStock(
    'sakuratokyo',
    'deluxe-twin',
    isoIn(offset),
    isoIn(offset + 30),
  );
  const night = nights.find((n) => n.remaining >= 5)?.date;
  if (!night) throw new Error('no night with 5 free deluxe twins');
  return night;
}

const results = (query: string) => `${e2e.provider}/booking/result?code=sakura-tokyo&${query}`;
const offers = (page: Page) => page.locator('.hb-offer');
const flightOffer = (page: Page) => offers(page).filter({ hasText: FLIGHT_PLAN });

describe('stay-plus-flight plans', () => {
  it('are offered for dated stays, marked, and at most 5 rooms can be chosen', async () => {
    const night = await twinNight(10);
    const { page, problems } = await browser.open(
      results(`checkin=${night}&checkout=${plusDays(night, 1)}&adults=2&room_count=1`),
      { bypassCSP: true },
    );
    const offer = flightOffer(page);
    await until(() => offer.isVisible()).toBe(true);
    expect(await offer.locator('.hb-badges').textContent()).toContain('Stay + flight');
    expect(await offer.textContent()).toContain('Flight included: at most 5 rooms per booking.');
    const more = offer.locator('button.hb-step').last();
    for (let i = 0; i < 5; i++) await more.click();
    expect(await offer.locator('.hb-step-count').textContent()).toContain('5');
    await until(() => more.isDisabled()).toBe(true);
    // A sixth room of another card-paid plan would break the flight limit: refused, said why.
    await breakfastOffer(page.locator('.hb-app')).locator('button.hb-step').last().click();
    await until(() => page.locator('.hb-error[role="alert"]').textContent()).toContain(
      'can hold at most 5 rooms',
    );
    expect(await page.locator('.hb-selection').textContent()).toContain('5');
    expect(await axeViolations(page, '.hb-app')).toEqual([]);

    // Five rooms go on to guest detail, where the server quotes them.
    await page.locator('.hb-selection button').click();
    await until(() => page.locator('.hb-gd-total').isVisible()).toBe(true);
    expect(problems).toEqual([]);
  });

  it('are not offered in an undated search, and the guest is told why', async () => {
    const { page } = await browser.open(results('search_type=undated&nights=2&adults=2'), {
      bypassCSP: true,
    });
    await until(() => offers(page).count()).toBeGreaterThan(2);
    await until(() => page.getByText('Stay + flight plans need dates').isVisible()).toBe(true);
    expect(await flightOffer(page).count()).toBe(0);

    expect(await axeViolations(page, '.hb-app')).toEqual([]);
  });

  it('explains the same in Arabic, right to left', async () => {
    const { page } = await browser.open(
      results('search_type=undated&nights=2&adults=2&locale=ar'),
      { bypassCSP: true },
    );
    await until(() => page.getByText('تتطلب خطط الإقامة مع الطيران تواريخ').isVisible()).toBe(true);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await axeViolations(page, '.hb-app')).toEqual([]);
  });
});
