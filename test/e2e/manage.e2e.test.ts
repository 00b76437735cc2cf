import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, pageRuleViolations } from './axe.ts';
import { e2e, roomTypeStock, sharedBrowser } from './support.ts';

const browser = sharedBrowser();

// axe is injected as an inline script, which the hosted app's CSP forbids: its pages are
// opened in contexts that bypass CSP for the check only.
let axeBrowser: Browser | undefined;
beforeAll(async () => {
  axeBrowser = await chromium.connect(e2e.wsEndpoint);
});
afterAll(async () => {
  await axeBrowser?.close();
});
async function openForAxe(url: string): Promise<Page> {
  if (!axeBrowser) throw new Error('browser not connected');
  const context = await axeBrowser.newContext({
    viewport: { width: 1280, height: 900 },
    bypassCSP: true,
  });
  const page = await context.newPage();
  await page.goto(url);
  return page;
}
const HOTEL = 'sakura-tokyo';
const ROOM = 'standard-double';

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const plusDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

interface Booked {
  reservation_number: string;
  email: string;
  bypass_token: string;
  manage_url: string;
  checkin_date: string;
  checkout_date: string;
}

/**
 * Books through the real API (the booking screens are built alongside): the seed's "Room only"
 * plan is paid at the hotel, so no card is needed.
 */
async function book(checkin: string, nights = 2, locale = 'en'): Promise<Booked> {
  const email = `guest-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const answer = await fetch(`${e2e.provider}/api/v1/reservations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      hotel_code: HOTEL,
      checkin_date: checkin,
      checkout_date: plusDays(checkin, nights),
      rooms: [{ room_type_code: ROOM, room_plan_code: 'std-room-only', adults: 2 }],
      guest: { first_name: 'Hanako', last_name: 'Yamada' },
      email,
      // What the widget sends: the locale the guest booked in (the e-mail and its link use it).
      locale,
      payment_type: 'on_site',
      // The seed's required questions: people per room and check-in time.
      answers: [
        { question_id: 'q-people', men_count: 1, women_count: 1 },
        { question_id: 'q-checkin', checkin_time: '16:00' },
      ],
    }),
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
  return ((await answer.json()) as { data: Booked }).data;
}

async function remaining(date: string): Promise<number> {
  const days = await roomTypeStock(HOTEL, ROOM, date, date);
  const night = days.find((d) => d.date === date);
  if (!night) throw new Error(`no stock row for ${date}`);
  return night.remaining;
}

/**
 * A check-in day from `offset` days ahead whose next three nights all have rooms left: the
 * seed sells some nights out, and a change moves the stay one day later.
 */
async function freeCheckin(offset: number): Promise<string> {
  const days = await roomTypeStock(HOTEL, ROOM, day(offset), day(offset + 40));
  const start = days.findIndex(
    (_, i) => days.slice(i, i + 3).filter((d) => d.remaining >= 2).length === 3,
  );
  const found = days[start];
  if (!found) throw new Error('no free stay found');
  return found.date;
}

async function mails(to: string): Promise<{ subject: string; text: string }[]> {
  const answer = (await (await fetch(`${e2e.provider}/dev/mailbox`)).json()) as {
    data: { to: string; subject: string; text: string }[];
  };
  return answer.data.filter((m) => m.to === to);
}

async function reservation(booked: Booked) {
  const answer = await fetch(
    `${e2e.provider}/api/v1/reservations/${booked.reservation_number}?bypass_token=${booked.bypass_token}`,
  );
  return (
    (await answer.json()) as {
      data: { status: string; checkin_date: string; checkout_date: string };
    }
  ).data;
}

/** Moves the stay one day later with the date picker, checks the price shown, confirms. */
async function changeDates(scope: Locator, booked: Booked): Promise<void> {
  await scope.getByRole('button', { name: 'Change dates or guests' }).click();
  await expect
    .poll(() => scope.getByRole('heading', { name: 'Change dates or guests' }).isVisible())
    .toBe(true);
  await scope.locator('.hb-cal-field').click();
  await scope.locator(`[data-date="${plusDays(booked.checkin_date, 1)}"]`).click();
  await scope.locator(`[data-date="${plusDays(booked.checkout_date, 1)}"]`).click();
  await expect.poll(() => scope.getByText('New total').isVisible()).toBe(true);
  await scope.getByRole('button', { name: 'Confirm the change' }).click();
  await expect
    .poll(() => scope.getByText('Your reservation has been changed.').isVisible())
    .toBe(true);
  expect((await reservation(booked)).checkin_date).toBe(plusDays(booked.checkin_date, 1));
}

/** Cancels with reason "other" and a free text; the page then shows the reservation cancelled. */
async function cancelWithOther(scope: Locator): Promise<void> {
  await scope.getByRole('button', { name: 'Cancel reservation' }).click();
  await expect
    .poll(() => scope.getByText(/Cancellation fee if you cancel now: ¥/).isVisible())
    .toBe(true);
  // The policy title and lines are shown before confirming.
  expect(await scope.locator('.hb-pol-lines li').count()).toBeGreaterThan(0);
  // A reason is required.
  await scope.getByRole('button', { name: /^Cancel reservation \(fee/ }).click();
  await expect.poll(() => scope.getByText('Choose a reason.').isVisible()).toBe(true);
  await scope.getByRole('radio', { name: 'Other reason' }).check();
  await scope.getByLabel('Tell us more (optional)').fill('Family matters');
  await scope.getByRole('button', { name: /^Cancel reservation \(fee/ }).click();
  await expect.poll(() => scope.locator('.hb-mg-status').first().textContent()).toBe('Cancelled');
}

async function findIn(scope: Locator, number: string, email: string): Promise<void> {
  await scope.getByLabel('Reservation number').fill(number);
  await scope.getByLabel('E-mail address').fill(email);
  await scope.getByRole('button', { name: 'Find reservation' }).click();
}

const heading = (scope: Locator | Page, number: string) =>
  scope.getByRole('heading', { name: `Reservation ${number}` });

describe('manage a reservation', () => {
  it('finds it in the inline widget, changes the dates and cancels it', async () => {
    const booked = await book(await freeCheckin(210));
    const { page, problems } = await browser.open(
      `${e2e.fixtures}/two-widgets.html?hotel_booking=confirm&code=sakuratokyo`,
    );
    const widget = page.locator('#a');
    await expect
      .poll(() => widget.getByRole('heading', { name: 'Find your reservation' }).isVisible())
      .toBe(true);
    await findIn(widget, booked.reservation_number.toLowerCase(), booked.email.toUpperCase());
    await expect.poll(() => heading(widget, booked.reservation_number).isVisible()).toBe(true);
    expect(await widget.locator('.hb-mg-status').first().textContent()).toBe('Reserved');
    expect(await widget.getByText('Hanako Yamada').isVisible()).toBe(true);
    expect(await widget.getByText('Still to pay').isVisible()).toBe(true);
    await changeDates(widget, booked);
    await cancelWithOther(widget);
    const stored = (await (
      await fetch(
        `${e2e.provider}/api/v1/reservations/${booked.reservation_number}?bypass_token=${booked.bypass_token}`,
      )
    ).json()) as { data: { cancellation: { reason: string; details: string } } };
    expect(stored.data.cancellation).toMatchObject({ reason: 'other', details: 'Family matters' });
    await expect
      .poll(async () => (await mails(booked.email)).some((m) => /cancelled/i.test(m.subject)))
      .toBe(true);
    expect(problems).toEqual([]);
  });

  it('opens from the e-mail link in a browser that never saw the booking', async () => {
    const booked = await book(await freeCheckin(220));
    const confirmation = (await mails(booked.email)).find((m) =>
      m.text.includes(booked.manage_url),
    );
    expect(confirmation).toBeDefined();
    const { page, problems } = await browser.open(booked.manage_url);
    await expect.poll(() => heading(page, booked.reservation_number).isVisible()).toBe(true);
    const app = page.locator('#app');
    await changeDates(app, booked);
    await cancelWithOther(app);
    expect((await reservation(booked)).status).toBe('cancelled');
    expect(problems).toEqual([]);
  });

  it('opens an Arabic booking from its e-mail in Arabic, Arabic on offer', async () => {
    const booked = await book(await freeCheckin(245), 2, 'ar');
    // The link as the guest gets it: out of the mail, not the booking answer.
    let text = '';
    await expect
      .poll(async () => {
        text = (await mails(booked.email))[0]?.text ?? '';
        return text;
      })
      .toContain('/reservation/confirmation/');
    const link = new URL(/https?:\/\/\S+\/reservation\/confirmation\/\S+/.exec(text)?.[0] ?? '');
    expect(link.searchParams.get('bypass_token')).toBe(booked.bypass_token);
    expect(link.searchParams.get('locale')).toBe('ar');
    expect(link.searchParams.has('email')).toBe(false);
    // A fresh browser (English, nothing stored) that never saw the booking.
    const { page, problems } = await browser.open(link.href);
    const app = page.locator('#app');
    await expect.poll(() => app.locator('.hb-mg-status').first().isVisible()).toBe(true);
    const langDir = () =>
      page.evaluate(() => {
        const shell = document.querySelector('.hb-app');
        const root = document.documentElement;
        return [root.lang, root.dir, shell?.getAttribute('lang'), shell?.getAttribute('dir')];
      });
    expect(await langDir()).toEqual(['ar', 'rtl', 'ar', 'rtl']);
    const menu = app.locator('.hb-language-selector select');
    const offered = () =>
      menu.locator('option').evaluateAll((os) => os.map((o) => o.getAttribute('value')));
    // What the widget offered at booking: the hotel's languages and the Arabic it was set to.
    expect(await offered()).toEqual(['en', 'ja', 'ko', 'zh_Hans', 'zh_Hant', 'ar']);
    expect(await menu.inputValue()).toBe('ar');
    // A look at the English page and back: Arabic stays on offer.
    await menu.selectOption('en');
    await expect.poll(langDir).toEqual(['en', 'ltr', 'en', 'ltr']);
    expect(await offered()).toContain('ar');
    await menu.selectOption('ar');
    await expect.poll(langDir).toEqual(['ar', 'rtl', 'ar', 'rtl']);
    // No "personal data found in the address" either.
    expect(problems).toEqual([]);
  });

  it('says the same for a wrong e-mail and a guessed number', async () => {
    const booked = await book(await freeCheckin(225));
    const { page } = await browser.open(`${e2e.provider}/search?code=${HOTEL}`);
    const app = page.locator('#app');
    await findIn(app, booked.reservation_number, 'someone-else@example.com');
    const alert = app.locator('[role=alert] .hb-error');
    await expect.poll(() => alert.isVisible()).toBe(true);
    const wrongEmail = await alert.textContent();
    await findIn(app, 'S000000001', booked.email);
    await expect
      .poll(() => app.getByRole('button', { name: 'Find reservation' }).isEnabled())
      .toBe(true);
    const guessed = await alert.textContent();
    expect(wrongEmail).toBe(guessed);
    expect(wrongEmail).toMatch(/could not find a reservation/);
    // What typed stays typed.
    expect(await app.getByLabel('E-mail address').inputValue()).toBe(booked.email);
    // The API itself answers both alike.
    const ask = async (number: string, email: string) => {
      const r = await fetch(
        `${e2e.provider}/api/v1/hotel_brands/sakura/reservations/${number}?email=${encodeURIComponent(email)}`,
      );
      const body = (await r.json()) as { errors: { code: number; title: string }[] };
      return {
        status: r.status,
        errors: body.errors.map((e) => ({ code: e.code, title: e.title })),
      };
    };
    expect(await ask(booked.reservation_number, 'x@example.com')).toEqual(
      await ask('S000000001', booked.email),
    );
  });

  it('two tabs cancelling at once leave one cancellation and the right stock', async () => {
    const checkin = await freeCheckin(230);
    const before = await remaining(checkin);
    const booked = await book(checkin);
    expect(await remaining(checkin)).toBe(before - 1);
    const tabs = await Promise.all([
      browser.open(booked.manage_url),
      browser.open(booked.manage_url),
    ]);
    for (const { page } of tabs) {
      await expect.poll(() => heading(page, booked.reservation_number).isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Cancel reservation' }).click();
      await page.getByRole('radio', { name: 'My travel plans changed' }).check();
    }
    await Promise.all(
      tabs.map(({ page }) =>
        page.getByRole('button', { name: /^Cancel reservation \(fee/ }).click(),
      ),
    );
    for (const { page } of tabs) {
      await expect
        .poll(() => page.locator('.hb-mg-status').first().textContent())
        .toBe('Cancelled');
      expect(await page.locator('.hb-error').count()).toBe(0);
    }
    expect(await remaining(checkin)).toBe(before);
    await expect
      .poll(
        async () => (await mails(booked.email)).filter((m) => /cancelled/i.test(m.subject)).length,
      )
      .toBe(1);
  });

  it('downloads the receipt as a PDF', async () => {
    const booked = await book(await freeCheckin(235));
    const { page } = await browser.open(booked.manage_url);
    await expect.poll(() => heading(page, booked.reservation_number).isVisible()).toBe(true);
    await page.getByText('Company receipt (Taiwan)').click();
    await page.getByLabel('Unified business number (8 digits)').fill('1234');
    await page.getByRole('button', { name: 'Download receipt (PDF)' }).click();
    await expect
      .poll(() =>
        page.getByText('The unified business number must be exactly 8 digits.').isVisible(),
      )
      .toBe(true);
    await page.getByLabel('Unified business number (8 digits)').fill('12345678');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download receipt (PDF)' }).click();
    expect((await download).suggestedFilename()).toBe(`receipt-${booked.reservation_number}.pdf`);
  });

  it('is axe clean in English and Arabic on the find and reservation pages', async () => {
    const booked = await book(await freeCheckin(240));
    for (const locale of ['en', 'ar']) {
      const find = {
        page: await openForAxe(`${e2e.provider}/search?code=${HOTEL}&locale=${locale}`),
      };
      await expect.poll(() => find.page.locator('.hb-mg-form').isVisible()).toBe(true);
      await find.page.locator('.hb-mg-form button[type=submit]').click();
      await expect.poll(() => find.page.locator('[aria-invalid=true]').count()).toBe(2);
      expect(await axeViolations(find.page, '#app')).toEqual([]);
      const link = new URL(booked.manage_url);
      link.searchParams.set('locale', locale);
      const shown = { page: await openForAxe(link.href) };
      await expect.poll(() => shown.page.locator('.hb-mg-status').first().isVisible()).toBe(true);
      expect(
        await shown.page
          .locator('.hb-mg')
          .first()
          .evaluate((el) => getComputedStyle(el).direction),
      ).toBe(locale === 'ar' ? 'rtl' : 'ltr');
      expect(await axeViolations(shown.page, '#app')).toEqual([]);
      // The last action of the menu is the cancel button (its name depends on the locale).
      await shown.page.locator('.hb-mg-actions').first().locator('button').last().click();
      await expect.poll(() => shown.page.locator('.hb-mg-reasons').isVisible()).toBe(true);
      expect(await axeViolations(shown.page, '#app')).toEqual([]);
    }
    const widget = await browser.open(
      `${e2e.fixtures}/two-widgets.html?hotel_booking=confirm&code=sakuratokyo`,
    );
    await expect.poll(() => widget.page.locator('#a .hb-mg-form').isVisible()).toBe(true);
    expect(await axeViolations(widget.page, '#a')).toEqual([]);
  });
});

describe('page headings (hosted pages own their h1, the inline widget adds none)', () => {
  /** The page has exactly one h1 and axe's page-has-heading-one passes. */
  async function expectOneH1(page: Page, where: string): Promise<void> {
    expect(await pageRuleViolations(page, ['page-has-heading-one']), where).toEqual([]);
    expect(await page.locator('h1').count(), where).toBe(1);
  }

  it('gives the hosted find, manage, cancel and cancelled pages one h1 each', async () => {
    const booked = await book(await freeCheckin(245));
    const find = await openForAxe(`${e2e.provider}/search?code=${HOTEL}`);
    await expect.poll(() => find.locator('.hb-mg-form').isVisible()).toBe(true);
    await expectOneH1(find, 'find');
    const page = await openForAxe(booked.manage_url);
    await expect.poll(() => heading(page, booked.reservation_number).isVisible()).toBe(true);
    expect(await page.locator('h1').textContent()).toBe(`Reservation ${booked.reservation_number}`);
    await expectOneH1(page, 'manage');
    await page.getByRole('button', { name: 'Cancel reservation' }).click();
    await expect.poll(() => page.locator('.hb-mg-reasons').isVisible()).toBe(true);
    await expectOneH1(page, 'cancel');
    // The step is a section of the page: one level below its title.
    expect(
      await page.getByRole('heading', { level: 2, name: 'Cancel this reservation' }).count(),
    ).toBe(1);
    await page.getByRole('radio', { name: 'My travel plans changed' }).check();
    await page.getByRole('button', { name: /^Cancel reservation \(fee/ }).click();
    await expect.poll(() => page.locator('.hb-mg-status').first().textContent()).toBe('Cancelled');
    await expectOneH1(page, 'cancelled');
  });

  it('adds no h1 to the hotel page: the inline reservation screens start at h2', async () => {
    const booked = await book(await freeCheckin(250));
    const { page } = await browser.open(
      `${e2e.fixtures}/two-widgets.html?hotel_booking=confirm&code=sakuratokyo`,
    );
    const widget = page.locator('#a');
    const before = await page.locator('h1').count();
    await expect.poll(() => widget.locator('.hb-mg-form').isVisible()).toBe(true);
    await findIn(widget, booked.reservation_number, booked.email);
    await expect.poll(() => heading(widget, booked.reservation_number).isVisible()).toBe(true);
    await widget.getByRole('button', { name: 'Cancel reservation' }).click();
    await expect.poll(() => widget.locator('.hb-mg-reasons').isVisible()).toBe(true);
    // Playwright's locators pierce the widgets' shadow roots.
    expect(await page.locator('hotel-booking h1').count()).toBe(0);
    expect(await page.locator('h1').count()).toBe(before);
    expect(await heading(widget, booked.reservation_number).evaluate((h) => h.tagName)).toBe('H2');
  });
});
