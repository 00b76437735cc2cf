import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { chooseStay, nextStay, until } from './booking-support.ts';
import { e2e, sharedBrowser } from './support.ts';

const browser = sharedBrowser();

/** Records every message the page receives, from page start, in `window.__messages`. */
const RECORD_MESSAGES = `
  window.__messages = [];
  addEventListener('message', (e) => window.__messages.push(e.data));`;

describe('room recommender', () => {
  it('answers the questions, recommends rooms, books one and opens all rooms', async () => {
    const stay = await nextStay();
    const { page, problems } = await browser.open(
      `${e2e.provider}/booking/recommender?code=sakuratokyo`,
      { bypassCSP: true },
    );
    const body = page.locator('body');
    await until(() => page.getByRole('heading', { name: 'Find your room' }).isVisible()).toBe(true);
    // In the shell: the hotel's header is there.
    expect(await page.locator('.hb-header').count()).toBe(1);
    await chooseStay(body, stay);
    await page.getByRole('radio', { name: /Meals included/ }).check();
    await page.getByRole('checkbox', { name: 'Non-smoking' }).check();
    await page.getByRole('button', { name: 'Show my rooms' }).click();

    const offers = page.locator('.hb-rec-offer');
    await until(() => offers.count()).toBeGreaterThan(0);
    // Meals first, non-smoking rooms only: the standard double's breakfast plan leads.
    expect(await offers.first().locator('.hb-rec-plan').textContent()).toBe('With breakfast');
    expect(await offers.first().locator('.hb-rec-offer-title').textContent()).toBe(
      'Standard Double',
    );
    expect(await page.getByRole('status').filter({ hasText: /suit/ }).textContent()).toMatch(
      /^\d+ rooms? suits? your answers\.$/,
    );
    // The answer is in the address: a reload shows the same recommendation.
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      code: 'sakuratokyo',
      checkin: stay.checkin,
      checkout: stay.checkout,
      adults: '2',
      filter: 'non_smoking',
      priority: 'meals',
    });
    expect(await axeViolations(page, '.hb-app')).toEqual([]);
    await page.reload();
    await until(() => offers.first().locator('.hb-rec-plan').textContent()).toBe('With breakfast');
    expect(await page.getByRole('radio', { name: /Meals included/ }).isChecked()).toBe(true);

    // "See all rooms" opens the results for the same stay.
    await page.getByRole('link', { name: 'See all rooms for these dates' }).click();
    await until(() => new URL(page.url()).pathname).toBe('/booking/result');
    expect(new URL(page.url()).searchParams.get('checkin')).toBe(stay.checkin);
    await until(() => page.locator('.hb-offer').count()).toBeGreaterThan(0);

    // Back to the recommendation, and "Book this room" starts the booking of that offer.
    await page.goBack();
    await until(() => offers.count()).toBeGreaterThan(0);
    await offers.first().getByRole('button', { name: 'Book this room' }).click();
    await until(() => new URL(page.url()).pathname).toBe('/reservation/guest-detail');
    await until(() => page.locator('[data-field="first_name"]').isVisible()).toBe(true);
    await until(() => page.locator('.hb-gd-total').isVisible()).toBe(true);
    expect(await page.getByText('With breakfast').first().isVisible()).toBe(true);
    expect(problems).toEqual([]);
  });

  it('embeds the headless recommender widget in an iframe, silent to the hotel page', async () => {
    const stay = await nextStay();
    const { page, context, problems } = await browser.open('about:blank');
    await context.addInitScript(RECORD_MESSAGES);
    await page.goto(`${e2e.demo}/room-finder.html`);
    const frameElement = page.locator('#room-finder iframe');
    await until(() => frameElement.count()).toBe(1);
    expect(new URL((await frameElement.getAttribute('src')) ?? '').pathname).toBe(
      '/recommender-widget',
    );
    const frame = page.frameLocator('#room-finder >> iframe');
    await until(() => frame.getByRole('heading', { name: 'Find your room' }).isVisible()).toBe(
      true,
    );
    // Headless: no hotel header or footer around the questions.
    expect(await frame.locator('.hb-header').count()).toBe(0);
    await chooseStay(frame.locator('body'), stay);
    await frame.getByRole('radio', { name: /Space/ }).check();
    await frame.getByRole('button', { name: 'Show my rooms' }).click();
    const offers = frame.locator('.hb-rec-offer');
    await until(() => offers.count()).toBeGreaterThan(0);
    // Largest room first.
    const facts = await offers.locator('.hb-small').filter({ hasText: 'm²' }).allTextContents();
    const sizes = facts.map((text) => Number(text.split(' ')[0]));
    expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);

    // The frame follows its content where that moves nothing of the page on screen (the
    // loader's own messages pass): in a shorter window, at the top of the page, its end is
    // below the window (README, "No layout shift") …
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.evaluate(() => scrollTo(0, 1));
    await page.waitForTimeout(100);
    await page.evaluate(() => scrollTo(0, 0));
    await until(async () => {
      const outer = await frameElement.evaluate((el) => el.getBoundingClientRect().height);
      const inner = await frame.locator('html').evaluate((el) => el.scrollHeight);
      return Math.abs(outer - inner) <= 2;
    }).toBe(true);
    // … but none of the spec's parent messages (booking-widget-opened, ga4Event, …) is sent.
    const messages = await page.evaluate(
      () => (window as unknown as { __messages: Record<string, unknown>[] }).__messages,
    );
    expect(messages.some((m) => m.type === 'hotel-booking:resize')).toBe(true);
    expect(messages.filter((m) => 'action' in m)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('reads right to left in Arabic, clean for axe, and says when a hotel has no recommender', async () => {
    const stay = await nextStay();
    const answer = new URLSearchParams({
      code: 'sakuratokyo',
      locale: 'ar',
      checkin: stay.checkin,
      checkout: stay.checkout,
      adults: '2',
      priority: 'price',
    });
    const { page, problems } = await browser.open(`${e2e.provider}/recommender-widget?${answer}`, {
      bypassCSP: true,
    });
    await until(() => page.getByRole('heading', { name: 'اعثر على غرفتك' }).isVisible()).toBe(true);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    const offers = page.locator('.hb-rec-offer');
    await until(() => offers.count()).toBeGreaterThan(0);
    expect(await offers.first().getByRole('button', { name: 'احجز هذه الغرفة' }).isVisible()).toBe(
      true,
    );
    expect(await axeViolations(page, '.hb-app')).toEqual([]);

    expect(problems).toEqual([]);

    // Kyoto has not switched the recommender on: the page says so and offers the search.
    const kyoto = await browser.open(`${e2e.provider}/booking/recommender?code=sakurakyoto`);
    await until(() =>
      kyoto.page.getByText('This hotel does not offer room recommendations.').isVisible(),
    ).toBe(true);
    expect(await kyoto.page.getByRole('button', { name: 'Show my rooms' }).count()).toBe(0);
    await kyoto.page.getByRole('link', { name: 'Search rooms' }).click();
    await until(() => new URL(kyoto.page.url()).pathname).toBe('/booking/result');
    expect(kyoto.problems).toEqual([]);
  });
});
