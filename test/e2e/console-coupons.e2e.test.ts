import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/rules/dates.ts';
import { axeViolations } from './axe.ts';
import {
  answerRequired,
  fillGuest,
  selectPlan,
  toPayment,
  uniqueEmail,
} from './booking-extras-support.ts';
import { consoleUrl, openConsole, signInAs } from './console-support.ts';
import { e2e, sharedBrowser } from './support.ts';

/*
 * Coupon codes in the console (issue 41) through the real UI against the console provider: the
 * owner makes a code (by keyboard: Enter in the last field sends the form), a guest types it at
 * checkout in the hosted widget of the same provider and books, and the code's uses show 1 in
 * the list and on the code's page with the booking; a voucher is issued and marked used on the
 * Vouchers page. The three pages are axe clean in Arabic, right to left.
 */

const browser = sharedBrowser();
const HOTEL = 'sakura-tokyo';
/** The same hotel as the widget's address names it. */
const WIDGET_CODE = 'sakuratokyo';
const until = <T>(check: () => T | Promise<T>, timeout = 15_000) => expect.poll(check, { timeout });
const today = () => new Date().toISOString().slice(0, 10);

/** A night of the console provider's Tokyo double room still free, far ahead (other journeys book nearer). */
async function freeNight(): Promise<string> {
  const start = addDays(today(), 150 + Math.floor(Math.random() * 100));
  const answer = await fetch(
    `${e2e.consoleProvider}/api/v1/rooms/inventory?code=${WIDGET_CODE}&start_date=${start}&end_date=${addDays(start, 30)}`,
  );
  const types = (await answer.json()) as {
    data: { room_type_code: string; days: { date: string; remaining: number }[] }[];
  };
  const days = types.data.find((t) => t.room_type_code === 'standard-double')?.days ?? [];
  const free = days.find((d) => d.remaining > 0);
  if (!free) throw new Error(`no free night of standard-double from ${start}`);
  return free.date;
}

async function fill(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).fill(value);
}

describe('console: coupons', () => {
  it('the owner makes a code, a guest books with it in the widget, and its uses show 1', async () => {
    const { page } = await openConsole(browser, '/', { bypassCSP: true });
    await signInAs(page, 'owner');
    await page.goto(consoleUrl(`/hotels/${HOTEL}/coupons`));
    await page.getByRole('heading', { name: 'New coupon code' }).waitFor();
    const code = `TRY-${Date.now().toString(36).toUpperCase()}`;
    await fill(page, 'Code', code);
    await fill(page, 'Discount', '10');
    await fill(page, 'First day it can be used', today());
    await fill(page, 'Last day it can be used', addDays(today(), 400));
    await fill(page, 'Bookings in all (optional)', '5');
    await page.getByLabel('Bookings per member (optional)', { exact: true }).fill('1');
    await page.getByLabel('Bookings per member (optional)', { exact: true }).press('Enter');
    await page.getByRole('status').getByText(`The code ${code} is ready for guests.`).waitFor();
    const uses = page.locator(`td[data-uses="${code}"]`);
    expect(await uses.textContent()).toBe('0 / 5');

    // A guest types it at checkout in the hosted widget of the same provider.
    const checkin = await freeNight();
    const guest = await browser.open(
      `${e2e.consoleProvider}/booking/result?code=${WIDGET_CODE}&checkin=${checkin}&checkout=${addDays(checkin, 1)}&adults=2&room_count=1`,
      { bypassCSP: true },
    );
    const body = guest.page.locator('body');
    await selectPlan(body, 'Room only');
    await body.getByRole('textbox', { name: 'Coupon code' }).fill(code.toLowerCase());
    await body.getByRole('button', { name: 'Apply' }).click();
    await until(() => body.getByText(`Coupon ${code} is applied.`).isVisible()).toBe(true);
    const email = uniqueEmail('console-coupon');
    await fillGuest(body, email);
    await answerRequired(body, [2]);
    await toPayment(guest.page);
    await body.getByRole('button', { name: 'Confirm reservation' }).click();
    await until(() => body.getByText(/Thank you for your booking/).isVisible(), 20_000).toBe(true);
    const heading =
      (await body.getByRole('heading', { name: /^Reservation / }).textContent()) ?? '';
    const number = heading.replace(/^Reservation /, '').trim();

    // The console: 1 use in the list, and the booking on the code's page.
    await page.reload();
    await until(() => uses.textContent()).toBe('1 / 5');
    await page.getByRole('link', { name: code }).click();
    await page.getByText('Uses: 1 / 5').waitFor();
    await page.getByRole('rowheader', { name: number }).waitFor();
    expect(await page.getByRole('cell', { name: email }).count()).toBe(1);

    // The campaign is over: the owner switches the code off from its page; the list says so
    // (checkout's refusal of it is the server test's, server/console/routes/coupons.test.ts).
    await page.getByRole('button', { name: 'Switch the code off' }).click();
    await page.getByRole('status').getByText('The code is switched off').waitFor();
    await page.getByTestId('coupon-state').getByText(/^Off:/).waitFor();
    await page.getByRole('button', { name: 'Switch the code back on' }).waitFor();
    await page.getByRole('link', { name: 'All coupon codes' }).click();
    await page
      .getByRole('rowheader', { name: code })
      .getByText('Switched off', { exact: true })
      .waitFor();

    // A voucher issued on the Vouchers page (Enter in a field sends it), then marked used.
    await page.goto(consoleUrl(`/hotels/${HOTEL}/vouchers`));
    const voucher = `GV-${Date.now().toString(36).toUpperCase()}`;
    await fill(page, 'Number', voucher);
    await fill(page, 'Name', 'Gift voucher');
    await fill(page, 'Amount', '5000');
    await fill(page, 'First day', today());
    await fill(page, 'Last day (booked and stayed by)', addDays(today(), 300));
    await page.getByLabel('Last day (booked and stayed by)', { exact: true }).press('Enter');
    await page.getByRole('status').getByText(`Voucher ${voucher} is issued.`).waitFor();
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: voucher }) });
    await row.getByRole('cell', { name: 'Available' }).waitFor();
    await row.getByRole('button', { name: `Mark voucher ${voucher} used` }).click();
    await page.getByRole('status').getByText(`Voucher ${voucher} is marked used.`).waitFor();
    await row.getByRole('cell', { name: 'Used' }).waitFor();

    // Arabic, right to left: the three pages axe clean.
    await page.getByLabel('Language', { exact: true }).selectOption('ar');
    await until(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    const pages = ['coupons', `coupons/${code}`, 'vouchers'].map((p) => `/hotels/${HOTEL}/${p}`);
    for (const path of pages) {
      await page.goto(consoleUrl(path));
      await page.locator('table').first().waitFor();
      await until(() => page.locator('html').getAttribute('dir')).toBe('rtl');
      expect(await axeViolations(page, 'main'), path).toEqual([]);
    }
  });
});
