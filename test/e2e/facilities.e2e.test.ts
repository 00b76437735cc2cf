import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { e2e } from './support.ts';

// The hosted app sends a strict CSP (script-src 'self'); these contexts bypass it only so that
// axe-core can be injected. Console and page errors are collected as in support.ts.
let shared: Browser | undefined;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  shared = await chromium.connect(e2e.wsEndpoint);
});
afterAll(async () => {
  await Promise.allSettled(contexts.map((context) => context.close()));
  await shared?.close();
});
const browser = {
  async open(url: string) {
    if (!shared) throw new Error('browser not connected');
    const context = await shared.newContext({
      viewport: { width: 1280, height: 900 },
      bypassCSP: true,
    });
    contexts.push(context);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    await page.goto(url);
    return { page, problems };
  },
};

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('facilities and cancellation policy pages', () => {
  it('prices the default stay when linked without a search', async () => {
    const { page, problems } = await browser.open(`${e2e.provider}/facilities?code=sakuratokyo`);
    await expect.poll(() => page.locator('.hb-fac-item').count()).toBe(3);
    expect(await page.locator('h1').allTextContents()).toHaveLength(1);
    const prices = await page.locator('.hb-fac-price').allTextContents();
    expect(prices).toHaveLength(3);
    expect(prices.every((text) => /^From ¥[\d,]+ per night$|^No rooms/.test(text))).toBe(true);
    const href = await page.getByRole('link', { name: 'See rooms' }).first().getAttribute('href');
    expect(new URL(href ?? '', e2e.provider).searchParams.get('checkin')).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
    expect(problems).toEqual([]);
  });

  it('lists the brand hotels with their lowest price and opens a hotel results', async () => {
    const checkin = day(21);
    const checkout = day(23);
    const { page, problems } = await browser.open(
      `${e2e.provider}/facilities?code=sakuratokyo&checkin=${checkin}&checkout=${checkout}&adults=2`,
    );
    await expect
      .poll(() => page.getByRole('heading', { name: 'Our hotels' }).isVisible())
      .toBe(true);
    const items = page.locator('.hb-fac-item');
    await expect.poll(() => items.count()).toBe(3);
    const names = await page.locator('.hb-fac-name').allTextContents();
    expect(names.every((name) => name.includes('Sakura'))).toBe(true);
    const prices = await page.locator('.hb-fac-price').allTextContents();
    expect(prices.filter((text) => /^From ¥[\d,]+ per night$/.test(text)).length).toBeGreaterThan(
      0,
    );
    expect(await axeViolations(page, '.hb-app')).toEqual([]);

    const second = items.nth(1);
    const hotelName = (await second.locator('.hb-fac-name').textContent()) ?? '';
    const kyotoSearch = page.waitForRequest(
      (request) =>
        request.url().includes('/api/v1/rooms?') &&
        new URL(request.url()).searchParams.get('code') === 'sakurakyoto',
    );
    await second.getByRole('link', { name: 'See rooms' }).click();
    await kyotoSearch;
    await expect.poll(() => new URL(page.url()).pathname).toBe('/booking/result');
    const url = new URL(page.url());
    expect(url.searchParams.get('code')).toBe('sakura-kyoto');
    expect(url.searchParams.get('checkin')).toBe(checkin);
    expect(url.searchParams.get('checkout')).toBe(checkout);
    expect(hotelName).toContain('Kyoto');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Available rooms' }).isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
    expect(problems).toEqual([]);
  });

  it('shows the hotel cancellation policies as translated lines', async () => {
    const { page, problems } = await browser.open(
      `${e2e.provider}/cancellation-policy?code=sakuratokyo`,
    );
    await expect
      .poll(() => page.getByRole('heading', { name: 'Cancellation policy', level: 1 }).isVisible())
      .toBe(true);
    // The hosted page's one h1 is its title; each policy is a section under it (polled: the
    // policies arrive after the title).
    expect(await page.locator('h1').count()).toBe(1);
    await expect
      .poll(() =>
        page.getByRole('heading', { name: 'Standard cancellation policy', level: 2 }).count(),
      )
      .toBe(1);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Standard cancellation policy' }).isVisible())
      .toBe(true);
    const lines = await page.locator('.hb-pol-lines li').allTextContents();
    expect(lines).toContain('Cancelling 3 days before check-in or later: 20% of the stay');
    expect(lines).toContain('No-show: 100%');
    expect(await axeViolations(page, '.hb-app')).toEqual([]);

    await page.goto(`${e2e.provider}/cancellation-policy?code=sakuratokyo&policy=flexible`);
    await expect.poll(() => page.locator('.hb-pol-item').count()).toBe(1);
    await page.goto(`${e2e.provider}/cancellation-policy?code=sakuratokyo&policy=nope`);
    await expect
      .poll(() => page.getByText('There is no cancellation policy to show.').isVisible())
      .toBe(true);
    expect(problems).toEqual([]);
  });
});
