import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2e, sharedBrowser } from './support.ts';

const browser = sharedBrowser();

/**
 * The demo page with the inline widget's `locale` attribute set and its name attributes removed,
 * so the title can only come from the init settings the real server sends
 * (`{{facility_name}} — {{brand_name}}` filled with the seeded hotel and brand). The attributes
 * change as the parser inserts the element, before the async loader upgrades it. (Rewriting the
 * page with page.route would make Chromium treat it as a public page and block the loopback
 * provider under Private Network Access.)
 */
async function openDemoIn(locale: string) {
  const { page, context, problems } = await browser.open('about:blank');
  await context.addInitScript(`
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) {
        if (node.id !== 'inline-booking') continue;
        node.setAttribute('locale', ${JSON.stringify(locale)});
        node.removeAttribute('facility-name');
        node.removeAttribute('brand-name');
      }
    }).observe(document, { childList: true, subtree: true });`);
  const failedApiCalls: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(e2e.provider) && response.status() >= 400) {
      failedApiCalls.push(`${response.status()} ${response.url()}`);
    }
  });
  await page.goto(`${e2e.demo}/`);
  return { page, context, problems, failedApiCalls, widget: page.locator('#inline-booking') };
}

const appAttributes = (page: Page) =>
  page
    .locator('#inline-booking')
    .locator('.hb-app')
    .evaluate((el) => ({ lang: el.getAttribute('lang'), dir: el.getAttribute('dir') }));

describe('the shell on the demo page', () => {
  it('starts in Japanese with the hotel name from the init settings', async () => {
    const { page, widget, failedApiCalls, context } = await openDemoIn('ja');
    await expect
      .poll(() => widget.getByText('Sakura Hotel Tokyo — Sakura Hotels').isVisible())
      .toBe(true);
    expect(await appAttributes(page)).toEqual({ lang: 'ja', dir: 'ltr' });
    await expect.poll(() => widget.getByLabel('言語').inputValue()).toBe('ja');
    // Tokyo has multi-currency on: the results page shows the currency selector.
    await expect.poll(() => widget.getByRole('button', { name: /JPY/ }).isVisible()).toBe(true);
    // The widget's own startup, once the guest reaches for it, keeps the client session in a
    // cookie on the host page (0.75 day).
    await widget.hover();
    await expect.poll(() => widget.locator('hotel-booking-app').count()).toBe(1);
    await expect
      .poll(async () => (await context.cookies(e2e.demo)).map((c) => c.name))
      .toContain('tripla_client_session');
    const cookies = await context.cookies(e2e.demo);
    expect(cookies.map((c) => c.name)).toContain('tripla_client_session');
    expect(failedApiCalls).toEqual([]);
  });

  it('starts in Arabic, right to left, and switching language is remembered', async () => {
    const { page, widget, failedApiCalls } = await openDemoIn('ar');
    await expect
      .poll(() => widget.getByText('Sakura Hotel Tokyo — Sakura Hotels').isVisible())
      .toBe(true);
    expect(await appAttributes(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    // The facility offers five languages; the explicit Arabic stays selected on top of them.
    const select = widget.locator('.hb-header select');
    await select.selectOption('en');
    await expect.poll(() => appAttributes(page)).toEqual({ lang: 'en', dir: 'ltr' });
    expect(await page.evaluate(() => localStorage.getItem('triplabot_locale'))).toBe('en');
    expect(failedApiCalls).toEqual([]);
  });
});

describe('the shell in the hosted app', () => {
  it('strips tokens and rewrites legacy hash links before rendering', async () => {
    const { page } = await browser.open(
      `${e2e.provider}/#/booking/result?code=sakura-tokyo&locale=ar&accessToken=secret-token`,
    );
    await expect
      .poll(() => page.getByText('Sakura Hotel Tokyo — Sakura Hotels').isVisible())
      .toBe(true);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/booking/result');
    expect(url.hash).toBe('');
    expect(url.searchParams.get('accessToken')).toBeNull();
    expect(url.searchParams.get('code')).toBe('sakura-tokyo');
    expect(await page.locator('.hb-app').getAttribute('dir')).toBe('rtl');
  });

  it('removes an e-mail address from the address (PII guard) and shows not-found pages', async () => {
    const { page, problems } = await browser.open(
      `${e2e.provider}/nowhere?code=sakura-tokyo&utm_source=guest@example.com`,
    );
    await expect
      .poll(() => page.getByRole('heading', { name: 'Page not found' }).isVisible())
      .toBe(true);
    expect(page.url()).not.toContain('example.com');
    expect(new URL(page.url()).searchParams.get('code')).toBe('sakura-tokyo');
    expect(problems.some((p) => p.includes('personal data'))).toBe(true);
    // Home is the root: the standard app goes on to the search form...
    await page.getByRole('link', { name: 'Back to the homepage' }).click();
    await expect.poll(() => page.locator('.hb-search-submit').isVisible()).toBe(true);
    // ...and the agency site (below /ota) to its own home.
    await page.goto(`${e2e.provider}/ota/nowhere`);
    await page.getByRole('link', { name: 'Back to the homepage' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Find your stay' }).isVisible())
      .toBe(true);
  });
});
