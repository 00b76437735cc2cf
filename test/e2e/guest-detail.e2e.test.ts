import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { e2e, sharedBrowser } from './support.ts';
import { hostOriginLinks } from './widget-links.ts';

const browser = sharedBrowser();

const isoIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The hosted app's results for a hotel and stay (the address searches by itself). */
const resultsUrl = (code: string, from: number, to: number, extra = '') =>
  `${e2e.provider}/booking/result?code=${code}&checkin=${isoIn(from)}&checkout=${isoIn(to)}&adults=2&room_count=1${extra}`;

/** The `data-field` of the focused element, looking through shadow roots. */
const focusedField = (page: Page) =>
  page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el?.getAttribute('data-field') ?? el?.tagName ?? null;
  });

/** The saved draft of a hotel, as the widget keeps it in session storage. */
const savedDraft = (page: Page, code: string) =>
  page.evaluate((key) => {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as { draft: Record<string, unknown> }).draft : null;
  }, `hotel_booking_draft_${code}`);

/** Picks one room of the first offer and presses "Continue" (works in any locale). */
async function selectFirstRoomAndContinue(scope: Locator): Promise<void> {
  const increase = scope.locator('.hb-offer').first().locator('button.hb-step').last();
  await expect.poll(() => increase.isVisible(), { timeout: 15_000 }).toBe(true);
  await increase.click();
  const go = scope.locator('.hb-selection button');
  await expect.poll(() => go.isVisible()).toBe(true);
  await go.click();
}

/** The price summary has a total from the server. */
const waitForTotal = (scope: Locator) =>
  expect.poll(() => scope.locator('.hb-gd-total').isVisible(), { timeout: 15_000 }).toBe(true);

/** Answers Sakura Tokyo's required questions (people per room, check-in time). */
async function answerTokyoQuestions(scope: Locator): Promise<void> {
  const men = scope.getByLabel('Men');
  await expect.poll(() => men.first().isVisible(), { timeout: 10_000 }).toBe(true);
  await men.first().fill('1');
  await scope.getByLabel(/Expected check-in time/).selectOption('16:00');
}

describe('guest detail', () => {
  it('books on from the hotel site: errors first, back and forth, coupons, then payment', async () => {
    const { page, problems } = await browser.open(`${e2e.demo}/`);
    const widget = page.locator('#inline-booking');
    await widget.getByRole('button', { name: 'Search' }).click();
    await expect
      .poll(() => widget.getByRole('heading', { name: 'Available rooms' }).isVisible())
      .toBe(true);
    await widget
      .getByRole('button', { name: /^One room more:/ })
      .first()
      .click();
    await widget.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect
      .poll(() => widget.getByRole('heading', { name: 'Guest details' }).isVisible())
      .toBe(true);
    await waitForTotal(widget);
    expect(await widget.locator('.hb-gd-summary').textContent()).toMatch(/Standard|Room 1/);

    // A mistake first: the e-mail confirmation differs and the terms are not accepted.
    await widget.getByRole('textbox', { name: /^First name/ }).fill('Hana');
    await widget.getByRole('textbox', { name: /^Last name/ }).fill('Tanaka');
    await widget.getByRole('textbox', { name: /^E-mail address/ }).fill('hana@example.com');
    await widget.getByRole('textbox', { name: /^Confirm e-mail address/ }).fill('hana@example.org');
    await widget.getByRole('textbox', { name: /^Special requests/ }).fill('A quiet room, please');
    await widget.getByRole('button', { name: 'Continue to payment' }).click();
    await expect
      .poll(() => widget.getByText('The e-mail addresses do not match.').isVisible())
      .toBe(true);
    await expect
      .poll(() =>
        widget.getByText('Please accept the terms and conditions to continue.').isVisible(),
      )
      .toBe(true);
    await expect.poll(() => focusedField(page)).toBe('email_confirmation');
    const confirmation = widget.getByRole('textbox', { name: /^Confirm e-mail address/ });
    expect(await confirmation.getAttribute('aria-invalid')).toBe('true');
    // What was typed is all still there.
    expect(await widget.getByRole('textbox', { name: /^First name/ }).inputValue()).toBe('Hana');
    expect(await confirmation.inputValue()).toBe('hana@example.org');
    expect(await savedDraft(page, 'sakuratokyo')).toMatchObject({
      guest: { first_name: 'Hana', email_confirmation: 'hana@example.org' },
      specialRequest: 'A quiet room, please',
      step: 'guest-detail',
    });

    // Back to the rooms: the selection is still there, and Continue keeps what was typed.
    // Inline it is a button: the widget's screens have no address on the hotel's site.
    expect(await hostOriginLinks(page, '#inline-booking')).toEqual([]);
    await widget.getByRole('button', { name: 'Back to the rooms' }).click();
    await expect.poll(() => widget.getByText('1 room selected').first().isVisible()).toBe(true);
    await widget.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect
      .poll(() => widget.getByRole('textbox', { name: /^Last name/ }).inputValue())
      .toBe('Tanaka');
    await waitForTotal(widget);

    // Coupons: an unknown and an expired code are explained and stay typed; a good one applies.
    const coupon = widget.getByRole('textbox', { name: 'Coupon code' });
    await coupon.fill('NOPE123');
    await widget.getByRole('button', { name: 'Apply' }).click();
    await expect
      .poll(() => widget.getByText('This coupon code is not valid.').isVisible())
      .toBe(true);
    expect(await coupon.inputValue()).toBe('NOPE123');
    expect(await coupon.getAttribute('aria-invalid')).toBe('true');
    await coupon.fill('EXPIRED5');
    await coupon.press('Enter');
    // The server names the reason (payload.reason), so an expired code says it expired.
    await expect.poll(() => widget.getByText('This coupon has expired.').isVisible()).toBe(true);
    expect(await coupon.inputValue()).toBe('EXPIRED5');
    const before = await widget.locator('.hb-gd-total dd').textContent();
    await coupon.fill('WELCOME10');
    await widget.getByRole('button', { name: 'Apply' }).click();
    await expect
      .poll(() => widget.getByText('Coupon WELCOME10 is applied.').isVisible())
      .toBe(true);
    await expect
      .poll(() => widget.locator('.hb-gd-totals').textContent())
      .toMatch(/Coupon discount \(WELCOME10\)/);
    expect(await widget.locator('.hb-gd-total dd').textContent()).not.toBe(before);

    // Put the mistakes right and book on.
    await confirmation.fill('hana@example.com');
    await widget.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await answerTokyoQuestions(widget);
    await widget.getByRole('button', { name: 'Continue to payment' }).click();
    await expect.poll(async () => (await savedDraft(page, 'sakuratokyo'))?.step).toBe('payment');
    const draft = await savedDraft(page, 'sakuratokyo');
    expect(draft).toMatchObject({
      couponCode: 'WELCOME10',
      guest: { email: 'hana@example.com', terms_accepted: true },
    });
    expect(typeof draft?.shownTotal).toBe('number');
    // The two refused coupons are the server's 422 answers, logged by the browser; nothing else.
    expect(problems.filter((p) => !p.includes('status of 422'))).toEqual([]);
  });

  it('keeps everything typed over a reload in the hosted app and reaches payment', async () => {
    const { page } = await browser.open(resultsUrl('sakuratokyo', 30, 32));
    await selectFirstRoomAndContinue(page.locator('body'));
    await expect.poll(() => new URL(page.url()).pathname).toBe('/reservation/guest-detail');
    await waitForTotal(page.locator('body'));
    // The hosted page's one h1 is the step's title; its sections are h2.
    expect(await page.locator('h1').allTextContents()).toEqual(['Guest details']);
    await page.getByRole('textbox', { name: /^First name/ }).fill('Ken');
    await page.getByRole('textbox', { name: /^Last name/ }).fill('Sato');
    await page.getByRole('textbox', { name: /^E-mail address/ }).fill('ken@example.com');
    await page.getByRole('textbox', { name: /^Confirm e-mail address/ }).fill('ken@example.com');
    await page.getByRole('textbox', { name: /^Phone number/ }).fill('+819012345678');
    await page.getByRole('checkbox', { name: /I accept the terms/ }).check();

    await page.reload();
    const first = page.getByRole('textbox', { name: /^First name/ });
    await expect.poll(() => first.inputValue(), { timeout: 15_000 }).toBe('Ken');
    expect(await page.getByRole('textbox', { name: /^Phone number/ }).inputValue()).toBe(
      '+819012345678',
    );
    expect(await page.getByRole('checkbox', { name: /I accept the terms/ }).isChecked()).toBe(true);
    await waitForTotal(page.locator('body'));
    await answerTokyoQuestions(page.locator('body'));
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/reservation/payment');
  });

  it('names every field for a screen reader: the label, then its required state', async () => {
    const { page } = await browser.open(resultsUrl('sakuratokyo', 40, 41));
    const body = page.locator('body');
    await selectFirstRoomAndContinue(body);
    await waitForTotal(body);
    await expect.poll(() => page.getByLabel('Men').first().isVisible()).toBe(true);
    /** The control with exactly this accessible name (Playwright computes it as browsers do). */
    const named = (role: 'textbox' | 'checkbox' | 'combobox' | 'group', name: string) =>
      page.getByRole(role, { name, exact: true });
    // Required: the name is the label alone; the control says "required" itself.
    for (const [role, name] of [
      ['textbox', 'First name'],
      ['textbox', 'E-mail address'],
      ['checkbox', 'I accept the terms and conditions and the cancellation policy'],
      ['combobox', 'Expected check-in time'],
    ] as const) {
      expect(await named(role, name).count(), name).toBe(1);
      expect(await named(role, name).getAttribute('aria-required'), name).toBe('true');
    }
    // Optional: said in the name, after a space.
    expect(await named('textbox', 'Special requests to the hotel (optional)').count()).toBe(1);
    // A question group has no required state: its name carries the mark, after a space.
    expect(await named('group', 'How many men and women per room? (Required)').count()).toBe(1);
  });

  it('asks for kana names and the address at Sakura Kyoto (Japanese)', async () => {
    const { page } = await browser.open(resultsUrl('sakurakyoto', 20, 21, '&locale=ja'));
    await selectFirstRoomAndContinue(page.locator('body'));
    await expect.poll(() => new URL(page.url()).pathname).toBe('/reservation/guest-detail');
    const field = (name: string) => page.locator(`[data-field="${name}"]`);
    await expect.poll(() => field('last_name_kana').isVisible(), { timeout: 15_000 }).toBe(true);
    await waitForTotal(page.locator('body'));
    // The family name comes first in Japanese.
    const order = await page
      .locator('.hb-gd-guest input.hb-input')
      .evaluateAll((inputs) => inputs.map((i) => i.getAttribute('data-field')));
    expect(order.slice(0, 4)).toEqual([
      'last_name',
      'first_name',
      'last_name_kana',
      'first_name_kana',
    ]);
    await field('last_name').fill('山田');
    await field('first_name').fill('花子');
    // Latin letters are not a kana reading: said when the guest leaves the field.
    await field('last_name_kana').fill('yamada');
    await field('first_name_kana').focus();
    await expect.poll(() => field('last_name_kana').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('ひらがなまたはカタカナ').count()).toBeGreaterThan(0);
    await field('last_name_kana').fill('ヤマダ');
    // Half-width katakana as some keyboards type it becomes full-width on leaving the field.
    await field('first_name_kana').fill('ﾊﾅｺ');
    await field('email').focus();
    await expect.poll(() => field('first_name_kana').inputValue()).toBe('ハナコ');
    await field('email').fill('hanako@example.jp');
    await field('email_confirmation').fill('hanako@example.jp');
    await field('postal_code').fill('6050001');
    await field('prefecture_or_state').fill('京都府');
    await field('street_address').fill('東山区祇園町1');
    await field('terms_accepted').check();
    await page.locator('[data-action="continue"]').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/reservation/payment');
    const draft = await savedDraft(page, 'sakurakyoto');
    expect(draft).toMatchObject({
      guest: { last_name_kana: 'ヤマダ', first_name_kana: 'ハナコ', postal_code: '6050001' },
      step: 'payment',
    });
  });

  for (const locale of ['en', 'ar'] as const) {
    it(`has no axe violations on guest detail (${locale}${locale === 'en' ? ', errors shown' : ''})`, async () => {
      // The fixture page allows axe's injected script (the hosted app's CSP does not).
      const { page, context } = await browser.open('about:blank');
      await context.addInitScript(
        `document.addEventListener('DOMContentLoaded', () => document.getElementById('a')?.setAttribute('locale', '${locale}'));`,
      );
      await page.goto(
        `${e2e.fixtures}/two-widgets.html?hotel_booking=search&code=sakuratokyo&adults=2`,
      );
      const widget = page.locator('#a');
      await selectFirstRoomAndContinue(widget);
      await expect.poll(() => widget.locator('.hb-gd-guest').isVisible()).toBe(true);
      await waitForTotal(widget);
      if (locale === 'ar') {
        expect(await widget.locator('.hb-app').getAttribute('dir')).toBe('rtl');
      } else {
        await widget.locator('[data-action="continue"]').click();
        await expect.poll(() => widget.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
      }
      expect(await axeViolations(page, '#a')).toEqual([]);
    });
  }
});
