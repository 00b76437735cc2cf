import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostPage, readmeEmbeds } from '../../bench/lighthouse-pages.ts';
import { describeShifts, searchVisit } from '../../bench/whole-visit-cls.ts';
import { startDemo } from '../../demo/server.ts';
import { e2e, sharedBrowser } from './support.ts';

const browser = sharedBrowser();

// The README's inline embed in a plain hotel page (text above and below it), as the layout-shift
// journey serves it, from a loopback origin of its own.
const pages = mkdtempSync(join(tmpdir(), 'hotel-booking-search-shift-'));
let site: Awaited<ReturnType<typeof startDemo>>;

beforeAll(async () => {
  writeFileSync(join(pages, 'inline.html'), hostPage(readmeEmbeds().get('inline')));
  writeFileSync(join(pages, 'bar.html'), hostPage(readmeEmbeds().get('bar')));
  site = await startDemo({ port: 0, providerOrigin: e2e.provider, root: pages });
});
afterAll(async () => {
  await site?.close();
  rmSync(pages, { recursive: true, force: true });
});

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
};

/**
 * How late the search answers and the widget's code arrives: past the input grace, so the press
 * on the server's drawing is answered once the widget is in (src/element/take-over.ts) and the
 * results grow after the grace. (On loopback both come within it, and nothing would count.)
 * Without the space taken at the press: CLS 0.19 on the phone, 0.03 on the desktop.
 */
const LATE_MS = 900;

/** Issue 44's goal for a visit with a search (Core Web Vitals' "good" is 0.1). */
const GOAL = 0.05;

describe.each(Object.entries(VIEWPORTS))('a search moves nothing (%s)', (_, viewport) => {
  it('whole-visit CLS of a search in the inline widget stays within the goal', async () => {
    const { page, problems } = await browser.open('about:blank', { viewport });
    const visit = await searchVisit(page, `${site.url}/inline.html`, LATE_MS, async () => {
      const widget = page.locator('#w');
      // The guest taps Search in the server's drawing: the widget's code is asked for then.
      await widget.getByRole('button', { name: 'Search' }).click();
      await expect
        .poll(() => widget.getByRole('heading', { name: 'Available rooms' }).isVisible())
        .toBe(true);
    });
    console.log(
      `search ${viewport.width}px: CLS ${visit.cls.toFixed(4)}`,
      describeShifts(visit.entries),
    );
    expect(visit.cls).toBeLessThanOrEqual(GOAL);
    expect(problems).toEqual([]);
  });

  it('whole-visit CLS of a search in the booking bar, its results below it, stays within the goal', async () => {
    const { page, problems } = await browser.open('about:blank', { viewport });
    const visit = await searchVisit(page, `${site.url}/bar.html`, LATE_MS, async () => {
      const bar = page.locator('#w');
      // On the phone the choices and Search are behind the summary line.
      if (viewport.width < 641)
        await bar.getByRole('button', { name: /^Change dates and guests/ }).click();
      await bar.getByRole('button', { name: 'Search' }).click();
      await expect
        .poll(() => bar.getByRole('heading', { name: 'Available rooms' }).isVisible())
        .toBe(true);
    });
    console.log(
      `bar search ${viewport.width}px: CLS ${visit.cls.toFixed(4)}`,
      describeShifts(visit.entries),
    );
    expect(visit.cls).toBeLessThanOrEqual(GOAL);
    expect(problems).toEqual([]);
  });
});
