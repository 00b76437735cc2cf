import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostPage, readmeEmbeds, writtenInlineEmbed } from '../../bench/lighthouse-pages.ts';
import { startDemo } from '../../demo/server.ts';
import { axeViolations } from './axe.ts';
import { e2e, sharedBrowser } from './support.ts';

const browser = sharedBrowser();

/**
 * The README's inline embed with the first screen the hotel's own server wrote into it (README,
 * "First screen from your server"): the element's reserving child replaced by the provider's
 * `/widget/first-screen.html` for the element's attributes, asked for as a CMS plugin would.
 */
const pages = mkdtempSync(join(tmpdir(), 'hotel-booking-written-'));
let site: Awaited<ReturnType<typeof startDemo>>;

beforeAll(async () => {
  const written = await writtenInlineEmbed(e2e.provider, readmeEmbeds().get('inline') ?? '');
  writeFileSync(join(pages, 'written.html'), hostPage(written));
  // The same page kept past the hotel's day (a page cache): its drawing shows yesterday.
  const stale = written.replace(/data-until="\d+"/, 'data-until="1"');
  writeFileSync(join(pages, 'stale.html'), hostPage(stale));
  site = await startDemo({ port: 0, providerOrigin: e2e.provider, root: pages });
});
afterAll(async () => {
  await site?.close();
  rmSync(pages, { recursive: true, force: true });
});

/** Opens a page of the site with the loader's and drawing's requests recorded from the start. */
async function openRecorded(
  path: string,
  hold?: RegExp,
): Promise<{ page: Page; problems: string[]; asked: string[] }> {
  const { page, problems } = await browser.open('about:blank');
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  if (hold)
    await page.route(hold, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
  await page.goto(`${site.url}/${path}`);
  return { page, problems, asked };
}

/** The inline box's children once the loader ran: the adopted drawing, or the widget. */
const boxChildren = (page: Page) =>
  page.evaluate(() =>
    [...(document.getElementById('w')?.shadowRoot?.querySelector('.r')?.children ?? [])]
      .map((child) => `${child.localName}${child.getAttribute('slot') ? '[slot]' : ''}`)
      .join(','),
  );

describe('the first screen written into the page by the hotel’s server', () => {
  it('is painted with the page, before the loader, and a press on Search does not leave it', async () => {
    const { page, problems } = await browser.open('about:blank');
    // No script of ours at all: what a guest sees while the loader is still on its way.
    await page.route(/\/widget\/hotel-booking\.js$/, (route) => route.abort());
    await page.goto(`${site.url}/written.html`);
    const widget = page.locator('#w');
    const search = widget.getByRole('button', { name: 'Search' });
    await search.waitFor();
    expect(await widget.getByRole('heading').first().isVisible()).toBe(true);
    // It holds the space the snippet reserves: the host's paragraph below is where it will stay.
    const height = await widget.evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBeGreaterThan(500);
    await search.click();
    await page.waitForTimeout(300);
    expect(page.url()).toBe(`${site.url}/written.html`);
    expect(await axeViolations(page, '#w')).toEqual([]);
    // The loader's abort is the only failure.
    expect(problems).toEqual(['console: Failed to load resource: net::ERR_FAILED']);
  });

  it('is taken over by the widget with no request for a drawing and nothing moved', async () => {
    const { page, problems, asked } = await openRecorded(
      'written.html',
      /\/widget\/chunks\/widget-[\w-]+\.js$/,
    );
    const widget = page.locator('#w');
    await expect.poll(() => boxChildren(page)).toBe('span[slot]');
    const below = () => page.locator('#below').evaluate((el) => el.getBoundingClientRect().top);
    const belowBefore = await below();
    await widget.getByRole('textbox', { name: 'Promo code' }).fill('SPRING');
    await expect.poll(() => boxChildren(page), { timeout: 10_000 }).toBe('hotel-booking-app');
    expect(await widget.getByRole('textbox', { name: 'Promo code' }).inputValue()).toBe('SPRING');
    expect(await below()).toBe(belowBefore);
    expect(asked.filter((path) => path.startsWith('/widget/first-screen'))).toEqual([]);
    expect(problems).toEqual([]);
  });

  it("is not shown once the hotel's day has ended: the loader asks for today's", async () => {
    const { page, problems, asked } = await openRecorded('stale.html');
    await expect.poll(() => boxChildren(page)).toBe('div');
    expect(asked).toContain('/widget/first-screen');
    await page.locator('#w').getByRole('button', { name: 'Search' }).waitFor();
    expect(problems).toEqual([]);
  });
});
