import { describe, expect, it } from 'vitest';
import { addAdults, adultsOf, e2e, nextEvent, RECORD_EVENTS, sharedBrowser } from './support.ts';

const browser = sharedBrowser();

/** Sums layout-shift scores from page start (Cumulative Layout Shift). */
const RECORD_LAYOUT_SHIFT = `
  window.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });`;

describe('inline mode', () => {
  it('mounts in a shadow root without shifting the page, and searching never touches the host URL', async () => {
    const { page, context, problems } = await browser.open('about:blank');
    await context.addInitScript(RECORD_LAYOUT_SHIFT + RECORD_EVENTS);
    await page.goto(`${e2e.demo}/`);
    const widget = page.locator('#inline-booking');
    await expect.poll(() => widget.getByRole('button', { name: 'Search' }).isVisible()).toBe(true);
    expect(
      await page.evaluate(() => document.getElementById('inline-booking')?.shadowRoot?.mode),
    ).toBe('open');

    const before = await page.evaluate(() => ({ href: location.href, length: history.length }));
    const searched = nextEvent(page, 'inline-booking', 'hotel-booking:search');
    await addAdults(widget, 1);
    await widget.getByRole('button', { name: 'Search' }).click();
    expect(await searched).toMatchObject({ criteria: { adults: '3', room_count: '1' } });
    const after = await page.evaluate(() => ({ href: location.href, length: history.length }));
    expect(after).toEqual(before);

    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(
      0.01,
    );
    const events = await page.evaluate(
      () => (window as unknown as { __events: { name: string; target: string }[] }).__events,
    );
    expect(events).toContainEqual(
      expect.objectContaining({ name: 'hotel-booking:ready', target: 'inline-booking' }),
    );
    expect(problems).toEqual([]);
  });

  it('applies attribute changes after load, including a change of mode', async () => {
    const { page } = await browser.open(`${e2e.fixtures}/two-widgets.html`);
    const a = page.locator('#a');
    await expect.poll(() => a.getByText('Tokyo', { exact: true }).isVisible()).toBe(true);
    await page.evaluate(() =>
      document.getElementById('a')?.setAttribute('facility-name', 'Tokyo Bay'),
    );
    await expect.poll(() => a.getByText('Tokyo Bay', { exact: true }).isVisible()).toBe(true);
    await page.evaluate(() => document.getElementById('a')?.setAttribute('mode', 'new-tab'));
    await expect.poll(() => a.getByRole('link', { name: 'Book now' }).isVisible()).toBe(true);
  });
  it("offers the hosted booking page when the widget's code cannot load, and says why", async () => {
    const { page, context } = await browser.open('about:blank');
    await context.addInitScript(RECORD_EVENTS);
    // A content blocker, or a dropped connection on the hotel's Wi-Fi.
    await page.route(/\/widget\/chunks\/widget-[\w-]+\.js$/, (route) => route.abort());
    await page.goto(`${e2e.demo}/`);
    const widget = page.locator('#inline-booking');
    await widget.hover();
    const link = widget.getByRole('link', { name: 'Book now' });
    await expect.poll(() => link.isVisible()).toBe(true);
    const href = new URL((await link.getAttribute('href')) ?? '');
    expect(href.pathname).toBe('/booking/result');
    expect(href.searchParams.get('code')).toBeTruthy();
    expect(await link.getAttribute('target')).toBe('_blank');
    // The link is the button of the new-tab mode: 44 px tall, its styles adopted with it. It
    // stays the same element while the pointer moves over it (no retry under the guest's hand).
    const marked = await link.evaluate((el) => {
      el.dataset.first = 'yes';
      return el.getBoundingClientRect().height;
    });
    expect(marked).toBe(44);
    await page.mouse.move(10, 10);
    await link.hover();
    await page.waitForTimeout(300);
    expect(await link.getAttribute('data-first')).toBe('yes');
    const events = await page.evaluate(
      () =>
        (window as unknown as { __events: { name: string; target: string; detail: unknown }[] })
          .__events,
    );
    expect(events).toContainEqual(
      expect.objectContaining({
        name: 'hotel-booking:error',
        target: 'inline-booking',
        detail: expect.objectContaining({ code: 'load_failed' }),
      }),
    );
  });
});

describe('modal mode', () => {
  it('opens an accessible dialog, traps focus, closes on Escape and returns focus', async () => {
    const { page, context } = await browser.open('about:blank');
    await context.addInitScript(RECORD_EVENTS);
    await page.goto(`${e2e.demo}/`);
    const button = page.locator('#header-booking').getByRole('button', { name: 'Book now' });
    await button.click();
    const dialog = page
      .locator('#header-booking')
      .getByRole('dialog', { name: 'Sakura Hotel Tokyo' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => dialog.getByRole('button', { name: 'Search' }).isVisible()).toBe(true);

    // Tab many times: focus must stay inside the dialog (deepest active element's host chain).
    const insideDialog = () =>
      page.evaluate(() => {
        let active: Element | null = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        const dialogEl = document
          .getElementById('header-booking')
          ?.shadowRoot?.querySelector('dialog');
        for (
          let node: Node | null = active;
          node;
          node = node.parentNode ?? (node as ShadowRoot).host ?? null
        ) {
          if (node === dialogEl) return true;
        }
        return false;
      });
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await insideDialog()).toBe(true);
    }
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await insideDialog()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    // Polled: focus goes back to the opener a task after the dialog closes.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const host = document.getElementById('header-booking');
          return document.activeElement === host && host?.shadowRoot?.activeElement?.tagName;
        }),
      )
      .toBe('BUTTON');
    // Polled: the dialog's `close` event (and so hotel-booking:close) is queued as a task of its
    // own, which a busy machine may run after focus has come back.
    const names = () =>
      page.evaluate(() =>
        (window as unknown as { __events: { name: string; target: string }[] }).__events
          .filter((e) => e.target === 'header-booking')
          .map((e) => e.name),
      );
    await expect
      .poll(names)
      .toEqual(
        expect.arrayContaining([
          'hotel-booking:ready',
          'hotel-booking:open',
          'hotel-booking:close',
        ]),
      );
  });

  it('does not load React on the host page until the button is used', async () => {
    const { page } = await browser.open('about:blank');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${e2e.demo}/new-tab.html`);
    await page.locator('#offer-booking').getByRole('link').waitFor();
    // Only the buttons' own chunk: neither the widget (React) nor the dialog's modes chunk.
    expect(scripts.filter((path) => path.includes('/chunks/'))).toEqual([
      expect.stringMatching(/^\/widget\/chunks\/buttons-[\w-]+\.js$/),
    ]);
  });

  it('opens by itself on a deep link, at the linked search', async () => {
    const { page } = await browser.open(`${e2e.demo}/?hotel_booking=search&adults=3`);
    const dialog = page.locator('#header-booking').getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => adultsOf(dialog)).toBe('3');
    await expect.poll(() => adultsOf(page.locator('#inline-booking'))).toBe('3');
  });
});

describe('new-tab mode', () => {
  it('opens the hosted app in a new tab with the search prefilled', async () => {
    const { page, context } = await browser.open(`${e2e.demo}/new-tab.html`);
    const link = page
      .locator('#offer-booking')
      .getByRole('link', { name: 'Book the winter offer' });
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await tab.waitForLoadState();
    const url = new URL(tab.url());
    expect(url.origin).toBe(e2e.provider);
    expect(url.pathname).toBe('/booking/result');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      code: 'sakuraosaka',
      adults: '2',
      room_count: '1',
      promo_code: 'WINTER',
    });
    await expect.poll(() => adultsOf(tab.locator('body'))).toBe('2');
    await tab.close();
    expect(context.pages()).toHaveLength(1);
  });
});

describe('iframe mode', () => {
  it('sizes the iframe to its content (one scroll bar) and closes from the chatbot panel', async () => {
    const { page } = await browser.open(`${e2e.demo}/chatbot.html`);
    await page.getByRole('button', { name: 'Chat and book' }).click();
    const frame = page.frameLocator('#chat-booking >> iframe');
    await expect.poll(() => frame.getByRole('button', { name: 'Search' }).isVisible()).toBe(true);
    const sizes = async () => {
      const outer = await page
        .locator('#chat-booking iframe')
        .evaluate((el) => el.getBoundingClientRect().height);
      const inner = await frame.locator('html').evaluate((el) => ({
        content: el.scrollHeight,
        scrolls: el.scrollHeight > el.clientHeight + 1,
      }));
      return { outer, ...inner };
    };
    await expect
      .poll(async () => {
        const s = await sizes();
        return Math.abs(s.outer - s.content) <= 2 && !s.scrolls;
      })
      .toBe(true);
    // The chatbot frame gets a close button that asks the host (by postMessage) to close.
    await frame.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.locator('#chat-panel').isVisible()).toBe(false);
  });

  it('ignores messages from other origins and other windows', async () => {
    const { page, context } = await browser.open('about:blank');
    await context.addInitScript(RECORD_EVENTS);
    await page.goto(`${e2e.fixtures}/frames.html`);
    const frame = page.frameLocator('#w >> iframe');
    await expect.poll(() => frame.getByRole('button', { name: 'Search' }).isVisible()).toBe(true);
    const height = () =>
      page.locator('#w iframe').evaluate((el) => Math.round(el.getBoundingClientRect().height));
    await expect.poll(height).toBeGreaterThan(200);
    const before = await height();
    // Another site's frame (127.0.0.1 is another origin than localhost) posts look-alike messages.
    const attacker = e2e.fixtures.replace('localhost', '127.0.0.1');
    await page.evaluate((src) => {
      const iframe = document.createElement('iframe');
      iframe.src = `${src}/attacker.html`;
      document.body.append(iframe);
      return new Promise((resolve) => iframe.addEventListener('load', resolve));
    }, attacker);
    await page.waitForTimeout(300);
    expect(await height()).toBe(before);
    const names = await page.evaluate(() =>
      (window as unknown as { __events: { name: string }[] }).__events.map((e) => e.name),
    );
    expect(names).not.toContain('hotel-booking:booking-completed');
    expect(names).not.toContain('hotel-booking:close');
  });
});
