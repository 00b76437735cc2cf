import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { addAdults, adultsOf, e2e, nextEvent, sharedBrowser } from './support.ts';

const browser = sharedBrowser();

/** The widget's code, as the loader asks for it on the guest's intent. */
const WIDGET_CHUNK = /\/widget\/chunks\/widget-[\w-]+\.js$/;

/**
 * Holds the widget's code back as a slow connection would (it still comes from the real server),
 * so the guest acts on the server's drawing before the widget can take it over.
 */
async function slowWidgetCode(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(WIDGET_CHUNK, async (route) => {
    asked.push(route.request().url());
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  return asked;
}

/** Which of the inline box's children are shown: the server's drawing (`div`) or the widget. */
const boxChildren = (page: Page) =>
  page.evaluate(() =>
    [
      ...(document.getElementById('inline-booking')?.shadowRoot?.querySelector('.r')?.children ??
        []),
    ]
      .map((child) => child.localName)
      .join(','),
  );

/**
 * Layout shifts so far, with or without recent input (buffered entries). The demo page's own
 * header (its modal button, without the README's reserving style) shifts once at load.
 */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const shift = entry as PerformanceEntry & {
              value: number;
              sources: { node?: Node; previousRect: DOMRect; currentRect: DOMRect }[];
            };
            total += shift.value;
            console.log(
              'shift',
              shift.value,
              shift.startTime,
              shift.sources
                .map(
                  (s) =>
                    `${s.node?.nodeName}.${(s.node as Element | undefined)?.className} ${JSON.stringify(s.previousRect)} ${JSON.stringify(s.currentRect)}`,
                )
                .join('; '),
            );
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 100);
      }),
  );

describe("the server's drawing of the inline first screen", () => {
  it('is the first screen; the widget loads on intent and keeps what was typed and pressed', async () => {
    const { page, problems } = await browser.open(`${e2e.demo}/`);
    const asked = await slowWidgetCode(page);
    const widget = page.locator('#inline-booking');
    await widget.getByRole('button', { name: 'Search' }).waitFor();
    expect(await boxChildren(page)).toBe('div');
    expect(await axeViolations(page, '#inline-booking')).toEqual([]);
    // Nothing of the widget's code while the guest has not reached for it.
    await page.waitForTimeout(300);
    expect(asked).toEqual([]);

    const shiftBefore = await layoutShift(page);
    await addAdults(widget, 1);
    await widget.getByRole('textbox', { name: 'Promo code' }).fill('SPRING');
    // Still the drawing: the widget's code is on its way.
    expect(asked).toHaveLength(1);
    expect(await boxChildren(page)).toMatch(/^div,?/);
    await expect.poll(() => boxChildren(page), { timeout: 10_000 }).toBe('hotel-booking-app');

    expect(await adultsOf(widget)).toBe('3');
    const promo = widget.getByRole('textbox', { name: 'Promo code' });
    expect(await promo.inputValue()).toBe('SPRING');
    // Focus stayed in the promo code field, now the widget's.
    expect(
      await page.evaluate(
        () =>
          document
            .getElementById('inline-booking')
            ?.shadowRoot?.querySelector('hotel-booking-app')
            ?.shadowRoot?.activeElement?.classList.contains('hb-input') ?? false,
      ),
    ).toBe(true);
    // The widget drew the same screen where the drawing was: nothing moved.
    expect(await layoutShift(page)).toBe(shiftBefore);
    // And it is the widget now: the next press answers at once.
    await addAdults(widget, 1);
    expect(await adultsOf(widget)).toBe('4');
    expect(problems).toEqual([]);
  });

  it('searches when "Search" was pressed before the widget arrived', async () => {
    const { page, problems } = await browser.open(`${e2e.demo}/`);
    await slowWidgetCode(page);
    const widget = page.locator('#inline-booking');
    const searched = nextEvent(page, 'inline-booking', 'hotel-booking:search');
    await widget.getByRole('button', { name: 'Search' }).click();
    expect(await boxChildren(page)).toMatch(/^div/);
    expect(await searched).toMatchObject({ criteria: { adults: '2', room_count: '1' } });
    await expect
      .poll(() => widget.getByRole('heading', { name: 'Available rooms' }).isVisible())
      .toBe(true);
    // The drawing's submit never reached the hotel's page.
    expect(new URL(page.url()).search).toBe('');
    expect(problems).toEqual([]);
  });

  it('shows "Sign in" before any widget code, and a press on it opens the sign-in screen', async () => {
    const { page, problems } = await browser.open(`${e2e.demo}/`);
    const asked = await slowWidgetCode(page);
    const widget = page.locator('#inline-booking');
    const signIn = widget.getByRole('button', { name: 'Sign in' });
    await signIn.waitFor();
    expect(await boxChildren(page)).toBe('div');
    await page.waitForTimeout(300);
    expect(asked).toEqual([]);
    await signIn.click();
    // The press is kept while the widget's code comes, and made again once it is in.
    expect(await boxChildren(page)).toMatch(/^div/);
    await widget.getByRole('heading', { name: 'Sign in' }).waitFor({ timeout: 15_000 });
    expect(await boxChildren(page)).toBe('hotel-booking-app');
    await widget.getByRole('textbox', { name: 'E-mail address' }).waitFor();
    expect(problems).toEqual([]);
  });

  it("is drawn in the guest's remembered language, and in Arabic right to left, clean for axe", async () => {
    const { page, context, problems } = await browser.open('about:blank');
    await context.addInitScript(`localStorage.setItem('triplabot_locale', 'ja')`);
    await page.goto(`${e2e.demo}/`);
    const lang = (selector: string) =>
      page
        .locator(selector)
        .locator('.hb-app')
        .evaluate((el) => [el.getAttribute('lang'), el.getAttribute('dir')]);
    await page.locator('#inline-booking').locator('form.hb-search').waitFor();
    expect(await boxChildren(page)).toBe('div');
    expect(await lang('#inline-booking')).toEqual(['ja', 'ltr']);

    const asked = await slowWidgetCode(page);
    await page.goto(`${e2e.fixtures}/arabic.html`);
    await page.locator('#w').getByRole('button', { name: 'بحث' }).waitFor();
    expect(await lang('#w')).toEqual(['ar', 'rtl']);
    expect(await axeViolations(page, '#w')).toEqual([]);
    expect(asked).toEqual([]);
    expect(problems).toEqual([]);
  });
});
