import {
  type Browser,
  type BrowserContext,
  chromium,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

/** This worker's servers and sites (global-setup.ts starts a set per journey worker). */
export const e2e = journeyContext();

function journeyContext() {
  const sets = inject('e2e');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const set = sets[worker - 1];
  if (!set) throw new Error(`No journey servers for worker ${worker} of ${sets.length}.`);
  return set;
}

/**
 * Connects this test file to the shared browser and gives each test a fresh context (no shared
 * cookies or storage). Console errors and page errors are collected for assertions.
 */
export function sharedBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.connect(e2e.wsEndpoint);
  });
  afterAll(async () => {
    await Promise.allSettled(contexts.map((context) => context.close()));
    await browser?.close();
  });
  return {
    /**
     * `bypassCSP` lets axe's injected script run on pages whose CSP forbids inline scripts (the
     * hosted app); use it only for accessibility checks, never in tests of the CSP itself.
     */
    async open(
      url: string,
      options: {
        viewport?: { width: number; height: number };
        bypassCSP?: boolean;
        /** The browser's own time zone (IANA), for screens that must show the hotel's instead. */
        timezoneId?: string;
      } = {},
    ) {
      const context = await browser.newContext({
        viewport: options.viewport ?? { width: 1280, height: 900 },
        bypassCSP: options.bypassCSP ?? false,
        ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
      });
      contexts.push(context);
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
      });
      await page.goto(url);
      return { page, context, problems };
    },
  };
}

/** Resolves with the detail of the next `name` event dispatched on the element `#id`. */
/** The nights of one room type from `start` to `end` with the rooms left (inventory API). */
export async function roomTypeStock(
  hotel: string,
  roomType: string,
  start: string,
  end: string,
): Promise<{ date: string; remaining: number }[]> {
  const answer = (await (
    await fetch(
      `${e2e.provider}/api/v1/rooms/inventory?code=${hotel}&start_date=${start}&end_date=${end}`,
    )
  ).json()) as {
    data: { room_type_code: string; days: { date: string; remaining: number }[] }[];
  };
  return answer.data.find((type) => type.room_type_code === roomType)?.days ?? [];
}

/**
 * What a locator shows, without the invisible isolation marks (U+2066–U+2069) that keep hotel
 * names in their own direction inside translated lines (src/i18n/isolate.ts).
 */
export async function shownText(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').replace(/[\u2066-\u2069]/g, '');
}

export function nextEvent(page: Page, id: string, name: string): Promise<unknown> {
  return page.evaluate(
    ([elementId, eventName]) =>
      new Promise((resolve) => {
        document
          .getElementById(elementId as string)
          ?.addEventListener(
            eventName as string,
            (event) => resolve((event as CustomEvent).detail),
            { once: true },
          );
      }),
    [id, name],
  );
}

/** Records every `hotel-booking:*` event from page start in `window.__events`. */
export const RECORD_EVENTS = `
  window.__events = [];
  for (const name of ['ready','open','close','search','booking-completed','error']) {
    document.addEventListener('hotel-booking:' + name, (e) => {
      window.__events.push({ name: e.type, target: e.target.id, detail: e.detail });
    });
  }`;

/** The adults count of the first room in a widget's guests editor (Playwright pierces shadows). */
export function adultsOf(scope: Locator): Promise<string | null> {
  return scope.getByRole('group', { name: 'Adults' }).first().locator('output').textContent();
}

/** Presses "Increase Adults" of the first room `times` times. */
export async function addAdults(scope: Locator, times: number): Promise<void> {
  for (let i = 0; i < times; i++)
    await scope.getByRole('button', { name: 'Increase Adults' }).first().click();
}
