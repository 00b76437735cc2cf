import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { consoleLinkFromMail, consoleUrl, openConsole, signInAs } from './console-support.ts';
import { bytesOf, openZip, passwordFor } from './corporate-support.ts';
import { e2e, sharedBrowser } from './support.ts';

/*
 * Corporate organizations in the console (issue 41) through the real UI against the console
 * provider: the owner creates an organization, gives it a stay allowance period and invites an
 * admin by e-mail, and sends it again (the first link stops working); the invitee follows the mail's link, makes their account and lands signed in
 * on the widget's organization admin view, where they download the organization's reservations
 * (the password-protected ZIP, its password e-mailed) and find the period's CSV. The console's
 * organization page is axe clean, left to right and in Arabic right to left.
 */

const browser = sharedBrowser();
const until = <T>(check: () => T | Promise<T>) => expect.poll(check, { timeout: 15_000 });

async function fill(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).fill(value);
}

describe('console: organizations', () => {
  it('the owner creates an organization and invites an admin, who joins and downloads its reservations', async () => {
    const { page } = await openConsole(browser, '/', { bypassCSP: true });
    await signInAs(page, 'owner');
    await page.goto(consoleUrl('/organizations'));
    await page.getByRole('heading', { name: 'New organization' }).waitFor();
    const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
    const name = `Hinoki Works ${suffix}`;
    await fill(page, 'Legal name', name);
    await fill(page, 'Name guests see', `Hinoki ${suffix}`);
    await fill(page, 'Code', `hinoki-${suffix}`);
    await page.getByRole('button', { name: 'Create the organization' }).click();
    await page.getByRole('heading', { name: 'Stay allowance' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/console\/organizations\/\d+$/);

    // A period of this year: the download has one CSV per period.
    const year = new Date().getFullYear();
    await fill(page, 'Period', 'FY');
    await fill(page, 'First check-in day', `${year}-01-01`);
    await fill(page, 'Last check-in day', `${year}-12-31`);
    await fill(page, 'Nights per person', '10');
    await page.getByRole('button', { name: 'Add the period' }).click();
    await page.getByRole('status').getByText('Stay allowance saved.').waitFor();
    await page.getByRole('rowheader', { name: `FY ${year}` }).waitFor();

    // The invitation, by keyboard: Enter in the address sends the form.
    const email = `hinoki-admin-${suffix}@example.com`;
    await fill(page, 'E-mail address', email);
    expect(await page.getByLabel('Role', { exact: true }).inputValue()).toBe('admin');
    await page.getByLabel('E-mail address', { exact: true }).press('Enter');
    await page.getByRole('status').getByText(`Invitation sent to ${email}`).waitFor();
    await page.getByText(email).first().waitFor();
    expect(await axeViolations(page, 'main')).toEqual([]);

    // The first mail went astray: the owner sends the invitation again; only the new link works.
    const JOIN_PAGE = '/console/organization-invitation';
    const first = await consoleLinkFromMail(email, JOIN_PAGE);
    await page.getByRole('button', { name: `Send the invitation of ${email} again` }).click();
    await page
      .getByRole('status')
      .getByText(`A new invitation is on its way to ${email}`)
      .waitFor();
    await until(() => consoleLinkFromMail(email, JOIN_PAGE)).not.toBe(first);
    const link = await consoleLinkFromMail(email, JOIN_PAGE);
    const inspect = (url: string) =>
      fetch(`${e2e.consoleProvider}/api/v1/console/organization_invitations/inspect`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: new URL(url).hash.slice('#token='.length) }),
      }).then((res) => res.status);
    expect(await inspect(first)).toBe(400);

    // The invitee: the mail's link, a name and a password, then the widget signed in.
    const invitee = await browser.open(link, { bypassCSP: true });
    const join = invitee.page;
    await join.getByText(`Hinoki ${suffix}`).first().waitFor();
    expect(await axeViolations(join, 'main')).toEqual([]);
    // A page for the hotel's guest: the console's name is neither in its frame nor its title.
    expect(await join.title()).toBe('Join an organization');
    expect(await join.locator('body').textContent()).not.toContain('Hotel console');
    await fill(join, 'First name', 'Aoi');
    await fill(join, 'Last name', 'Hinoki');
    await fill(join, 'Password', 'Hinoki2026pw');
    await join.getByRole('button', { name: 'Join', exact: true }).click();
    await until(() => new URL(join.url()).pathname).toBe('/organization-admin');
    const body = join.locator('body');
    const button = body.getByRole('button', {
      name: 'Download password-protected ZIP (one CSV file per period)',
    });
    await button.waitFor({ timeout: 15_000 });
    const download = join.waitForEvent('download');
    await button.click();
    const file = await download;
    const password = await passwordFor(email, file.suggestedFilename(), e2e.consoleProvider);
    const files = await openZip(await bytesOf(file), password);
    expect(Object.keys(files)).toEqual([`${year}-FY.csv`]);
    expect(files[`${year}-FY.csv`]).toContain('reservation_number,guest_name,hotel_name');

    // Back in the console: the admin is listed; the page is axe clean in Arabic, right to left.
    await page.reload();
    await page.getByRole('rowheader', { name: 'Aoi Hinoki' }).waitFor();
    await page.getByLabel('Language', { exact: true }).selectOption('ar');
    await until(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByRole('rowheader', { name: 'Aoi Hinoki' }).waitFor();
    expect(await axeViolations(page, 'main')).toEqual([]);
  });
});
