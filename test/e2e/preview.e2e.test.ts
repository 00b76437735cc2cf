import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_HOTEL_API_KEY } from '../../server/db/seed/pay-links.ts';
import { axeViolations } from './axe.ts';
import { isoIn, plusDays, until } from './booking-support.ts';
import { e2e, roomTypeStock, sharedBrowser } from './support.ts';

const browser = sharedBrowser();

/** The seed's unpublished plan of Sakura Tokyo (standard double). */
const DRAFT_PLAN = 'Spring cherry-blossom stay (draft)';

/** A preview link made with the hotel's API key, as the hotel's staff would. */
async function previewLink(): Promise<string> {
  const res = await fetch(`${e2e.provider}/api/v1/hotel/previews`, {
    method: 'POST',
    headers: { authorization: `Bearer ${DEMO_HOTEL_API_KEY}` },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { url: string } }).data.url;
}

/** A night with free standard doubles, as search parameters. */
async function stayQuery(offset: number): Promise<string> {
  const nights = await roomTypeStock(
    'sakuratokyo',
    'standard-double',
    isoIn(offset),
    isoIn(offset + 20),
  );
  const night = nights.find((n) => n.remaining >= 3)?.date;
  if (!night) throw new Error('no free standard double');
  return `&checkin=${night}&checkout=${plusDays(night, 1)}&adults=2&room_count=1`;
}

const offers = (page: Page) => page.locator('.hb-offer');
const draftOffer = (page: Page) => offers(page).filter({ hasText: DRAFT_PLAN });
const notice = (page: Page) => page.locator('.hb-banner[role="status"]');

describe('preview mode', () => {
  it('a guest adding tripla_preview=true sees a preview notice but no unpublished plan', async () => {
    const stay = await stayQuery(5);
    const { page, problems } = await browser.open(
      `${e2e.provider}/booking/result?code=sakura-tokyo&tripla_preview=true${stay}`,
    );
    await until(() => offers(page).count()).toBeGreaterThan(2);
    await until(() => notice(page).textContent()).toContain('no valid preview link');
    expect(await draftOffer(page).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it("the hotel's link shows the draft plan for five minutes, marked, and books it", async () => {
    const stay = await stayQuery(8);
    const { page, context, problems } = await browser.open('about:blank', { bypassCSP: true });
    await context.clock.install();
    await page.goto(`${await previewLink()}${stay}`);
    await until(() => draftOffer(page).isVisible()).toBe(true);
    const banner = notice(page);
    await until(() => banner.textContent()).toContain('Preview mode: for 5 minutes');
    expect(await draftOffer(page).locator('.hb-badge-preview').textContent()).toBe(
      'Preview: not published',
    );
    // The token left the address (it is a credential); the preview flag stays.
    expect(page.url()).not.toContain('preview_token');
    expect(page.url()).toContain('tripla_preview=true');
    expect(await axeViolations(page, '.hb-app')).toEqual([]);

    // The draft plan is bookable in this preview: the server quotes it on guest detail.
    await draftOffer(page).locator('button.hb-step').last().click();
    await page.locator('.hb-selection button').click();
    await until(() => page.locator('.hb-gd-total').isVisible()).toBe(true);

    // Five minutes later the preview ends on screen too.
    await page.clock.fastForward('05:01');
    await until(() => banner.textContent()).toContain('The 5-minute preview has ended');
    expect(problems).toEqual([]);
  });

  it('speaks Arabic right to left, with the notice and the badge translated', async () => {
    const stay = await stayQuery(12);
    const { page } = await browser.open(`${await previewLink()}${stay}&locale=ar`, {
      bypassCSP: true,
    });
    await until(() => page.locator('.hb-badge-preview').first().textContent()).toBe(
      'معاينة: غير منشورة',
    );
    await until(() => notice(page).textContent()).toContain('وضع المعاينة');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await axeViolations(page, '.hb-app')).toEqual([]);
  });
});
