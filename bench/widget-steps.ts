import type { Page } from 'playwright-core';

/**
 * The guest's steps on the demo home page's inline widget, timed in the page, shared by
 * widget-timings.ts and widget-timings-ab.ts so both time exactly the same thing.
 */

/**
 * The pause between the pointer reaching a button and the press: 150 ms, the low end of a
 * person's pointing and clicking time (aimed movements take a few hundred ms; the final
 * approach and press alone rarely less than 150 ms). The timings start at the press.
 */
export const POINTING_MS = 150;

/**
 * A step that has not painted after this long has failed (a missed click, a broken build): the
 * bench stops with the step's selector instead of waiting for ever.
 */
const STEP_DEADLINE_MS = 20_000;

/** How long after a step's paint its requests are collected (those still running then end). */
const SETTLE_MS = 500;

/** Add with `context.addInitScript`: the page-side helpers the timings below use. */
export const STEP_TIMING_SCRIPT = `window.__waitFor = (test, label) => new Promise((resolve, reject) => {
  const deadline = performance.now() + ${STEP_DEADLINE_MS};
  const tick = () => test()
    ? requestAnimationFrame(() => resolve(performance.now()))
    : performance.now() > deadline
      ? reject(new Error('not painted within ${STEP_DEADLINE_MS} ms: ' + label))
      : requestAnimationFrame(tick);
  tick();
});
window.addEventListener('pointerdown', () => { window.__pressed = performance.now(); }, true);
window.__app = () => document.getElementById('inline-booking')?.shadowRoot?.querySelector('hotel-booking-app')?.shadowRoot;
window.__screen = () => document.getElementById('inline-booking')?.shadowRoot?.querySelector('.r > *')?.shadowRoot;
customElements.whenDefined('hotel-booking').then(() => { window.__connected = performance.now(); });`;

interface StepWindow {
  __waitFor(test: () => boolean, label: string): Promise<number>;
  __app(): ShadowRoot | undefined;
  /** What shows the first screen: the server's drawing, or the widget once it took it over. */
  __screen(): ShadowRoot | undefined;
  __connected: number;
  __pressed: number;
  __until?: Promise<number>;
}

/**
 * Element connected → the search form's submit button painted, in ms: the server's drawing of
 * it for a new guest (the widget takes it over on the guest's intent), the widget's own where
 * there is no drawing.
 */
export function timeToForm(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const w = window as unknown as StepWindow;
    const at = await w.__waitFor(
      () => Boolean(w.__screen()?.querySelector('form button[type=submit]')),
      'the search form',
    );
    return at - w.__connected;
  });
}

/** One step: press → painted, in ms, and the requests it made. */
export interface StepTiming {
  ms: number;
  /**
   * The requests since the press: start → end in ms from the press (resource timings), marked
   * when they started after the step's paint (the step did not wait for them).
   */
  requests: string[];
}

/**
 * Watches (every frame, from before the press) for `selector` (parts joined by ` && `), then
 * moves the pointer onto `target`, pauses like a guest, presses.
 */
async function pressUntil(
  page: Page,
  target: ReturnType<Page['locator']>,
  selector: string,
): Promise<StepTiming> {
  await page.evaluate((sel) => {
    const w = window as unknown as StepWindow;
    w.__until = w.__waitFor(
      () => sel.split(' && ').every((one) => w.__app()?.querySelector(one)),
      sel,
    );
  }, selector);
  await target.hover();
  await page.waitForTimeout(POINTING_MS);
  await target.click();
  const ms = await page.evaluate(async () => {
    const w = window as unknown as StepWindow;
    return ((await w.__until) ?? Number.NaN) - w.__pressed;
  });
  // A resource timing exists only once its request has ended: let those still running end.
  await page.waitForTimeout(SETTLE_MS);
  const requests = await page.evaluate((painted) => {
    const w = window as unknown as StepWindow;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime >= w.__pressed)
      .map(
        (entry) =>
          `${(entry.startTime - w.__pressed).toFixed(0).padStart(4)} → ${(
            (entry as PerformanceResourceTiming).responseEnd - w.__pressed
          )
            .toFixed(0)
            .padStart(4)} ms  ${new URL(entry.name).pathname}${
            entry.startTime - w.__pressed > painted ? '  (after the paint)' : ''
          }`,
      );
  }, ms);
  return { ms, requests };
}

/**
 * From the painted search form: Search → results painted, then one room of the first bookable
 * plan and Continue → the guest-detail form with the server's price painted. A new guest's
 * Search is pressed on the server's drawing: the pointer reaching it is the intent that loads
 * the widget, which takes the drawing over and presses Search again, so the step includes the
 * widget's arrival less the 150 ms of pointing.
 */
export async function timeSearchAndContinue(
  page: Page,
): Promise<{ search: StepTiming; continue: StepTiming }> {
  const app = page.locator('#inline-booking hotel-booking-app');
  const search = await pressUntil(
    page,
    page.locator('#inline-booking').getByRole('button', { name: 'Search' }),
    '.hb-list, .hb-empty',
  );
  const step = app.locator('.hb-stepper .hb-step:last-child').first();
  await step.hover();
  await page.waitForTimeout(POINTING_MS);
  await step.click();
  const guestDetail = await pressUntil(
    page,
    app.locator('.hb-selection .hb-btn').first(),
    '.hb-gd-total && input',
  );
  return { search, continue: guestDetail };
}
