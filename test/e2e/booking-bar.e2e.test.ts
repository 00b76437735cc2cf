import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostPage, readmeEmbeds } from '../../bench/lighthouse-pages.ts';
import {
  cumulativeLayoutShift,
  RECORD_VISIT_SHIFTS,
  visitShifts,
} from '../../bench/whole-visit-cls.ts';
import { startDemo } from '../../demo/server.ts';
import { axeViolations } from './axe.ts';
import { e2e, sharedBrowser } from './support.ts';

const browser = sharedBrowser();

// The README's bar embed in a plain hotel page, once per search target and in Arabic, served
// from a loopback origin of its own (as the layout-shift journey serves its pages).
const pages = mkdtempSync(join(tmpdir(), 'hotel-booking-bar-'));
let site: Awaited<ReturnType<typeof startDemo>>;
const BAR = readmeEmbeds().get('bar') ?? '';

beforeAll(async () => {
  const variant = (attributes: string) =>
    hostPage(BAR.replace(' mode="bar"', ` mode="bar" ${attributes}`));
  writeFileSync(join(pages, 'bar.html'), hostPage(BAR));
  for (const target of ['modal', 'new-tab', 'hosted'])
    writeFileSync(join(pages, `${target}.html`), variant(`search-target="${target}"`));
  writeFileSync(join(pages, 'ar.html'), variant('locale="ar"'));
  site = await startDemo({ port: 0, providerOrigin: e2e.provider, root: pages });
});
afterAll(async () => {
  await site?.close();
  rmSync(pages, { recursive: true, force: true });
});

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Opens a bar page, recording its layout shifts and the widget files it asks for. */
async function openBar(
  name: string,
  viewport: { width: number; height: number },
  searchLabel = 'Search',
) {
  const { page, context, problems } = await browser.open('about:blank', { viewport });
  await context.addInitScript(RECORD_VISIT_SHIFTS);
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/widget/chunks/')) chunks.push(request.url());
  });
  await page.goto(`${site.url}/${name}.html`);
  const bar = page.locator('#w');
  await bar
    .getByRole('button', { name: searchLabel, includeHidden: true })
    .waitFor({ state: 'attached' });
  return { page, bar, chunks, problems };
}

/** The element's height and what draws it: the server's drawing (`div`) or the widget. */
const state = (page: Page) =>
  page.evaluate(() => {
    const host = document.getElementById('w');
    return {
      height: host?.getBoundingClientRect().height ?? 0,
      drawnBy: host?.shadowRoot?.querySelector('.r > *')?.localName,
    };
  });

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('the booking bar (%s)', (_, viewport) => {
  it('is drawn by the provider in the 72 px the README reserves, with no widget code before intent, and nothing moves', async () => {
    const { page, bar, chunks, problems } = await openBar('bar', viewport);
    await page.waitForTimeout(800);
    expect(await state(page)).toEqual({ height: 72, drawnBy: 'div' });
    expect(chunks).toEqual([]);
    // One row on the desktop, one summary line on the phone: each no taller than 80 px.
    const shown = viewport === PHONE ? bar.locator('.hb-bar-summary') : bar.locator('form');
    expect((await shown.boundingBox())?.height).toBeLessThanOrEqual(80);
    // The guest reaches for it: the widget takes the drawing over in place.
    await shown.hover();
    await expect.poll(async () => (await state(page)).drawnBy).toBe('hotel-booking-app');
    await page.waitForTimeout(600);
    expect((await state(page)).height).toBe(72);
    expect(chunks.length).toBeGreaterThan(0);
    expect(cumulativeLayoutShift(await visitShifts(page))).toBe(0);
    expect(problems).toEqual([]);
  });
});

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])("a returning guest's booking bar (%s)", (_, viewport) => {
  it('starts at once (a search remembered) in the reserved 72 px, and nothing moves', async () => {
    const { page, bar, problems } = await openBar('bar', viewport);
    if (viewport === PHONE)
      await bar.getByRole('button', { name: /^Change dates and guests/ }).click();
    await bar.getByRole('button', { name: 'Search' }).click();
    await bar.getByRole('heading', { name: 'Available rooms' }).waitFor();
    // Reloaded: the remembered search makes the widget start at once, with no drawing.
    await page.reload();
    await expect.poll(async () => (await state(page)).drawnBy).toBe('hotel-booking-app');
    await bar.getByRole('button', { name: /^(Search|Change dates and guests)/ }).waitFor();
    await page.waitForTimeout(600);
    expect((await state(page)).height).toBe(72);
    expect(cumulativeLayoutShift(await visitShifts(page))).toBe(0);
    expect(problems).toEqual([]);
  });
});

describe('the booking bar on a desktop', () => {
  it('opens rooms and guests in a popover from the keyboard, named for screen readers, and closes on Escape', async () => {
    const { page, bar, problems } = await openBar('bar', DESKTOP);
    const form = bar.getByRole('form', { name: 'Book your stay' });
    await expect.poll(() => form.isVisible()).toBe(true);
    const dates = bar.getByRole('button', { name: /^Check-in .* Check-out / });
    await dates.focus();
    await expect.poll(async () => (await state(page)).drawnBy).toBe('hotel-booking-app');
    await page.keyboard.press('Tab');
    const guests = bar.getByRole('button', { name: /^Guests and rooms \d+ rooms?, / });
    expect(await guests.textContent()).toBe('Guests and rooms 1 room, 2 guests');
    await expect
      .poll(() => guests.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement))
      .toBe(true);
    expect(await guests.getAttribute('aria-expanded')).toBeNull();
    await page.keyboard.press('Enter');
    const popover = bar.getByRole('dialog', { name: 'Guests and rooms' });
    await expect.poll(() => popover.isVisible()).toBe(true);
    // The browser tells assistive technology the button's popover is open.
    expect(
      await guests.evaluate((el) =>
        (el as HTMLButtonElement).popoverTargetElement?.matches(':popover-open'),
      ),
    ).toBe(true);
    // Tab goes from the button into its popover: the adults' stepper.
    const focusedName = () =>
      page.evaluate(() => {
        let active = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        return active?.getAttribute('aria-label') ?? active?.textContent;
      });
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe('Decrease Adults');
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe('Increase Adults');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => popover.getByRole('group', { name: 'Adults' }).locator('output').textContent())
      .toBe('3');
    // The stepper keeps the focus; Escape closes the popover and gives it back to the button.
    expect(await focusedName()).toBe('Increase Adults');
    await page.keyboard.press('Escape');
    await expect.poll(() => popover.isVisible()).toBe(false);
    await expect
      .poll(() => guests.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement))
      .toBe(true);
    await expect.poll(() => guests.textContent()).toContain('3 guests');
    expect(await axeViolations(page, '#w')).toEqual([]);
    // "Add a promo code" becomes the field, focused.
    await bar.getByRole('button', { name: 'Add a promo code' }).click();
    const promo = bar.getByRole('textbox', { name: 'Promo code' });
    await expect
      .poll(() => promo.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement))
      .toBe(true);
    expect(problems).toEqual([]);
  });

  it('shows the results below the bar, in the page', async () => {
    const { page, bar, problems } = await openBar('bar', DESKTOP);
    await bar.getByRole('button', { name: 'Search' }).click();
    await expect
      .poll(() => bar.getByRole('heading', { name: 'Available rooms' }).isVisible())
      .toBe(true);
    const below = await page.evaluate(() => {
      const host = document.getElementById('w');
      const app = host?.shadowRoot?.querySelector('hotel-booking-app')?.shadowRoot;
      const row = app?.querySelector('.hb-bar-choices')?.getBoundingClientRect();
      const heading = app?.querySelector('.hb-results-heading')?.getBoundingClientRect();
      return (heading?.top ?? 0) > (row?.bottom ?? 0);
    });
    expect(below).toBe(true);
    expect(problems).toEqual([]);
  });

  it('opens the results in a modal dialog, and gives focus back to Search when it closes', async () => {
    const { page, bar, problems } = await openBar('modal', DESKTOP);
    const search = bar.getByRole('button', { name: 'Search' });
    await search.click();
    const dialog = bar.getByRole('dialog');
    await expect
      .poll(() => dialog.getByRole('heading', { name: 'Available rooms' }).isVisible())
      .toBe(true);
    // In the page, nothing took the results' space: the dialog is over it.
    expect((await state(page)).height).toBe(72);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect
      .poll(() => search.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement))
      .toBe(true);
    expect(problems).toEqual([]);
  });

  it('opens the hosted results in a new tab, with the search applied', async () => {
    const { page, bar, problems } = await openBar('new-tab', DESKTOP);
    const search = bar.getByRole('button', { name: 'Search (opens in a new tab)' });
    const [tab] = await Promise.all([page.context().waitForEvent('page'), search.click()]);
    await tab.waitForLoadState();
    const url = new URL(tab.url());
    expect(url.origin).toBe(new URL(e2e.provider).origin);
    expect(url.pathname).toBe('/booking/result');
    expect(url.searchParams.get('code')).toBe('sakuratokyo');
    expect(url.searchParams.get('adults')).toBe('2');
    expect(url.searchParams.get('checkin')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expect
      .poll(() => tab.getByRole('heading', { name: 'Available rooms' }).isVisible())
      .toBe(true);
    expect(problems).toEqual([]);
  });

  it('goes to the hosted results in this tab, with the search applied', async () => {
    const { page, bar } = await openBar('hosted', DESKTOP);
    await bar.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/booking\/result\?/);
    expect(new URL(page.url()).searchParams.get('room_count')).toBe('1');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Available rooms' }).isVisible())
      .toBe(true);
  });

  it('is drawn right to left in Arabic', async () => {
    const { page, bar, problems } = await openBar('ar', DESKTOP, 'بحث');
    await expect.poll(() => bar.getByRole('button', { name: 'بحث' }).isVisible()).toBe(true);
    const [dir, searchX, datesX] = await page.evaluate(() => {
      const root = document.getElementById('w')?.shadowRoot?.querySelector('.r > *')?.shadowRoot;
      const x = (selector: string) => root?.querySelector(selector)?.getBoundingClientRect().x ?? 0;
      return [
        root?.querySelector('.hb-app')?.getAttribute('dir'),
        x('.hb-bar-submit'),
        x('.hb-cal-field'),
      ];
    });
    expect(dir).toBe('rtl');
    // Search ends the row: on the left in a right-to-left row.
    expect(searchX).toBeLessThan(datesX);
    expect(problems).toEqual([]);
  });
});

describe("the demo hotel's home page", () => {
  it('has the booking bar over its hero, opening the results in a dialog', async () => {
    const { page, problems } = await browser.open(`${e2e.demo}/`);
    const bar = page.locator('#hero-bar');
    const search = bar.getByRole('button', { name: 'Search' });
    await search.waitFor();
    expect((await bar.boundingBox())?.height).toBe(72);
    await search.click();
    await expect
      .poll(() =>
        bar.getByRole('dialog').getByRole('heading', { name: 'Available rooms' }).isVisible(),
      )
      .toBe(true);
    expect(problems).toEqual([]);
  });
});

describe('the booking bar on a phone', () => {
  it('is one summary line that opens the choices full-screen; Search there shows the results below', async () => {
    const { bar, problems } = await openBar('bar', PHONE);
    const summary = bar.getByRole('button', {
      name: /^Change dates and guests: .+ – .+ rooms?, \d+ guests$/,
    });
    await expect.poll(() => summary.isVisible()).toBe(true);
    expect(await summary.textContent()).toMatch(
      /^Change dates and guests: .+ – .+ 1 room, 2 guests$/,
    );
    expect(await bar.getByRole('button', { name: 'Search' }).isVisible()).toBe(false);
    await summary.click();
    const choices = bar.getByRole('form', { name: 'Book your stay' });
    await expect.poll(() => choices.isVisible()).toBe(true);
    const box = await choices.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
    await bar.getByRole('button', { name: 'Increase Adults' }).click();
    await expect
      .poll(() => bar.getByRole('group', { name: 'Adults' }).locator('output').textContent())
      .toBe('3');
    await bar.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => choices.isVisible()).toBe(false);
    await expect.poll(() => summary.textContent()).toContain('3 guests');
    await expect
      .poll(() => bar.getByRole('heading', { name: 'Available rooms' }).isVisible())
      .toBe(true);
    expect(problems).toEqual([]);
  });
});
