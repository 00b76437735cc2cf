import { describe, expect, it } from 'vitest';
import { addAdults, adultsOf, e2e, sharedBrowser } from './support.ts';

const browser = sharedBrowser();

describe('the host page', () => {
  it('downloads the widget compressed: every script of the first screen comes Brotli-encoded', async () => {
    const { page, problems } = await browser.open('about:blank');
    const scripts: { url: string; encoding: string | undefined }[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/widget/') && response.url().endsWith('.js'))
        scripts.push({ url: response.url(), encoding: response.headers()['content-encoding'] });
    });
    const drawing = page.waitForResponse((response) => response.url().includes('/first-screen?'));
    await page.goto(`${e2e.demo}/`);
    // The server's drawing of the first screen is an answer of the server: gzip.
    expect((await drawing).headers()['content-encoding']).toBe('gzip');
    const search = page.locator('#inline-booking').getByRole('button', { name: 'Search' });
    await expect.poll(() => search.isVisible()).toBe(true);
    // The widget's code comes once the guest reaches for it.
    await search.hover();
    // Taken over: the drawing is gone once the widget and its messages are in.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            document.getElementById('inline-booking')?.shadowRoot?.querySelector('.r > *')
              ?.localName,
        ),
      )
      .toBe('hotel-booking-app');
    expect(scripts.length).toBeGreaterThan(2);
    expect(scripts.filter((s) => s.encoding !== 'br')).toEqual([]);
    expect(problems).toEqual([]);
  });

  it("places the modal and new-tab buttons in a block theme's text column, at the height reserved for them", async () => {
    const { page, problems } = await browser.open(`${e2e.fixtures}/block-theme.html`);
    const modal = page.locator('#modal').getByRole('button', { name: 'Book a room' });
    const newTab = page.locator('#new-tab').getByRole('link', { name: 'Book in a new tab' });
    await expect.poll(() => newTab.isVisible()).toBe(true);
    const text = await page.locator('#text').boundingBox();
    for (const button of [modal, newTab]) {
      const box = await button.boundingBox();
      expect(box?.x).toBe(text?.x);
      // The README's :not(:defined) rule reserves 44 px: defining the element shifts nothing.
      expect(box?.height).toBe(44);
    }
    expect(problems).toEqual([]);
  });

  it('may include the loader twice: one definition, a warning, no error', async () => {
    const { page, problems } = await browser.open('about:blank');
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(`${e2e.fixtures}/twice.html`);
    await expect
      .poll(() => page.locator('#w').getByRole('button', { name: 'Search' }).isVisible())
      .toBe(true);
    await expect
      .poll(() => warnings.some((w) => w.includes('<hotel-booking> already defined')))
      .toBe(true);
    expect(await page.evaluate(() => document.querySelectorAll('hotel-booking').length)).toBe(1);
    await page.locator('#w').getByRole('button', { name: 'Search' }).hover();
    // One widget, which took over the one drawing of its first screen.
    const shown = async () =>
      `${await page.locator('#w').locator('hotel-booking-app').count()} app, ${await page.locator('#w').locator('.hb-search').count()} form`;
    await expect.poll(shown).toBe('1 app, 1 form');
    expect(problems).toEqual([]);
  });

  it('can run a strict Content-Security-Policy (no inline script or style, no eval)', async () => {
    const { page, context, problems } = await browser.open('about:blank');
    await context.addInitScript(`
      window.__violations = [];
      document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));`);
    const response = await page.goto(`${e2e.fixtures}/strict-csp.html`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    const inline = page.locator('#inline');
    await expect.poll(() => inline.getByRole('button', { name: 'Search' }).isVisible()).toBe(true);
    // The hotel's header HTML and custom CSS still apply (constructable stylesheets, sanitised DOM).
    expect(await inline.locator('.hb-hotel-html b').textContent()).toBe('Sakura Tokyo');
    expect(
      await inline.locator('.hb-header').evaluate((el) => getComputedStyle(el).outlineColor),
    ).toBe('rgb(255, 0, 0)');
    await page.locator('#modal').getByRole('button', { name: 'Book' }).click();
    await expect
      .poll(() =>
        page
          .locator('#modal')
          .getByRole('dialog')
          .getByRole('button', { name: 'Search' })
          .isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() =>
        page.frameLocator('#frame >> iframe').getByRole('button', { name: 'Search' }).isVisible(),
      )
      .toBe(true);
    expect(
      await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations),
    ).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('cannot break the widget with hostile CSS, and the widget does not restyle the host', async () => {
    const { page } = await browser.open('about:blank');
    await page.goto(`${e2e.fixtures}/hostile-css.html`, { waitUntil: 'domcontentloaded' });
    const probeStyle = () =>
      page.locator('p.probe').evaluate((el) => {
        const style = getComputedStyle(el);
        return `${style.fontFamily}|${style.color}|${style.margin}|${getComputedStyle(document.body).fontFamily}`;
      });
    const before = await probeStyle();
    const widget = page.locator('#w');
    const search = widget.getByRole('button', { name: 'Search' });
    await expect.poll(() => search.isVisible()).toBe(true);
    const box = await widget.boundingBox();
    expect(box?.height).toBeGreaterThan(300);
    const font = await search.evaluate((el) => getComputedStyle(el).fontSize);
    expect(font).toBe('16px');
    await addAdults(widget, 2);
    // Polled: presses on the server's drawing are answered once the widget has taken it over.
    await expect.poll(() => adultsOf(widget)).toBe('4');
    expect(await probeStyle()).toBe(before);
  });

  it('never runs script from header-html or footer-html', async () => {
    const { page, problems } = await browser.open(`${e2e.fixtures}/xss.html`);
    const widget = page.locator('#w');
    await expect.poll(() => widget.locator('.safe').isVisible()).toBe(true);
    expect(await widget.locator('.safe').textContent()).toBe(
      'Welcome to Sakura <img src=x onerror=alert(1)>',
    );
    expect(await widget.locator('.safe-footer').textContent()).toBe('Sakura Hotels');
    await widget
      .locator('#jl')
      .click()
      .catch(() => undefined);
    await page.waitForTimeout(300);
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: string[] }).__xss ?? []),
    ).toEqual([]);
    expect(
      await widget
        .locator('.hb-hotel-html script, .hb-hotel-html iframe, [onerror], [onload]')
        .count(),
    ).toBe(0);
    expect(problems).toEqual([]);
  });

  it('keeps two widgets on one page independent', async () => {
    const { page, context } = await browser.open('about:blank');
    await context.addInitScript(`window.__searches = [];
      document.addEventListener('hotel-booking:search', (e) => window.__searches.push(e.target.id));`);
    await page.goto(`${e2e.fixtures}/two-widgets.html`);
    const a = page.locator('#a');
    const b = page.locator('#b');
    await expect.poll(() => b.getByRole('button', { name: 'Search' }).isVisible()).toBe(true);
    await addAdults(a, 3);
    expect(await adultsOf(b)).toBe('2');
    await b.getByRole('button', { name: 'Search' }).click();
    // The search's actions are a chunk fetched after the first render; under load the click can
    // come before it, and the event follows once it is in.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __searches: string[] }).__searches))
      .toEqual(['b']);
    await expect.poll(() => b.locator('.hb-room-name, .hb-empty').count()).toBeGreaterThan(0);
    expect(
      await page.evaluate(() => (window as unknown as { __searches: string[] }).__searches),
    ).toEqual(['b']);
    // Moving an element re-mounts it; its state lives in its own store and survives.
    await page.evaluate(() => document.body.append(document.getElementById('a') as HTMLElement));
    await expect.poll(() => adultsOf(a)).toBe('5');
  });
});
