import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoMember, newMember, signInPage, type TestMember } from './account-support.ts';
import { axeViolations } from './axe.ts';
import {
  breakfastOffer,
  confirmedNumber,
  continueToPayment,
  fillCard,
  fillGuest,
  HOTEL,
  newGuest,
  nextStay,
  payButton,
  selectRoomAndContinue,
  until,
} from './booking-support.ts';
import { e2e, sharedBrowser } from './support.ts';

/*
 * The member wallet (issue 14) through the real UI and server: a card saved while paying and
 * paid with again (3-D Secure still asked), deleted in the account; the demo member's voucher
 * found by a voucher search and redeemed with a coupon from the wallet; the account's wallet
 * pages in Arabic (RTL) and axe-clean.
 */

const browser = sharedBrowser();

/** The results of a stay, signed in as `member`, ready to pick the breakfast plan. */
async function signedInResults(member: TestMember, extra: Record<string, string> = {}) {
  const stay = await nextStay();
  // axe runs on these pages: its script is injected inline, which the hosted app's CSP refuses.
  const { page, problems } = await browser.open(`${e2e.provider}/booking/result?code=${HOTEL}`, {
    bypassCSP: true,
  });
  await signInPage(page, member);
  const query = new URLSearchParams({
    code: HOTEL,
    checkin: stay.checkin,
    checkout: stay.checkout,
    adults: '2',
    ...extra,
  });
  await page.goto(`${e2e.provider}/booking/result?${query}`);
  const app = page.locator('.hb-app');
  await until(() => breakfastOffer(app).isVisible()).toBe(true);
  return { page, problems, app };
}

/** Approves the 3-D Secure challenge in its dialog. */
async function approve3ds(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Card verification (3-D Secure)' });
  await until(() => dialog.isVisible()).toBe(true);
  await page
    .frameLocator('iframe[title="Card issuer verification page"]')
    .getByRole('button', { name: 'Approve' })
    .click();
}

/** Books the breakfast plan from the results up to the payment step. */
async function toPayment(app: Locator, tag: string) {
  await selectRoomAndContinue(app);
  await fillGuest(app, newGuest(tag));
  await app.locator('[data-action="continue"]').click();
  await until(() => app.locator('.hb-payment-form').isVisible()).toBe(true);
}

describe('member wallet', () => {
  it('saves a 3-D Secure card while paying, pays with it again (challenge again), deletes it', async () => {
    const member = await newMember('cards');
    const first = await signedInResults(member);
    await selectRoomAndContinue(first.app);
    await fillGuest(first.app, newGuest('card1'));
    await continueToPayment(first.app);
    await fillCard(first.app, '4000 0000 0000 3220');
    await first.app.locator('[data-field="save_card"]').check();
    await payButton(first.app).click();
    await approve3ds(first.page);
    await confirmedNumber(first.app);

    // The next booking offers the saved card (chosen already): no card fields, 3-D Secure again.
    const second = await signedInResults(member);
    await toPayment(second.app, 'card2');
    const saved = second.app.getByRole('radio', { name: /Visa ending in 3220/ });
    await until(() => saved.isChecked()).toBe(true);
    expect(await second.app.locator('[autocomplete="cc-number"]').count()).toBe(0);
    expect(await axeViolations(second.page, '.hb-app')).toEqual([]);
    await payButton(second.app).click();
    await approve3ds(second.page);
    await confirmedNumber(second.app);

    // My account → payment options: the card (brand, last four, expiry) and its deletion.
    await second.page.goto(`${e2e.provider}/my-account/payment-options?code=${HOTEL}`);
    const row = second.app.locator('[data-card="3220"]');
    await until(() => row.isVisible()).toBe(true);
    expect(await row.textContent()).toMatch(/Visa ending in 3220.*expires \d{2}\/\d{4}/);
    await row.getByRole('button', { name: 'Delete Visa ending in 3220' }).click();
    await row.getByRole('button', { name: 'Delete', exact: true }).click();
    await until(() => second.app.getByText('You have no saved cards.').isVisible()).toBe(true);
    expect(second.problems.filter((p) => !p.includes('404'))).toEqual([]);
  });

  it('finds rooms with a voucher and books with it and a coupon from the wallet', async () => {
    const member = await demoMember();
    // The promotions tab lists the vouchers by state and leads to a voucher search.
    const { page } = await browser.open(`${e2e.provider}/booking/result?code=${HOTEL}`);
    await signInPage(page, member);
    await page.goto(`${e2e.provider}/my-account/promotions?code=${HOTEL}`);
    const app = page.locator('.hb-app');
    const voucher = app.locator('[data-voucher="SV-3000-0002"]');
    await until(() => voucher.isVisible()).toBe(true);
    expect(await app.locator('[data-voucher="SV-1000-0099"] [data-status]').textContent()).toBe(
      'Expired',
    );
    expect(await app.getByRole('link', { name: 'Promotions' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await voucher.getByRole('link', { name: 'Search rooms with this voucher' }).click();
    await until(() => new URL(page.url()).searchParams.get('mode')).toBe('voucher');

    // The voucher search of a free stay, then the booking carries the voucher.
    const results = await signedInResults(member, {
      mode: 'voucher',
      voucher_coupon_code: 'SV-3000-0002',
    });
    await selectRoomAndContinue(results.app);
    const vouchers = results.app.locator('[data-wallet="vouchers"]');
    await until(() => vouchers.getByText('Voucher SV-3000-0002 is applied.').isVisible()).toBe(
      true,
    );
    // A coupon from the wallet, applied with one click after the server priced it.
    const coupons = results.app.locator('[data-wallet="coupons"]');
    await until(() => coupons.isVisible()).toBe(true);
    // Every "Use" button has the same width, whatever the length of its coupon's name.
    const uses = coupons.getByRole('button', { name: /^Use coupon/ });
    expect(await uses.count()).toBeGreaterThan(2);
    const widths = await uses.evaluateAll((els) =>
      els.map((el) => Math.round(el.getBoundingClientRect().width)),
    );
    expect(new Set(widths).size, String(widths)).toBe(1);
    // A coupon named by its discount says the discount once ("¥2,000 off · ¥2,000 off" before).
    const rows = await coupons.locator('li').allTextContents();
    const thankYou = rows.find((row) => row.includes('Member thank-you'));
    expect(thankYou?.match(/2,000 off/g), String(rows)).toHaveLength(1);
    const longStay = rows.find((row) => row.includes('Long stay'));
    expect(longStay?.match(/20% off/g), String(rows)).toHaveLength(1);
    // A coupon whose name does not say its discount keeps it.
    expect(
      rows.some((row) => row.startsWith('WELCOME10 · 10% off')),
      String(rows),
    ).toBe(true);
    await coupons.getByRole('button', { name: /Use coupon Member thank-you/ }).click();
    await until(() => results.app.getByText('Coupon MEMBER2000 is applied.').isVisible()).toBe(
      true,
    );
    const summary = results.app.locator('.hb-gd-totals');
    await until(() => summary.textContent()).toMatch(/Voucher.*3,000/);
    expect(await summary.textContent()).toMatch(/Coupon discount.*2,000/);
    expect(await axeViolations(results.page, '.hb-app')).toEqual([]);
    await fillGuest(results.app, newGuest('voucher'));
    await continueToPayment(results.app);
    await fillCard(results.app, '4242 4242 4242 4242');
    await payButton(results.app).click();
    const number = await confirmedNumber(results.app);
    // The confirmation lists the voucher's part as the checkout summary did.
    const voucherPaid = results.app.locator('[data-voucher-amount]');
    await until(() => voucherPaid.textContent()).toMatch(/3,000/);
    expect(await voucherPaid.locator('xpath=preceding-sibling::dt[1]').textContent()).toBe(
      'Voucher',
    );

    // Both are used up in the wallet: the voucher shows the reservation.
    await results.page.goto(`${e2e.provider}/my-account/promotions?code=${HOTEL}`);
    const redeemed = results.app.locator('[data-voucher="SV-3000-0002"]');
    await until(() => redeemed.locator('[data-status]').textContent()).toBe('Redeemed');
    expect(await redeemed.textContent()).toContain(number);
    expect(await results.app.locator('[data-coupon="MEMBER2000"]').textContent()).toContain('Used');
    // A coupon limited to its first nights says so.
    expect(await results.app.locator('[data-coupon="LONGSTAY20"]').textContent()).toContain(
      'Discounts the first 2 nights of a stay',
    );
  });

  it('adds a card in the account without paying, then pays a booking with it', async () => {
    const member = await newMember('addcard');
    const { page, problems } = await browser.open(`${e2e.provider}/booking/result?code=${HOTEL}`, {
      bypassCSP: true,
    });
    await signInPage(page, member);
    await page.goto(`${e2e.provider}/my-account/payment-options?code=${HOTEL}`);
    const app = page.locator('.hb-app');
    await until(() => app.getByText('You have no saved cards.').isVisible()).toBe(true);
    await app.getByRole('button', { name: 'Add a card' }).click();
    const form = app.getByRole('form', { name: 'Add a card' });
    await until(() => form.isVisible()).toBe(true);
    expect(await axeViolations(page, '.hb-app')).toEqual([]);
    // A wrong number is shown at its field; nothing is sent or saved.
    await fillCard(form, '4242 4242 4242 4241');
    await form.getByRole('button', { name: 'Save card' }).click();
    await until(() => form.locator('[autocomplete="cc-number"]').getAttribute('aria-invalid')).toBe(
      'true',
    );
    await fillCard(form, '4242 4242 4242 4242');
    await form.getByRole('button', { name: 'Save card' }).click();
    const row = app.locator('[data-card="4242"]');
    await until(() => row.isVisible()).toBe(true);
    expect(await row.textContent()).toMatch(/Visa ending in 4242.*expires \d{2}\/\d{4}/);
    await until(() => app.getByText('The card ending in 4242 was saved.').isVisible()).toBe(true);
    expect(await form.count()).toBe(0);
    // The page kept nothing of the number: not in the page, not in its storage.
    const kept = await page.evaluate(
      () =>
        document.documentElement.outerHTML + JSON.stringify({ ...localStorage, ...sessionStorage }),
    );
    expect(kept).not.toContain('4242424242424242');
    expect(kept).not.toContain('4242 4242 4242 4242');

    // A booking offers it (chosen already) and is paid with it: no card typed, nothing asked.
    const booking = await signedInResults(member);
    await toPayment(booking.app, 'addcard');
    const saved = booking.app.getByRole('radio', { name: /Visa ending in 4242/ });
    await until(() => saved.isChecked()).toBe(true);
    expect(await booking.app.locator('[autocomplete="cc-number"]').count()).toBe(0);
    await payButton(booking.app).click();
    await confirmedNumber(booking.app);
    expect([...problems, ...booking.problems].filter((p) => !p.includes('404'))).toEqual([]);
  });

  it('shows the wallet pages right to left in Arabic, with no axe violations', async () => {
    const member = await demoMember();
    // axe's script is injected inline: the hosted app's CSP would refuse it.
    const { page } = await browser.open(`${e2e.provider}/booking/result?code=${HOTEL}`, {
      bypassCSP: true,
    });
    await signInPage(page, member);
    for (const locale of ['en', 'ar']) {
      for (const path of ['/my-account/payment-options', '/my-account/promotions']) {
        await page.goto(`${e2e.provider}${path}?code=${HOTEL}&locale=${locale}`);
        const app = page.locator('.hb-app');
        await until(() => app.locator('.hb-ac-list, .hb-ac p').first().isVisible()).toBe(true);
        if (path.endsWith('promotions'))
          await until(() => app.locator('[data-voucher]').count()).toBeGreaterThan(0);
        if (locale === 'ar') expect(await app.getAttribute('dir')).toBe('rtl');
        expect(await axeViolations(page, '.hb-app'), `${path} ${locale}`).toEqual([]);
      }
    }
  });
});
