/**
 * The hotel console's sign-in, staff and audit (issue 38), in Chromium against the console
 * provider (test/e2e/console-support.ts): an owner invites a manager, who joins from the
 * e-mailed link, registers a passkey with Chromium's virtual authenticator and signs in with it,
 * is made an owner and switches the brand's second-factor rule on and off again;
 * a front-desk member is offered nothing of staff or settings and a direct address says so;
 * the sign-in and staff screens are axe clean in English and Arabic.
 */
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import {
  addVirtualAuthenticator,
  consoleLinkFromMail,
  consoleUrl,
  navItems,
  newStaffEmail,
  openConsole,
  signInAs,
  signInWithPassword,
  submitPassword,
} from './console-support.ts';
import { sharedBrowser } from './support.ts';

const browser = sharedBrowser();

/** Signs in as the demo owner and sends an invitation from the staff page; its link. */
async function invite(page: Page, email: string, role: string): Promise<string> {
  await page.goto(consoleUrl('/staff'));
  await page.getByRole('heading', { name: 'Invite someone' }).waitFor();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption(role);
  await page.getByRole('button', { name: 'Send the invitation' }).click();
  await page.getByText(`An invitation was sent to ${email}.`).waitFor();
  return consoleLinkFromMail(email, '/console/invitation');
}

describe('hotel console: staff and passkeys', () => {
  it('owner invites a manager, who joins by e-mail, signs in with a passkey, is made an owner and sets the second-factor rule', async () => {
    const email = newStaffEmail('manager');
    // The owner: a password sign-in (the demo owner has no second factor), then Staff.
    const owner = await openConsole(browser, '/staff');
    await expect.poll(() => new URL(owner.page.url()).pathname).toBe('/console/sign-in');
    await signInAs(owner.page, 'owner');
    // Back on the page asked for before signing in.
    await expect.poll(() => new URL(owner.page.url()).pathname).toBe('/console/staff');
    const link = await invite(owner.page, email, 'manager');
    await expect
      .poll(() => owner.page.getByRole('heading', { name: 'Pending invitations' }).count())
      .toBe(1);

    // The manager, in another browser, from the link in the e-mail.
    const manager = await openConsole(browser, '/sign-in');
    const authenticator = await addVirtualAuthenticator(manager.context, manager.page);
    await manager.page.goto(link);
    await manager.page.getByText('You are invited to').waitFor();
    // The token leaves the address bar once read.
    expect(new URL(manager.page.url()).hash).toBe('');
    await manager.page.getByLabel('Your name').fill('Mina Manager');
    // A weak password is refused at its field, in words, and nothing typed is lost.
    await manager.page.getByLabel('New password').fill('weak');
    await manager.page.getByRole('button', { name: 'Create my account' }).click();
    await manager.page.getByRole('alert').getByText('1 field needs your attention').waitFor();
    expect(await manager.page.getByLabel('Your name').inputValue()).toBe('Mina Manager');
    await manager.page.getByLabel('New password').fill('Manager-Pass-2026');
    await manager.page.getByRole('button', { name: 'Create my account' }).click();
    // Signed in, on the security page, offered a passkey first.
    await expect.poll(() => new URL(manager.page.url()).pathname).toBe('/console/account/security');
    await manager.page.getByText('Add a passkey now (recommended)').waitFor();
    await manager.page.getByLabel('Name of the new passkey').fill('Test laptop');
    await manager.page.getByRole('button', { name: 'Add a passkey' }).click();
    await manager.page.getByText('Passkey “Test laptop” added.').waitFor();
    expect(await authenticator.credentials()).toHaveLength(1);

    // Signed out, then in again with the passkey alone.
    await manager.page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect.poll(() => new URL(manager.page.url()).pathname).toBe('/console/sign-in');
    await manager.page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect.poll(() => new URL(manager.page.url()).pathname).toBe('/console/');
    await manager.page.getByText('Welcome, Mina Manager.').waitFor();
    // A manager runs the hotels but not the staff.
    const items = await navItems(manager.page);
    expect(items).toContain('Security');
    expect(items).not.toContain('Staff');
    expect(manager.consoleProblems.list).toEqual([]);

    // The owner's audit log has the invitation and the new member's passkey.
    await owner.page.getByRole('link', { name: 'Audit log' }).click();
    await owner.page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();
    await owner.page.getByRole('cell', { name: 'staff.invite' }).first().waitFor();
    await owner.page.getByLabel('Action').fill('account.passkey_add');
    await owner.page.getByRole('button', { name: 'Show changes' }).click();
    await owner.page.getByRole('cell', { name: email }).first().waitFor();

    // The owner makes her an owner: saved, still shown after a reload, and her session ends.
    await owner.page.getByRole('link', { name: 'Staff' }).click();
    await owner.page.getByLabel(`Role of ${email}`).selectOption('owner');
    await owner.page.getByRole('button', { name: 'Save the role' }).click();
    await owner.page.getByText(`${email} is now Owner. They will sign in again.`).waitFor();
    await owner.page.reload();
    await expect.poll(() => owner.page.getByLabel(`Role of ${email}`).inputValue()).toBe('owner');
    expect(owner.consoleProblems.list).toEqual([]);

    // As an owner with a passkey she can switch the brand's second-factor rule on and off again
    // (the demo owner has none: with the rule on, their own calls would be refused).
    await manager.page.goto(consoleUrl('/staff'));
    await manager.page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await manager.page.getByRole('link', { name: 'Staff' }).click();
    const rule = manager.page.getByLabel('Require a second factor');
    expect(await rule.isChecked()).toBe(false);
    await rule.click();
    await manager.page.getByText('Every member now needs a second factor.').waitFor();
    await expect.poll(() => rule.isChecked()).toBe(true);
    await rule.click();
    await manager.page.getByText('A second factor is now optional.').waitFor();
    await expect.poll(() => rule.isChecked()).toBe(false);
    expect(manager.consoleProblems.list).toEqual([]);
  });

  it('a front-desk member is offered no staff or settings, and a direct address says not allowed', async () => {
    // On a phone: the navigation folds behind "Menu".
    const desk = await openConsole(browser, '/', { viewport: { width: 390, height: 844 } });
    await signInAs(desk.page, 'front_desk');
    await desk.page.getByText('Welcome, Demo Front Desk.').waitFor();
    const nav = desk.page.getByRole('navigation', { name: 'Console sections' });
    expect(await nav.isVisible()).toBe(false);
    const menu = desk.page.getByRole('button', { name: 'Menu' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await menu.click();
    expect(await nav.isVisible()).toBe(true);
    const items = await navItems(desk.page);
    expect(items).toContain('Home');
    for (const hidden of ['Staff', 'Audit log', 'Hotels', 'Settings']) {
      expect(items).not.toContain(hidden);
    }
    for (const path of ['/staff', '/audit', '/hotels/sakura-tokyo/settings']) {
      await desk.page.goto(consoleUrl(path));
      await desk.page.getByRole('heading', { name: 'Not allowed', level: 1 }).waitFor();
    }
    // And the server says no to the call itself.
    const status = await desk.page.evaluate(
      async () => (await fetch('/api/v1/console/staff')).status,
    );
    expect(status).toBe(403);
    expect(desk.consoleProblems.list.filter((p) => !p.includes('403'))).toEqual([]);
  });

  it('sign-in and staff screens are axe clean in English and Arabic, Arabic right to left', async () => {
    const { page } = await openConsole(browser, '/sign-in', { bypassCSP: true });
    await page.getByRole('heading', { name: 'Sign in to the hotel console' }).waitFor();
    expect(await axeViolations(page, 'body')).toEqual([]);
    await page.getByLabel('Language', { exact: true }).selectOption('ar');
    await page.getByRole('heading', { name: 'تسجيل الدخول إلى لوحة إدارة الفندق' }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.dir])).toEqual([
      'ar',
      'rtl',
    ]);
    expect(await axeViolations(page, 'body')).toEqual([]);
    // The choice is kept: the next page is written in Arabic by the server.
    await page.goto(consoleUrl('/staff'));
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByLabel('اللغة', { exact: true }).selectOption('en');
    await signInAs(page, 'owner');
    await page.getByRole('heading', { name: 'Invite someone' }).waitFor();
    expect(await axeViolations(page, 'body')).toEqual([]);
    await page.getByLabel('Language', { exact: true }).selectOption('ar');
    await page.getByRole('heading', { name: 'دعوة شخص' }).waitFor();
    expect(await axeViolations(page, 'body')).toEqual([]);
  });

  it('a member sets up an authenticator app, then signs in with its code and with a recovery code', async () => {
    const email = newStaffEmail('marketing');
    const owner = await openConsole(browser, '/sign-in');
    await signInAs(owner.page, 'owner');
    const link = await invite(owner.page, email, 'marketing');
    const member = await openConsole(browser, '/sign-in');
    await member.page.goto(link);
    await member.page.getByLabel('Your name').fill('Mika Marketing');
    await member.page.getByLabel('New password').fill('Marketing-Pass-2026');
    await member.page.getByRole('button', { name: 'Create my account' }).click();
    await member.page.getByRole('heading', { name: 'Authenticator app' }).waitFor();
    await member.page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await member.page
      .getByRole('img', { name: 'QR code to add the console to your authenticator app' })
      .waitFor();
    const secret =
      (await member.page.getByText('Key to type instead:').locator('.cs-code').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    // A wrong code is refused at its field; the right one turns the app on.
    await member.page.getByLabel('Code from your authenticator app').fill('000000');
    await member.page.getByRole('button', { name: 'Turn on' }).click();
    await member.page.getByText('This code is not right.').first().waitFor();
    const now = Date.now();
    const codeAt = (ms: number) => generate({ secret, epoch: Math.floor(ms / 1000) });
    await member.page.getByLabel('Code from your authenticator app').fill(await codeAt(now));
    await member.page.getByRole('button', { name: 'Turn on' }).click();
    const codes = member.page
      .getByRole('list', { name: 'Your recovery codes' })
      .getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    const recovery = (await codes.allTextContents())[0] ?? '';
    await member.page.getByRole('button', { name: 'I have saved them' }).click();
    await member.page.getByText('The authenticator app is on.').waitFor();

    // Password, then the app's next code.
    await member.page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await submitPassword(member.page, email, 'Marketing-Pass-2026');
    await member.page.getByRole('heading', { name: 'Confirm it is you' }).waitFor();
    await member.page
      .getByLabel('Code from your authenticator app')
      .fill(await codeAt(now + 30_000));
    await member.page.getByRole('button', { name: 'Confirm' }).click();
    await member.page.getByText('Welcome, Mika Marketing.').waitFor();
    // A new page takes the focus to its heading (keyboard and screen-reader users start there).
    await member.page.getByRole('link', { name: 'Security' }).click();
    await expect
      .poll(() => member.page.evaluate(() => document.activeElement?.textContent))
      .toBe('Security');

    // Password, then a recovery code instead.
    await member.page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await submitPassword(member.page, email, 'Marketing-Pass-2026');
    await member.page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await member.page.getByLabel('Recovery code').fill(recovery);
    await member.page.getByRole('button', { name: 'Confirm' }).click();
    await member.page.getByText('Welcome, Mika Marketing.').waitFor();
    expect(member.consoleProblems.list.filter((p) => !/status of 4(01|22)/.test(p))).toEqual([]);
  });

  it('a member who forgot their password gets a link by e-mail and signs in with a new one', async () => {
    const email = newStaffEmail('desk');
    const owner = await openConsole(browser, '/sign-in');
    await signInAs(owner.page, 'owner');
    const link = await invite(owner.page, email, 'front_desk');
    const member = await openConsole(browser, '/sign-in');
    await member.page.goto(link);
    await member.page.getByLabel('Your name').fill('Dana Desk');
    await member.page.getByLabel('New password').fill('Desk-First-2026');
    await member.page.getByRole('button', { name: 'Create my account' }).click();
    await member.page.getByRole('heading', { name: 'Security', level: 1 }).waitFor();
    await member.page.getByRole('button', { name: 'Sign out', exact: true }).click();

    await member.page.getByRole('link', { name: 'Forgot your password?' }).click();
    await member.page.getByLabel('E-mail address').fill(email);
    await member.page.getByRole('button', { name: 'Send the link' }).click();
    await member.page
      .getByText(`If ${email} has a console account, a link is on its way.`)
      .waitFor();
    await member.page.goto(await consoleLinkFromMail(email, '/console/reset-password'));
    await member.page.getByLabel('New password').fill('Desk-Second-2026');
    // The token leaves the address bar once the page has read it.
    expect(new URL(member.page.url()).hash).toBe('');
    await member.page.getByRole('button', { name: 'Save the new password' }).click();
    await member.page.getByText('Your password is changed').waitFor();
    await member.page.getByRole('link', { name: 'Back to sign-in' }).click();
    await signInWithPassword(member.page, email, 'Desk-Second-2026');
    await member.page.getByText('Welcome, Dana Desk.').waitFor();
    // The link works once.
    await member.page.goto(await consoleLinkFromMail(email, '/console/reset-password'));
    await member.page.getByLabel('New password').fill('Desk-Third-2026');
    await member.page.getByRole('button', { name: 'Save the new password' }).click();
    await member.page.getByText('This link cannot be used').waitFor();
  });
});
