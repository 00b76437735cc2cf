import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { tokenFromMail } from './account-support.ts';
import { axeViolations } from './axe.ts';
import { consoleFetch, newStaffEmail, openConsole, signInAs } from './console-support.ts';
import { e2e, sharedBrowser } from './support.ts';

// Issue 38's gaps: the owner edits the brand's settings (sign-up, the brand's member page) and
// every hotel's widget reads them; the owner changes a member's hotels from the staff table.
// The pages are opened with bypassCSP for axe's script only.

const browser = sharedBrowser();

/** The demo hotel's sign-in answer, as the widget asks for it. */
async function signInAnswer(): Promise<{ sign_up_active: boolean }> {
  const answer = await fetch(
    `${e2e.consoleProvider}/api/v1/hotels/sakura-tokyo/settings/sign_in_button`,
  );
  return ((await answer.json()) as { data: { sign_up_active: boolean } }).data;
}

/** Saves the brand page's form and waits for its saved notice. */
async function saveBrand(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save for every hotel' }).click();
  await page.getByText("Saved. Every hotel's widget uses the new settings now.").waitFor();
}

describe('console: the brand settings and a member’s hotels', () => {
  it("the owner changes sign-up and the brand's member page; every hotel's widget reads them", async () => {
    const { page, consoleProblems } = await openConsole(browser, '/sign-in', { bypassCSP: true });
    await signInAs(page, 'owner');
    await page.getByRole('navigation').getByRole('link', { name: 'Brand', exact: true }).click();
    const signUp = page.getByLabel('Guests may become members');
    const was = await signUp.isChecked();
    await signUp.setChecked(!was);
    // A page that is not https is refused at its field; nothing typed is lost.
    const memberPage = page.getByLabel('Your own member page');
    await memberPage.fill('http://members.example/account');
    await page.getByRole('button', { name: 'Save for every hotel' }).click();
    await page.getByText('Write an address starting with https://.').first().waitFor();
    expect(await signUp.isChecked()).toBe(!was);
    await memberPage.fill('https://members.example/account');
    await saveBrand(page);
    expect((await signInAnswer()).sign_up_active).toBe(!was);
    expect(await axeViolations(page, 'main')).toEqual([]);

    // Back as it was, for the other journeys on this provider.
    await signUp.setChecked(was);
    await memberPage.fill('');
    await saveBrand(page);
    expect((await signInAnswer()).sign_up_active).toBe(was);
    expect(consoleProblems.list).toEqual([]);
  });

  it('the owner limits a member to one hotel from the staff table, which then lists the limit', async () => {
    const { page } = await openConsole(browser, '/sign-in', { bypassCSP: true });
    await signInAs(page, 'owner');
    const email = newStaffEmail('limit');
    const invited = await consoleFetch(page, 'POST', '/api/v1/console/staff/invitations', {
      email,
      role: 'marketing',
      locale: 'en',
    });
    expect(invited.status).toBe(201);
    const token = await tokenFromMail(email, 'token', e2e.consoleProvider);
    const accepted = await fetch(`${e2e.consoleProvider}/api/v1/console/invitations/accept`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, name: 'Limited Member', password: 'Limited-Member-2026' }),
    });
    expect(accepted.status).toBe(201);
    const session = await consoleFetch(page, 'GET', '/api/v1/console/session');
    const hotel = (session.body as { hotels: { code: string; name: string }[] }).hotels[0];
    if (!hotel) throw new Error('the demo brand has hotels');

    await page.goto(`${e2e.consoleProvider}/console/staff`);
    await page.getByRole('button', { name: `Change the hotels of ${email}` }).click();
    // The member's own form (the invitation form on the page has the same fields).
    const limit = page.locator('form', {
      has: page.getByRole('button', { name: 'Save the hotels' }),
    });
    await limit.getByLabel('All hotels of the brand').uncheck();
    // None ticked is refused at the field.
    await limit.getByRole('button', { name: 'Save the hotels' }).click();
    await limit.getByText('Choose at least one hotel, or all hotels.').first().waitFor();
    await limit.getByLabel(hotel.name, { exact: true }).check();
    await limit.getByRole('button', { name: 'Save the hotels' }).click();
    await page.getByText(`The hotels of ${email} were changed. They will sign in again.`).waitFor();
    const staff = await consoleFetch(page, 'GET', '/api/v1/console/staff');
    const member = (
      staff.body as { staff: { email: string; hotels: string[] | null }[] }
    ).staff.find((m) => m.email === email);
    expect(member?.hotels).toEqual([hotel.code]);
    expect(await axeViolations(page, 'main')).toEqual([]);
  });
});
