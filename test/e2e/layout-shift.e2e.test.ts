import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostPage, readmeEmbeds } from '../../bench/lighthouse-pages.ts';
import { startDemo } from '../../demo/server.ts';
import { firstScreenHeight } from '../../loader/first-screen.ts';
import { e2e, sharedBrowser } from './support.ts';

const browser = sharedBrowser();

// The host pages are written from the README at test time and served like the demo site, from a
// loopback origin of their own (a page fulfilled by the test itself may not load loopback scripts).
const pages = mkdtempSync(join(tmpdir(), 'hotel-booking-embed-'));
let site: Awaited<ReturnType<typeof startDemo>>;
beforeAll(async () => {
  for (const [mode, element] of readmeEmbeds())
    writeFileSync(join(pages, `${mode}.html`), hostPage(element));
  site = await startDemo({ port: 0, providerOrigin: e2e.provider, root: pages });
});
afterAll(async () => {
  await site?.close();
  rmSync(pages, { recursive: true, force: true });
});

/**
 * Layout shifts from page start, split into those that move the host's own content (any source
 * node in the document's light tree outside the widget) and all of them (the widget's inside
 * too, for the report). Shifts right after input are excluded, as Cumulative Layout Shift does.
 */
const RECORD_SHIFTS = `
  window.__shifts = { host: 0, all: 0, input: 0, nodes: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) { window.__shifts.input += entry.value; continue; }
      window.__shifts.all += entry.value;
      const widget = document.getElementById('w');
      const hostNodes = entry.sources
        .map((source) => source.node)
        .filter((node) => node && document.contains(node) && !(widget && widget.contains(node)));
      if (hostNodes.length) {
        window.__shifts.host += entry.value;
        for (const node of hostNodes) window.__shifts.nodes.push(node.nodeName + '#' + (node.id || ''));
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });`;

interface Shifts {
  host: number;
  all: number;
  input: number;
  nodes: string[];
}
const shifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: Shifts }).__shifts);

const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
};

/** Opens the host page with the README's embed for `mode`; the loader arrives after first paint. */
async function openHost(mode: string, viewport: { width: number; height: number }) {
  if (!readmeEmbeds().has(mode)) throw new Error(`README has no embed for mode ${mode}`);
  const { page, context, problems } = await browser.open('about:blank', { viewport });
  await context.addInitScript(RECORD_SHIFTS);
  // A real hotel page paints before a third-party async script arrives: hold the loader back
  // so the snippet's own reservation is what the first paint shows.
  await page.route('**/widget/hotel-booking.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.goto(`${site.url}/${mode}.html`, { waitUntil: 'domcontentloaded' });
  return { page, problems };
}

/** Height of the host element and of the inline widget's app inside it (0 in other modes). */
const heights = (page: Page) =>
  page.evaluate(() => {
    const host = document.getElementById('w');
    const app = host?.shadowRoot
      ?.querySelector('hotel-booking-app')
      ?.shadowRoot?.querySelector('.hb-app');
    return {
      host: host?.getBoundingClientRect().height ?? 0,
      app: app?.getBoundingClientRect().height ?? 0,
    };
  });

it("carries the first screen's measured heights in the README's inline and iframe embeds", () => {
  for (const mode of ['inline', 'iframe'])
    expect(readmeEmbeds().get(mode)).toContain(
      `--hotel-booking-min-height:${firstScreenHeight('100%')};`,
    );
});

describe.each(Object.entries(VIEWPORTS))('no layout shift on the host page (%s)', (_, viewport) => {
  it('inline: the snippet and the loader reserve the first screen the widget then fills', async () => {
    const { page, problems } = await openHost('inline', viewport);
    const widget = page.locator('#w');
    await expect.poll(() => widget.getByRole('button', { name: 'Search' }).isVisible()).toBe(true);
    await page.waitForTimeout(1500);
    const result = await shifts(page);
    const size = await heights(page);
    console.log(`inline ${viewport.width}px`, result, size);
    expect(result.host, result.nodes.join(' ')).toBe(0);
    // The form fills what was reserved; below a 993 px viewport it may be up to 89 px shorter
    // (README, "No layout shift"): empty space, never a push.
    expect(size.host - size.app).toBeGreaterThanOrEqual(0);
    expect(size.host - size.app).toBeLessThanOrEqual(viewport.width < 993 ? 89 : 0);
    expect(problems).toEqual([]);
  });

  it('iframe: the frame opens at the reserved height and grows only after the guest acts', async () => {
    const { page } = await openHost('iframe', viewport);
    const frame = page.frameLocator('#w >> iframe');
    await expect.poll(() => frame.getByRole('button', { name: 'Search' }).isVisible()).toBe(true);
    await page.waitForTimeout(1500);
    const result = await shifts(page);
    const hostedHeight = await frame.locator('html').evaluate((el) => el.scrollHeight);
    console.log(`iframe ${viewport.width}px`, result, {
      ...(await heights(page)),
      hosted: hostedHeight,
    });
    expect(result.host, result.nodes.join(' ')).toBe(0);

    // The guest searches: now the frame follows the taller results page. Chromium does not count
    // input inside a cross-origin frame as recent input of the host page, so the push of the
    // host's content below is reported as a layout shift: printed here, not asserted (README).
    const frameHeight = () =>
      page.locator('#w iframe').evaluate((el) => el.getBoundingClientRect().height);
    const before = await frameHeight();
    await frame.getByRole('button', { name: 'Search' }).click();
    await expect.poll(frameHeight).toBeGreaterThan(before);
    console.log(`iframe ${viewport.width}px after Search`, await shifts(page), await frameHeight());
  });

  for (const mode of ['modal', 'new-tab']) {
    it(`${mode}: the button is as tall before and after the loader defines it`, async () => {
      const { page } = await openHost(mode, viewport);
      const before = (await heights(page)).host;
      // Measured before the (held back) loader ran: the snippet alone reserved it.
      expect(await page.evaluate(() => customElements.get('hotel-booking'))).toBeUndefined();
      await page
        .locator('#w')
        .getByRole(mode === 'modal' ? 'button' : 'link')
        .waitFor();
      await page.waitForTimeout(300);
      const after = (await heights(page)).host;
      const result = await shifts(page);
      console.log(`${mode} ${viewport.width}px`, result, { before, after });
      expect(after).toBe(before);
      expect(result.host, result.nodes.join(' ')).toBe(0);
    });
  }
});
