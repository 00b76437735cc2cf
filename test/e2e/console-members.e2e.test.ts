import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/rules/dates.ts';
import { axeViolations } from './axe.ts';
import {
  consoleFetch,
  consoleUrl,
  demoStaff,
  newConsoleMember,
  openConsole,
  signInAs,
} from './console-support.ts';
import { e2e, sharedBrowser } from './support.ts';

/*
 * Members in the console (issue 41) through the real UI against the console provider: the
 * owner finds a member by keyboard, sees a code given to them and switched off listed and marked
 * off, gives points with a reason and sees the ledger row, blocks the member, and the member's
 * sign-in in the widget (hosted pages, same server) is refused with the blocked message; the
 * members' pages are axe clean in Arabic, right to left.
 */

const browser = sharedBrowser();
const HOTEL = 'sakuratokyo';

describe('console: members', () => {
  it('the owner finds a member, gives points with a reason, blocks them, and their sign-in is refused', async () => {
    const { email, password } = await newConsoleMember({ first: 'Aoi', last: 'Mori' });
    const { page } = await openConsole(browser, '/', { bypassCSP: true });
    await signInAs(page, 'owner');
    await page.goto(consoleUrl('/members'));

    // By keyboard: the address typed in the search field, Enter finds the member.
    const search = page.getByLabel(/^Name, e-mail, number or phone/);
    await search.fill(email);
    await search.press('Enter');
    await page.getByRole('link', { name: 'Aoi Mori' }).click();
    await page.getByRole('heading', { name: 'Aoi Mori' }).waitFor();
    const memberPath = new URL(page.url()).pathname.replace(/^\/console/, '');

    // A code given to the member and then switched off: their wallet leaves it out, but staff
    // see everything the member holds, the code marked as off.
    const code = `GIFT-${Date.now().toString(36).toUpperCase()}`;
    const coupons = '/api/v1/console/hotels/sakura-tokyo/coupons';
    const today = new Date().toISOString().slice(0, 10);
    const made = await consoleFetch(page, 'POST', coupons, {
      code,
      name: 'Welcome gift',
      discount_type: 'percent',
      amount: 10,
      valid_from: today,
      valid_until: addDays(today, 200),
      usage_limit: null,
      per_member_limit: null,
      max_discounted_nights: null,
      target_mode: null,
      hotel_plan_codes: [],
    });
    expect(made.status).toBe(201);
    expect((await consoleFetch(page, 'POST', `${coupons}/${code}/members`, { email })).status).toBe(
      201,
    );
    expect(
      (await consoleFetch(page, 'PUT', `${coupons}/${code}/active`, { active: false })).status,
    ).toBe(200);
    await page.reload();
    const held = page.getByRole('region', { name: 'Coupons (1)' }).getByRole('listitem');
    await held.filter({ hasText: code }).getByText('switched off', { exact: true }).waitFor();
    expect(await held.textContent()).toContain('available');

    await page.getByRole('textbox', { name: 'Points', exact: true }).fill('250');
    await page.getByLabel('Reason', { exact: true }).fill('Welcome gift from the front desk');
    await page.getByRole('button', { name: 'Record the change' }).click();
    await page.getByRole('status').getByText('250 points recorded. Balance: 250.').waitFor();
    const row = page
      .getByRole('row')
      .filter({ hasText: `Welcome gift from the front desk (by ${demoStaff('owner').email})` });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      'Gained',
      '+250',
      `Welcome gift from the front desk (by ${demoStaff('owner').email})`,
    ]);

    await page.getByLabel('Why block', { exact: true }).fill('Card disputes on two stays');
    await page.getByRole('button', { name: 'Block', exact: true }).click();
    await page.getByRole('status').getByText('The member is blocked.').waitFor();
    await page.getByText(/Blocked since .*: Card disputes on two stays/).waitFor();

    // The widget's own sign-in page on the same server: refused, told to contact the hotel.
    await page.goto(`${e2e.consoleProvider}/sign-in?code=${HOTEL}`);
    await page.getByLabel('E-mail address', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('This account has been blocked by the hotel').waitFor();
    expect(await page.getByRole('button', { name: 'Aoi Mori' }).count()).toBe(0);

    // The members' pages in Arabic, right to left (the language kept for the next pages): axe
    // clean.
    await page.goto(consoleUrl(memberPath));
    await page.getByLabel('Language', { exact: true }).selectOption('ar');
    for (const path of [memberPath, '/members', '/membership-programs']) {
      await page.goto(consoleUrl(path));
      await page.locator('main table').first().waitFor();
      await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
      expect(await axeViolations(page, 'main'), path).toEqual([]);
    }
  });
});
