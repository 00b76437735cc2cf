import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { tokenFromMail } from './account-support.ts';
import { axeViolations } from './axe.ts';
import { consoleFetch, demoStaff, signInWithPassword } from './console-support.ts';
import { e2e, sharedBrowser } from './support.ts';

// Issue 38's journey for hotels and their settings. hotels.create is the owner's (the capability
// matrix, src/rules/console/capabilities.ts), so the owner adds the hotel and invites a manager,
// who edits its look with the live preview, saves, and copies the inline snippet onto a plain
// host page, where the new hotel's widget shows the new look. A front-desk member finds no
// settings and is refused by their calls; the audit log lists each change.

const browser = sharedBrowser();
const CODE = `lakeside-${Date.now().toString(36)}`;
const MANAGER = { email: `manager-${CODE}@staff.example`, password: 'Lakeside-Manager-2026' };
const owner = demoStaff('owner');
const desk = demoStaff('front_desk');
const HEADER = '{{facility_name}} · Book direct';
const SHOWN_HEADER = 'Lakeside Inn · Book direct';

/** Signs in on the console's sign-in page of the provider the journey runs on. */
async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${e2e.consoleProvider}/console/sign-in`);
  await signInWithPassword(page, email, password);
}

/** The guest's settings of the new hotel, as any widget asks for them. */
async function guestSettings(): Promise<{ button_colour: string; header: string }> {
  const answer = await fetch(
    `${e2e.consoleProvider}/api/v1/hotels/${CODE}/settings/booking_widget`,
  );
  return ((await answer.json()) as { data: { button_colour: string; header: string } }).data;
}

/** The hotel's header CSS the manager sets; the widget keeps it to its header (hotel-css.ts). */
const HEADER_CSS = '.hb-title { letter-spacing: 3px } :scope ~ * .hb-field { letter-spacing: 3px }';

/** The letter spacing of the widget header's title, and of its search form's first field. */
async function spacingOf(page: Page, scope: string): Promise<{ title: string; field: string }> {
  const title = page.locator(scope).locator('.hb-header .hb-title').first();
  await title.waitFor();
  const field = page.locator(scope).locator('.hb-main .hb-field').first();
  await field.waitFor();
  const spacing = (element: Element) => getComputedStyle(element).letterSpacing;
  return { title: await title.evaluate(spacing), field: await field.evaluate(spacing) };
}

/** The widget's Search button's background (its accent colour), once drawn. */
async function accentOf(page: Page, scope: string): Promise<string> {
  const search = page.locator(scope).getByRole('button', { name: 'Search' }).first();
  await search.waitFor();
  return search.evaluate((button) => getComputedStyle(button).backgroundColor);
}

describe('console: a new hotel, its look with the live preview, and its snippet', () => {
  let host: Server | undefined;
  let hostPage = '';
  afterAll(async () => {
    await new Promise((resolve) => host?.close(resolve) ?? resolve(null));
  });

  it('the owner adds a hotel and invites a manager', async () => {
    const { page, problems } = await browser.open(`${e2e.consoleProvider}/console/`);
    await signIn(page, owner.email, owner.password);
    await page.getByRole('link', { name: 'Hotels', exact: true }).click();
    await page.getByRole('link', { name: 'Add a hotel' }).click();
    await page.getByLabel('Hotel code').fill(CODE);
    await page.getByLabel('Hotel name').fill('Lakeside Inn');
    await page.getByLabel('Address', { exact: true }).fill('1 Kawaguchiko, Yamanashi');
    // A refused value is shown at its field, and nothing typed is lost.
    await page.getByLabel('Latitude').fill('95');
    await page.getByLabel('Longitude').fill('138.76');
    await page.getByRole('button', { name: 'Add a hotel' }).click();
    await expect
      .poll(() => page.getByText('Write a number in range').first().isVisible())
      .toBe(true);
    expect(await page.getByLabel('Hotel name').inputValue()).toBe('Lakeside Inn');
    await page.getByLabel('Latitude').fill('35.5');
    await page.getByRole('button', { name: 'Add a hotel' }).click();
    await page.waitForURL(`**/console/hotels/${CODE}/settings`);
    expect((await guestSettings()).header).toBe('{{facility_name}}');
    const invited = await consoleFetch(page, 'POST', '/api/v1/console/staff/invitations', {
      email: MANAGER.email,
      role: 'manager',
      locale: 'en',
    });
    expect(invited.status).toBe(201);
    expect(problems.filter((problem) => !problem.includes('status of 401'))).toEqual([]);
  });

  it('the manager changes the look, sees it in the preview only, and publishes it', async () => {
    const token = await tokenFromMail(MANAGER.email, 'token', e2e.consoleProvider);
    const accepted = await fetch(`${e2e.consoleProvider}/api/v1/console/invitations/accept`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, name: 'Lakeside Manager', password: MANAGER.password }),
    });
    expect(accepted.status).toBe(201);
    const { page, problems } = await browser.open(`${e2e.consoleProvider}/console/`);
    await signIn(page, MANAGER.email, MANAGER.password);
    await page.goto(`${e2e.consoleProvider}/console/hotels/${CODE}/settings`);
    const preview = '[data-testid=settings-preview]';
    expect(await accentOf(page, preview)).toBe('rgb(28, 126, 214)');
    await page.getByLabel('Button colour').fill('#aa3300');
    await page.getByLabel('Header line').fill(HEADER);
    await page.getByLabel('Header CSS').fill(HEADER_CSS);
    // The preview draws the draft; guests still get the saved settings.
    await expect.poll(() => accentOf(page, preview), { timeout: 15_000 }).toBe('rgb(170, 51, 0)');
    await page.locator(preview).getByText(SHOWN_HEADER).first().waitFor();
    // The header CSS shows in the preview's header, and nowhere else in the widget.
    await expect
      .poll(() => spacingOf(page, preview), { timeout: 15_000 })
      .toEqual({ title: '3px', field: 'normal' });
    expect(await guestSettings()).toMatchObject({
      button_colour: '#1c7ed6',
      header: '{{facility_name}}',
    });
    // The preview in another language and mode.
    await page.getByLabel('Mode').selectOption('modal');
    await page.locator(preview).getByRole('button', { name: 'Book now' }).waitFor();
    await page.getByLabel('Mode').selectOption('inline');
    await page.getByRole('button', { name: 'Save and publish' }).click();
    await page.getByText('Saved. Guests see the new settings now.').waitFor();
    expect(await guestSettings()).toMatchObject({ button_colour: '#aa3300', header: HEADER });

    // An extra for the new hotel, on its policies and extras page: the widget offers it at once.
    await page.getByRole('link', { name: 'Policies and extras', exact: true }).click();
    const extras = page.locator('form', { has: page.getByRole('heading', { name: 'Extras' }) });
    await extras.getByRole('button', { name: 'Add one' }).click();
    await extras.getByLabel('Code').fill('breakfast');
    await extras.getByLabel('Name').fill('Lakeside breakfast');
    await extras.getByLabel('Price before tax').fill('1500');
    await extras.getByRole('button', { name: 'Save the list' }).click();
    await extras.getByText('Saved.').waitFor();
    const offered = await fetch(`${e2e.consoleProvider}/api/v1/hotels/${CODE}/extras`);
    expect(JSON.stringify(await offered.json())).toContain('Lakeside breakfast');

    // The Embed page's inline snippet, copied, onto a plain host page of another origin.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(e2e.consoleProvider).origin,
    });
    await page.getByRole('link', { name: 'Embed', exact: true }).click();
    await page.getByRole('button', { name: 'Copy: In the page' }).click();
    await page.getByText('Copied.').first().waitFor();
    const snippet = await page.evaluate(() => navigator.clipboard.readText());
    expect(snippet).toContain(`hotel-code="${CODE}"`);
    expect(snippet).toContain(`${e2e.consoleProvider}/widget/hotel-booking.js`);
    host = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><html lang="en"><title>Lakeside</title><h1>Our inn</h1>${snippet}</html>`,
      );
    });
    await new Promise<void>((resolve) => host?.listen(0, '127.0.0.1', resolve));
    hostPage = `http://127.0.0.1:${(host.address() as AddressInfo).port}/`;
    expect(problems.filter((problem) => !problem.includes('status of 401'))).toEqual([]);
  });

  it("the host page shows the new hotel's widget with its new look", async () => {
    const { page } = await browser.open(hostPage);
    expect(await accentOf(page, 'hotel-booking')).toBe('rgb(170, 51, 0)');
    await page.locator('hotel-booking').getByText(SHOWN_HEADER).first().waitFor();
    expect(await spacingOf(page, 'hotel-booking')).toEqual({ title: '3px', field: 'normal' });
  });

  it('a front-desk member finds no settings and is refused by their calls', async () => {
    const { page } = await browser.open(`${e2e.consoleProvider}/console/`);
    await signIn(page, desk.email, desk.password);
    const nav = page.getByRole('navigation');
    expect(await nav.getByRole('link', { name: 'Settings' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Hotels' }).count()).toBe(0);
    await page.goto(`${e2e.consoleProvider}/console/hotels/${CODE}/settings`);
    await page.getByText('Not allowed').first().waitFor();
    const read = await consoleFetch(page, 'GET', `/api/v1/console/hotels/${CODE}/settings`);
    const draft = await consoleFetch(
      page,
      'DELETE',
      `/api/v1/console/hotels/${CODE}/settings/draft`,
    );
    expect([read.status, draft.status]).toEqual([403, 403]);
  });

  it('the pages are axe clean in Arabic on a phone, right to left, and work by keyboard', async () => {
    const { page, context } = await browser.open(`${e2e.consoleProvider}/console/`, {
      viewport: { width: 390, height: 844 },
      bypassCSP: true,
    });
    await signIn(page, owner.email, owner.password);
    await context.addCookies([{ name: 'console_locale', value: 'ar', url: e2e.consoleProvider }]);
    for (const path of [
      '/hotels',
      '/hotels/new',
      `/hotels/${CODE}/settings`,
      `/hotels/${CODE}/policies`,
      `/hotels/${CODE}/embed`,
    ]) {
      await page.goto(`${e2e.consoleProvider}/console${path}`);
      await page.locator('h1').first().waitFor();
      expect(await page.locator('html').getAttribute('dir'), path).toBe('rtl');
      await page.locator('form, table, pre').first().waitFor();
      expect(await axeViolations(page, 'main'), path).toEqual([]);
    }
    // By keyboard: from the button colour field, Tab reaches the next field and typing changes it.
    await page.goto(`${e2e.consoleProvider}/console/hotels/${CODE}/settings`);
    const colour = page.getByLabel('لون الأزرار');
    await colour.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('#123456');
    expect(await page.getByLabel('لون الترويسة').inputValue()).toBe('#123456');
    await page.getByRole('button', { name: 'تجاهل التغييرات' }).press('Enter');
    await expect.poll(() => page.getByLabel('لون الترويسة').inputValue()).not.toBe('#123456');
  });

  it('the audit log lists each change', async () => {
    const { page } = await browser.open(`${e2e.consoleProvider}/console/`);
    await signIn(page, owner.email, owner.password);
    const log = await consoleFetch(page, 'GET', `/api/v1/console/audit?hotel=${CODE}`);
    const entries = (
      log.body as { entries: { action: string; target: string; actor: { email: string } }[] }
    ).entries;
    expect(
      entries.map((entry) => [entry.action, entry.target, entry.actor.email]).reverse(),
    ).toEqual([
      ['hotel.create', `hotel:${CODE}`, owner.email],
      ['settings.update', `hotel:${CODE}:appearance.button_colour`, MANAGER.email],
      ['settings.update', `hotel:${CODE}:appearance.header`, MANAGER.email],
      ['settings.update', `hotel:${CODE}:appearance.header_css`, MANAGER.email],
      ['extra.create', `hotel:${CODE}:extra:breakfast`, MANAGER.email],
    ]);
  });
});
