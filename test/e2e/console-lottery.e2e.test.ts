import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/rules/dates.ts';
import { axeViolations } from './axe.ts';
import { consoleMailsTo, consoleUrl, openConsole, signInAs } from './console-support.ts';
import { e2e, sharedBrowser } from './support.ts';

/*
 * Lottery events in the console (issue 41) through the real UI against the console provider:
 * the owner sets up an event (a refused time is shown at its field and nothing typed is lost),
 * a member enters it through the membership API, the owner draws it from the event's page, the
 * entries table shows the win, the winner's result e-mail arrives, and the pages are axe clean
 * in Arabic, right to left.
 */

const browser = sharedBrowser();
const HOTEL = 'sakura-tokyo';
const HOUR = 3_600_000;

/** A `datetime-local` value of `at` in this machine's zone (the browser's too). */
function local(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A call of the console provider's widget API with the brand's client session. */
async function widgetApi(path: string, body: unknown, token?: string) {
  const session = await fetch(`${e2e.consoleProvider}/identity/api/client_sessions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ key: 'sakuratokyo', secret: 'hotel-booking-widget' }),
  });
  const clientSession = ((await session.json()) as { data: { client_session: string } }).data
    .client_session;
  return fetch(`${e2e.consoleProvider}/api/v1${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Client-Session': clientSession,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

/** A confirmed member of the console provider's brand, with their access token. */
async function newMember(): Promise<{ email: string; token: string }> {
  const email = `lottery-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const signUp = await widgetApi('/memberships/sign_up', {
    email,
    password: 'Sakura2026a',
    password_confirmation: 'Sakura2026a',
    first_name: 'Hana',
    last_name: 'Tanaka',
    accepts_promotion_emails: false,
    terms_accepted: true,
    locale: 'en',
  });
  expect(signUp.status, await signUp.clone().text()).toBe(202);
  let token = '';
  await expect
    .poll(
      async () => {
        const found = (await consoleMailsTo(email))
          .map((m) => /confirmation_token=([A-Za-z0-9_.~%-]+)/.exec(m.text)?.[1])
          .find(Boolean);
        token = found ? decodeURIComponent(found) : '';
        return token !== '';
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const confirmed = await widgetApi('/memberships/confirm', { confirmation_token: token });
  expect(confirmed.status).toBe(200);
  return {
    email,
    token: ((await confirmed.json()) as { data: { access_token: string } }).data.access_token,
  };
}

async function fill(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).fill(value);
}

describe('console: lottery events', () => {
  it('the owner sets up an event, a member enters, the owner draws and the winner is told', async () => {
    const { page } = await openConsole(browser, '/', { bypassCSP: true });
    await signInAs(page, 'owner');
    await page.goto(consoleUrl(`/hotels/${HOTEL}/lottery`));
    await page.getByRole('heading', { name: 'New lottery event' }).waitFor();

    const name = `Moon viewing ${Date.now().toString(36)}`;
    const offset = 200 + Math.floor(Math.random() * 120);
    const stayFrom = addDays(new Date().toISOString().slice(0, 10), offset);
    const now = Date.now();
    await fill(page, 'Name', name);
    await fill(page, 'Plan code', 'std-room-only');
    await fill(page, 'First night', stayFrom);
    await fill(page, 'Check-out after the last night', addDays(stayFrom, 3));
    await fill(page, 'Entries open', local(new Date(now - HOUR)));
    await fill(page, 'Entries close', local(new Date(now + HOUR)));
    // The result before the entries close: refused at its field, nothing typed is lost.
    await fill(page, 'Result announced', local(new Date(now - 2 * HOUR)));
    await fill(page, 'Winners book by', local(new Date(now + 3 * HOUR)));
    await page.getByRole('button', { name: 'Create the event' }).click();
    await expect
      .poll(() => page.getByText('Must be later than the one before it.').count())
      .toBeGreaterThan(0);
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe(name);
    // By keyboard: Tab from the name reaches the plan code; Enter on the button sends the form.
    await page.getByLabel('Name', { exact: true }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('id'))).toBe(
      await page.getByLabel('Plan code', { exact: true }).getAttribute('id'),
    );
    await fill(page, 'Result announced', local(new Date(now + 2 * HOUR)));
    await page.getByRole('button', { name: 'Create the event' }).press('Enter');
    await page.getByRole('status').getByText(`The event ${name} is set up`).waitFor();
    await page.getByRole('link', { name }).click();
    await page.getByRole('heading', { name: 'The draw' }).waitFor();
    const id = new URL(page.url()).pathname.split('/').pop() ?? '';

    const member = await newMember();
    const entered = await widgetApi(
      '/lottery_results',
      {
        lottery_event_id: Number(id),
        checkin_date: stayFrom,
        checkout_date: addDays(stayFrom, 2),
        adults: 2,
        first_name: 'Hana',
        last_name: 'Tanaka',
      },
      member.token,
    );
    expect(entered.status, await entered.clone().text()).toBeLessThan(300);

    await page.reload();
    await page.getByRole('heading', { name: 'Entries (1)' }).waitFor();
    await page.getByRole('button', { name: 'Draw now' }).click();
    await page.getByRole('status').getByText('Drawn: 1 winners among 1 entries.').waitFor();
    await page.getByRole('cell', { name: 'Won, not booked yet' }).waitFor();
    await expect
      .poll(async () =>
        (await consoleMailsTo(member.email)).some((m) => /room-lottery/.test(m.text)),
      )
      .toBe(true);
    const csv = await page.evaluate(
      async (path) => (await fetch(path)).text(),
      `/api/v1/console/hotels/${HOTEL}/lottery_events/${id}/entries.csv`,
    );
    expect(csv).toContain(member.email);

    // Arabic, right to left (the shell's language choice, kept for the next pages): both pages
    // axe clean.
    await page.getByLabel('Language', { exact: true }).selectOption('ar');
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    for (const path of [`/hotels/${HOTEL}/lottery`, `/hotels/${HOTEL}/lottery/${id}`]) {
      await page.goto(consoleUrl(path));
      await page.locator('table').first().waitFor();
      await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
      expect(await axeViolations(page, 'main'), path).toEqual([]);
    }
  });
});
