import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, demoMember, HOTEL, signInPage, type TestMember } from './account-support.ts';
import { axeViolations } from './axe.ts';
import {
  answerRequired,
  confirmed,
  freeStay,
  hostedResults,
  settledTotal,
  shownTotal,
  toPayment,
} from './booking-extras-support.ts';
import { e2e, sharedBrowser } from './support.ts';

/*
 * Points through the real UI against the real server (issue 14): the seeded demo member
 * (member@sakura.example, who has points) books spending points at checkout, sees the balance
 * and the history in my account, cancels and gets the points back; the points tab and the
 * checkout field are axe clean, and the tab lays out right to left in Arabic.
 */

const browser = sharedBrowser();
const MEMBERS_PLAN = 'Members rate with breakfast';
const at = (path: string, query = '') => `${e2e.provider}${path}?code=${HOTEL}${query}`;
const until = <T>(check: () => T | Promise<T>, timeout = 15_000) => expect.poll(check, { timeout });

/** The member's spendable points (`GET /memberships/point`). */
async function balance(member: TestMember): Promise<number> {
  const answer = await api('/memberships/point', { token: member.accessToken });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: { total_point: number } }).data.total_point;
}

/** From the results to the guest details of one members-only room, priced. */
async function toGuestDetail(page: Page, body: Locator) {
  const more = body.getByRole('button', { name: `One room more: ${MEMBERS_PLAN}` }).first();
  await until(() => more.isVisible()).toBe(true);
  await more.click();
  await body.getByRole('button', { name: 'Continue', exact: true }).click();
  await until(() => body.getByRole('heading', { name: 'Guest details' }).isVisible()).toBe(true);
  await settledTotal(body);
  void page;
}

describe('points', () => {
  it('spends points at checkout, shows the balance and history, and gives them back on cancel', async () => {
    const member = await demoMember();
    const start = await balance(member);
    expect(start).toBeGreaterThanOrEqual(1_000);
    const stay = await freeStay({ roomType: 'deluxe-twin', nights: 1, from: 75 });
    const { page, problems } = await browser.open(hostedResults(stay), { bypassCSP: true });
    await signInPage(page, member);
    const body = page.locator('body');
    await toGuestDetail(page, body);
    const before = await shownTotal(body);

    // The points field adjusts a typed amount to the program's steps of 100.
    const field = body.getByRole('textbox', { name: 'Points to use' });
    await until(() => field.isVisible()).toBe(true);
    await field.fill('1050');
    await body.getByRole('button', { name: 'Use these points' }).click();
    await until(() => body.getByTestId('points-applied').textContent()).toBe(
      '1,000 points pay towards this stay.',
    );
    expect(await body.locator('.hb-gd-points').textContent()).toContain('Changed to 1,000');
    await until(() => body.locator('.hb-gd-totals').textContent()).toContain('Points');
    await until(() => shownTotal(body)).toBeLessThan(before);
    expect(await axeViolations(page, 'body')).toEqual([]);

    await body.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await answerRequired(body, [1]);
    await toPayment(page);
    await body.getByRole('button', { name: 'Confirm reservation' }).click();
    const done = await confirmed(page);
    expect(await balance(member)).toBe(start - 1_000);

    // My account: the balance and the spend in the history.
    await page.goto(at('/my-account/points'));
    await until(() => body.getByTestId('points-balance').textContent()).toBe(
      `${(start - 1_000).toLocaleString('en')} points`,
    );
    const spent = body.locator('.hb-pt-row').filter({ hasText: done.number }).first();
    await until(() => spent.isVisible()).toBe(true);
    // A table: named columns, and each part of the entry in its own cell (for eyes and for
    // screen readers), not one run of text.
    const history = body.getByRole('table', { name: 'Point history' });
    expect(await history.getByRole('columnheader').allTextContents()).toEqual([
      'Date',
      'Activity',
      'Points',
      'Details',
    ]);
    const cells = await spent.getByRole('cell').allTextContents();
    expect(cells.slice(1, 3)).toEqual(['Used', '−1,000']);
    expect(cells[0]).toMatch(/^\w+day, \w+ \d{1,2}, \d{4}$/);
    expect(cells[3]).toBe(`Reservation ${done.number}`);
    // On screen the parts stand apart: each cell starts right of the one before.
    const lefts = await spent
      .getByRole('cell')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().left));
    for (let i = 1; i < lefts.length; i++)
      expect(lefts[i]).toBeGreaterThan((lefts[i - 1] ?? 0) + 20);
    expect(await axeViolations(page, 'body')).toEqual([]);

    // Cancelled on the reservation page: the points come back.
    await page.goto(
      at(`/reservation/confirmation/${done.number}`, `&bypass_token=${done.bypassToken}`),
    );
    await body.getByRole('button', { name: 'Cancel reservation' }).click();
    await body.getByRole('radio', { name: 'Other reason' }).check();
    await body.getByRole('button', { name: /^Cancel reservation \(fee/ }).click();
    await until(() => body.locator('.hb-mg-status').first().textContent()).toBe('Cancelled');
    expect(await balance(member)).toBe(start);
    await page.goto(at('/my-account/points'));
    const back = body.locator('.hb-pt-row').filter({ hasText: 'Given back' }).first();
    await until(() => back.isVisible()).toBe(true);
    expect(await back.textContent()).toContain(done.number);
    expect(problems).toEqual([]);
  });

  it('lays the points tab out right to left in Arabic, axe clean, with the future points', async () => {
    const member = await demoMember();
    const { page } = await browser.open(at('/my-account/points', '&locale=ar'), {
      bypassCSP: true,
    });
    await signInPage(page, member);
    const body = page.locator('body');
    await until(() => body.getByTestId('points-balance').isVisible()).toBe(true);
    expect(await page.locator('.hb-app').getAttribute('dir')).toBe('rtl');
    expect(await body.getByRole('link', { name: 'النقاط' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await axeViolations(page, 'body')).toEqual([]);
    // The scope of points still to come (seeded: points of a stay, usable in a few days).
    await body.getByRole('link', { name: 'نقاط قادمة' }).click();
    await until(() => new URL(page.url()).searchParams.get('scope')).toBe('future');
    await until(() => body.locator('.hb-pt-row').first().isVisible()).toBe(true);
    // An exchange above the balance is refused at the field.
    await body.locator('input[name="exchange_amount"]').fill('999999999');
    await body.locator('.hb-ac-form button[type="submit"]').click();
    await until(() => body.locator('[aria-invalid="true"]').count()).toBe(1);
    expect(await axeViolations(page, 'body')).toEqual([]);
  });
});
