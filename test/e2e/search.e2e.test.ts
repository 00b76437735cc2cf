import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { e2e, nextEvent, sharedBrowser } from './support.ts';

const browser = sharedBrowser();

/** The seeded hotel's calendar, read from the real API: a sold-out check-in day, if any. */
async function soldOutDay(code: string): Promise<string | undefined> {
  const start = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const end = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const answer = (await (
    await fetch(
      `${e2e.provider}/api/v1/rooms/availability?code=${code}&start_date=${start}&end_date=${end}&adults=2`,
    )
  ).json()) as { data: { days: { date: string; status: string }[] } };
  return answer.data.days.find((day) => day.status === 'sold_out')?.date;
}

describe('search and results', () => {
  it('finds rooms on the WordPress-style page, selects one and sums the total', async () => {
    const { page, problems } = await browser.open(`${e2e.demo}/`);
    const widget = page.locator('#inline-booking');
    const searched = nextEvent(page, 'inline-booking', 'hotel-booking:search');
    await widget.getByRole('button', { name: 'Search' }).click();
    expect(await searched).toMatchObject({ criteria: { adults: '2', room_count: '1' } });
    await expect
      .poll(() => widget.getByRole('heading', { name: 'Available rooms' }).isVisible())
      .toBe(true);
    const rooms = widget.locator('.hb-room-name');
    expect(await rooms.count()).toBeGreaterThan(0);
    await widget
      .getByRole('button', { name: /^One room more:/ })
      .first()
      .click();
    await expect.poll(() => widget.getByText('1 room selected').first().isVisible()).toBe(true);
    expect(await widget.locator('.hb-selection .hb-price').textContent()).toMatch(
      /^Total ¥[\d,]+$/,
    );
    // The criteria cookie, keyed by hotel code, was written on the hotel's own site.
    // The analytics data layer heard the search and the results view.
    const events = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).map(
        (e) => e.event,
      ),
    );
    expect(events).toEqual(expect.arrayContaining(['hotel_booking_search', 'view_item_list']));
    const cookies = await page.context().cookies();
    expect(cookies.map((c) => c.name)).toContain('sakuratokyo_search');
    expect(problems).toEqual([]);
  });

  it('draws the first rooms with their cancellation lines, so no plan moves after', async () => {
    const { page, problems } = await browser.open(`${e2e.demo}/`, {
      viewport: { width: 390, height: 800 },
    });
    const widget = page.locator('#inline-booking');
    await widget.hover();
    // Frame by frame from the press: the plans drawn, their policy lines, the last plan's top.
    await page.evaluate(() => {
      const frames: { plans: number; lines: number; lastTop: number }[] = [];
      (window as unknown as { frames_: typeof frames }).frames_ = frames;
      const deep = (selector: string) => {
        const found: Element[] = [];
        const walk = (root: Document | ShadowRoot) => {
          found.push(...root.querySelectorAll(selector));
          for (const element of root.querySelectorAll('*'))
            if (element.shadowRoot) walk(element.shadowRoot);
        };
        walk(document);
        return found;
      };
      const started = performance.now();
      const look = () => {
        const plans = deep('.hb-offer');
        frames.push({
          plans: plans.length,
          lines: deep('.hb-pol-summary').length,
          lastTop: plans.at(-1)?.getBoundingClientRect().top ?? 0,
        });
        if (performance.now() - started < 3_000) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await widget.getByRole('button', { name: 'Search' }).click();
    await page.waitForTimeout(3_100);
    const frames = await page.evaluate(
      () =>
        (window as unknown as { frames_: { plans: number; lines: number; lastTop: number }[] })
          .frames_,
    );
    const drawn = frames.filter((frame) => frame.plans > 0);
    expect(drawn.length).toBeGreaterThan(0);
    // Every plan of the seed has a policy: its line is there in the first frame with plans.
    expect(drawn[0]?.lines).toBe(drawn[0]?.plans);
    expect(new Set(drawn.map((frame) => frame.lastTop)).size).toBe(1);
    expect(problems).toEqual([]);
  });

  it('sorts by price both ways and shows plans when asked', async () => {
    const { page } = await browser.open(
      `${e2e.fixtures}/two-widgets.html?hotel_booking=search&code=sakuratokyo&order=price_high_to_low`,
    );
    const widget = page.locator('#a');
    const prices = async () => {
      const texts = await widget.locator('.hb-offer .hb-price').allTextContents();
      return texts.map((text) => Number(text.replace(/[^\d]/g, '').slice(0, -1) || 0));
    };
    await expect.poll(async () => (await prices()).length).toBeGreaterThan(1);
    await widget.getByLabel('Sort by').selectOption('price_low_to_high');
    await expect.poll(() => widget.getByLabel('Sort by').inputValue()).toBe('price_low_to_high');
    await widget.getByRole('radio', { name: 'By plan' }).check();
    await expect.poll(() => widget.getByRole('radio', { name: 'By plan' }).isChecked()).toBe(true);
    await expect.poll(() => widget.locator('.hb-room-name').count()).toBeGreaterThan(0);
  });

  it('gives the hosted app a results URL that can be shared and reloaded, in Japanese', async () => {
    const checkin = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const checkout = new Date(Date.now() + 22 * 86_400_000).toISOString().slice(0, 10);
    const url = `${e2e.provider}/booking/result?code=sakuratokyo&locale=ja&checkin=${checkin}&checkout=${checkout}&adults=2&room_count=1`;
    const { page } = await browser.open(url);
    await expect.poll(() => page.getByRole('heading', { name: '空室一覧' }).isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: '空室一覧' }).isVisible()).toBe(true);
    expect(new URL(page.url()).searchParams.get('checkin')).toBe(checkin);
    expect(await page.locator('.hb-offer .hb-price').first().textContent()).toMatch(/2泊/);
  });

  it('opens the single-hotel link /reservation-tripla/{code}/search at the root (product.md §2)', async () => {
    const checkin = new Date(Date.now() + 24 * 86_400_000).toISOString().slice(0, 10);
    const checkout = new Date(Date.now() + 25 * 86_400_000).toISOString().slice(0, 10);
    const url = `${e2e.provider}/reservation-tripla/sakura-tokyo/search?checkin=${checkin}&checkout=${checkout}&adults=2&promo_code=`;
    const { page, problems } = await browser.open(url);
    // The hotel's results for that stay, not "Page not found".
    await expect.poll(() => page.locator('.hb-offer .hb-price').first().isVisible()).toBe(true);
    const address = new URL(page.url());
    expect(address.pathname).toBe('/booking/result');
    expect(address.searchParams.get('code')).toBe('sakura-tokyo');
    expect(address.searchParams.get('checkin')).toBe(checkin);
    expect(address.searchParams.has('promo_code')).toBe(false);
    expect(problems).toEqual([]);
  });

  it('offers the next available date when the dates are sold out', async () => {
    const day = await soldOutDay('sakuraosaka');
    expect(day, 'the seed has sold-out nights in the next two months').toBeDefined();
    const checkout = day && new Date(Date.parse(day) + 86_400_000).toISOString().slice(0, 10);
    const { page } = await browser.open(
      `${e2e.provider}/booking/result?code=sakuraosaka&checkin=${day}&checkout=${checkout}`,
    );
    const widget = page.locator('body');
    const next = widget.getByRole('button', { name: /^Search from / });
    await expect.poll(() => next.isVisible()).toBe(true);
    await next.click();
    await expect
      .poll(() => widget.getByRole('heading', { name: 'Available rooms' }).isVisible())
      .toBe(true);
  });

  it('searches several rooms at once', async () => {
    const { page } = await browser.open(`${e2e.demo}/`);
    const widget = page.locator('#inline-booking');
    const searched = nextEvent(page, 'inline-booking', 'hotel-booking:search');
    await widget.getByRole('button', { name: 'Add a room' }).click();
    await widget.getByRole('button', { name: 'Search' }).click();
    expect(await searched).toMatchObject({ criteria: { room_count: '2' } });
    await expect.poll(() => widget.locator('.hb-room-name, .hb-empty').count()).toBeGreaterThan(0);
  });

  it('lets a keyboard user choose the dates', async () => {
    const { page } = await browser.open(`${e2e.demo}/`);
    const widget = page.locator('#inline-booking');
    const field = widget.getByRole('button', { name: /Check-in/ });
    await field.focus();
    await page.keyboard.press('Enter');
    const dialog = widget.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    // The calendar moves focus to a day when it opens (APG date picker dialog).
    const focusedRole = () =>
      page.evaluate(() => {
        let el: Element | null = document.activeElement;
        while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
        return el?.closest('[role=grid]') ? 'grid' : el?.tagName;
      });
    await expect.poll(focusedRole).toBe('grid');
    // Like a keyboard user, press the next key once the calendar has redrawn and focus landed.
    const pressInGrid = async (key: string) => {
      await page.keyboard.press(key);
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      await expect.poll(focusedRole).toBe('grid');
    };
    await pressInGrid('PageDown');
    await pressInGrid('Enter');
    await pressInGrid('ArrowRight');
    await pressInGrid('ArrowRight');
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect
      .poll(() => field.getAttribute('aria-label').then((name) => name ?? field.textContent()))
      .toMatch(/2 nights|2/);
    await expect
      .poll(() =>
        page.evaluate(() => {
          let el: Element | null = document.activeElement;
          while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
          return el?.tagName;
        }),
      )
      .toBe('BUTTON');
  });

  it('searches with children under a tiers policy (Tokyo) and an ages policy (Kyoto)', async () => {
    const { page, context } = await browser.open('about:blank');
    await context.addInitScript(`window.__searches = [];
      document.addEventListener('hotel-booking:search', (e) => window.__searches.push([e.target.id, e.detail.criteria]));`);
    await page.goto(`${e2e.fixtures}/two-widgets.html`);
    const tokyo = page.locator('#a');
    const kyoto = page.locator('#b');
    // Tiers: one child of the first tier.
    await tokyo
      .getByRole('button', { name: /^Increase Child/ })
      .first()
      .click();
    await tokyo.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => tokyo.locator('.hb-room-name, .hb-empty').count()).toBeGreaterThan(0);
    // Ages: a child without an age is refused with a message, nothing typed is lost.
    await kyoto.getByRole('button', { name: 'Increase Children' }).click();
    await kyoto.getByRole('button', { name: 'Search' }).click();
    await expect
      .poll(() => kyoto.getByText("Please select each child's age.").first().isVisible())
      .toBe(true);
    expect(
      await kyoto.getByRole('group', { name: 'Children' }).locator('output').textContent(),
    ).toBe('1');
    await kyoto.getByLabel('Age of child 1').selectOption('7');
    await kyoto.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => kyoto.locator('.hb-room-name, .hb-empty').count()).toBeGreaterThan(0);
    const searches = await page.evaluate(
      () => (window as unknown as { __searches: [string, Record<string, string>][] }).__searches,
    );
    expect(searches.map(([id]) => id)).toEqual(['a', 'b']);
  });

  it('searches with children where meals and beds are extras (Osaka)', async () => {
    const { page } = await browser.open(`${e2e.provider}/booking/result?code=sakuraosaka`);
    await page
      .getByRole('button', { name: /^Increase / })
      .nth(1)
      .click();
    const request = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/v1/rooms');
    await page.getByRole('button', { name: 'Search' }).click();
    const rooms = JSON.parse(new URL((await request).url()).searchParams.get('rooms') ?? '[]');
    expect(rooms[0]).toMatchObject({
      adults: 2,
      children: 1,
      kids_age_range: [expect.objectContaining({ count: 1 })],
    });
    await expect.poll(() => page.locator('.hb-room-name, .hb-empty').count()).toBeGreaterThan(0);
    expect(await page.locator('.hb-error').count()).toBe(0);
  });

  it('searches day use as a single date', async () => {
    const { page } = await browser.open(`${e2e.demo}/`);
    const widget = page.locator('#inline-booking');
    const searched = nextEvent(page, 'inline-booking', 'hotel-booking:search');
    await widget.getByLabel('Day use (no overnight stay)').check();
    await widget.getByRole('button', { name: 'Search' }).click();
    const detail = (await searched) as { criteria: Record<string, string> };
    expect(detail.criteria).toMatchObject({ is_day_use: 'true' });
    expect(detail.criteria.checkout).toBe(detail.criteria.checkin);
    await expect.poll(() => widget.locator('.hb-room-name, .hb-empty').count()).toBeGreaterThan(0);
  });

  it("filters rooms by the hotel's room features", async () => {
    const { page } = await browser.open(
      `${e2e.fixtures}/two-widgets.html?hotel_booking=search&code=sakuratokyo&adults=2`,
    );
    const widget = page.locator('#a');
    await expect.poll(() => widget.locator('.hb-room-name').count()).toBeGreaterThan(1);
    const before = await widget.locator('.hb-room-name').count();
    await widget.getByRole('checkbox', { name: 'Family' }).check();
    await expect.poll(() => widget.locator('.hb-room-name').count()).toBeLessThan(before);
    // Polled: the filtered answer replaces the list, which may be empty for a moment between.
    await expect
      .poll(() => widget.locator('.hb-room-name').allTextContents())
      .toEqual(['Family Suite']);
  });

  it('searches without dates (undated, by nights) where the hotel allows it', async () => {
    const { page } = await browser.open(`${e2e.provider}/booking/result?code=sakuraosaka`);
    await page.getByLabel("I don't have dates yet").check();
    await page.getByLabel('Nights').selectOption('2');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect
      .poll(() => page.getByText('Prices depend on the dates.', { exact: false }).isVisible())
      .toBe(true);
    expect(await page.locator('.hb-room-name').count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: /^One room more:/ }).count()).toBe(0);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      search_type: 'undated',
      nights: '2',
    });
  });

  for (const locale of ['en', 'ar'] as const) {
    it(`has no axe violations on the search form and results (${locale})`, async () => {
      const { page, context } = await browser.open('about:blank');
      await context.addInitScript(
        `document.addEventListener('DOMContentLoaded', () => document.getElementById('a')?.setAttribute('locale', '${locale}'));`,
      );
      await page.goto(
        `${e2e.fixtures}/two-widgets.html?hotel_booking=search&code=sakuratokyo&adults=2`,
      );
      const widget = page.locator('#a');
      await expect.poll(() => widget.locator('.hb-room-name').count()).toBeGreaterThan(0);
      if (locale === 'ar') expect(await widget.locator('.hb-app').getAttribute('dir')).toBe('rtl');
      expect(await axeViolations(page, '#a')).toEqual([]);
    });
  }
});
