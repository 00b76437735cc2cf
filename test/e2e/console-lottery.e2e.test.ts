import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/rules/dates.ts';
import { signInPage, tokenFromMail } from './account-support.ts';
import { axeViolations } from './axe.ts';
import { answerRequired, fillGuest, toPayment } from './booking-extras-support.ts';
import {
  consoleFetch,
  consoleMailsTo,
  consoleUrl,
  consoleWidgetApi,
  newConsoleMember,
  newStaffEmail,
  openConsole,
  signInAs,
  signInWithPassword,
} from './console-support.ts';
import { e2e, sharedBrowser } from './support.ts';

/*
 * Lottery events in the console (issue 41) through the real UI against the console provider:
 * marketing staff (invited by the owner) set up an event (a refused time is shown at its field
 * and nothing typed is lost), edit it (its name in Japanese, which members reading Japanese get)
 * and publish it; a member enters it in the widget; marketing draw it from the event's page; the
 * winner's result e-mail links to the win and the winner books it through the widget's booking
 * steps; the event's Winners section shows the booking. The pages are axe clean in Arabic, right
 * to left. Preview links (issue 41 too): made on the Embed page by keyboard, shown with a copy
 * button and their end, they open the hotel's draft plan for the guest who follows them.
 */

const browser = sharedBrowser();
const HOTEL = 'sakura-tokyo';
/** The same hotel as the widget's address names it (the brand's client-session key too). */
const WIDGET_CODE = 'sakuratokyo';
const HOUR = 3_600_000;
/** The seed's unpublished plan of Sakura Tokyo (standard double). */
const DRAFT_PLAN = 'Spring cherry-blossom stay (draft)';
const until = <T>(check: () => T | Promise<T>, timeout = 15_000) => expect.poll(check, { timeout });

/** A `datetime-local` value of `at` in this machine's zone (the browser's too). */
function local(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/**
 * The first of `nights` nights in a row from `offset` days on with at least `rooms` standard
 * doubles free (the console provider's inventory API), so a hold or a search never meets a
 * night another journey or the seed has filled.
 */
async function freeNights(offset: number, nights: number, rooms: number): Promise<string> {
  const start = addDays(new Date().toISOString().slice(0, 10), offset);
  const answer = (await (
    await fetch(
      `${e2e.consoleProvider}/api/v1/rooms/inventory?code=${WIDGET_CODE}&start_date=${start}&end_date=${addDays(start, 30)}`,
    )
  ).json()) as { data: { room_type_code: string; days: { date: string; remaining: number }[] }[] };
  const days = answer.data.find((type) => type.room_type_code === 'standard-double')?.days ?? [];
  const first = days.findIndex((_, i) =>
    days
      .slice(i, i + nights)
      .every((day, j) => day.remaining >= rooms && day.date === addDays(days[i]?.date ?? '', j)),
  );
  const found = first >= 0 && first + nights <= days.length ? days[first]?.date : undefined;
  if (!found) throw new Error(`no ${nights} free nights from ${start}`);
  return found;
}

/** A confirmed member of the console provider's brand, signed in: the widget's session. */
async function newMember() {
  const { email, password } = await newConsoleMember({ first: 'Hana', last: 'Tanaka' });
  const signedIn = await consoleWidgetApi('/memberships/sign_in', { email, password });
  expect(signedIn.status).toBe(200);
  const data = (
    (await signedIn.json()) as {
      data: { access_token: string; refresh_token: string; user: { hotel_brand_id: number } };
    }
  ).data;
  return {
    email,
    password,
    brandId: data.user.hotel_brand_id,
    accessToken: data.access_token,
    refreshToken: data.refresh_token,
  };
}

/** A marketing member of the demo brand: invited by the owner's page, accepted by API. */
async function marketingStaff(ownerPage: Page) {
  const email = newStaffEmail('lottery-marketing');
  const password = 'Marketing-Lottery-2026';
  const invited = await consoleFetch(ownerPage, 'POST', '/api/v1/console/staff/invitations', {
    email,
    role: 'marketing',
    locale: 'en',
  });
  expect(invited.status).toBe(201);
  const token = await tokenFromMail(email, 'token', e2e.consoleProvider);
  const accepted = await fetch(`${e2e.consoleProvider}/api/v1/console/invitations/accept`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token, name: 'Lottery Marketing', password }),
  });
  expect(accepted.status).toBe(201);
  return { email, password };
}

async function fill(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).fill(value);
}

describe('console: lottery events', () => {
  it('marketing set up and publish an event, a member enters in the widget, the draw picks them and they book', async () => {
    const owner = await openConsole(browser, '/', { bypassCSP: true });
    await signInAs(owner.page, 'owner');
    const staff = await marketingStaff(owner.page);
    const { page } = await openConsole(browser, '/', { bypassCSP: true });
    await signInWithPassword(page, staff.email, staff.password);
    await page.goto(consoleUrl(`/hotels/${HOTEL}/lottery`));
    await page.getByRole('heading', { name: 'New lottery event' }).waitFor();

    const name = `Moon viewing ${Date.now().toString(36)}`;
    const stayFrom = await freeNights(200 + Math.floor(Math.random() * 120), 2, 2);
    const now = Date.now();
    await fill(page, 'Name', name);
    await fill(page, 'Plan code', 'std-room-only');
    await fill(page, 'First night', stayFrom);
    await fill(page, 'Check-out after the last night', addDays(stayFrom, 2));
    await fill(page, 'Entries open', local(new Date(now - HOUR)));
    await fill(page, 'Entries close', local(new Date(now + HOUR)));
    // The result before the entries close: refused at its field, nothing typed is lost.
    await fill(page, 'Result announced', local(new Date(now - 2 * HOUR)));
    await fill(page, 'Winners book by', local(new Date(now + 3 * HOUR)));
    await page.getByRole('button', { name: 'Create the event' }).click();
    await until(() =>
      page.getByText('Must be later than the one before it.').count(),
    ).toBeGreaterThan(0);
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
    // Edited: its name in Japanese, which members reading Japanese get.
    const japanese = `お月見 ${name.split(' ').pop()}`;
    await page.getByRole('button', { name: 'Change the setting' }).click();
    await page.getByText('Name and note in other languages').click();
    await page.getByLabel('Name in 日本語 (optional)', { exact: true }).fill(japanese);
    await page.getByRole('button', { name: 'Save the changes' }).click();
    await page.getByRole('status').getByText('The changes are saved.').waitFor();
    // A draft until published: members do not see it.
    const event = `${e2e.consoleProvider}/api/v1/lottery_events/${id}`;
    expect((await fetch(event)).status).toBe(404);
    // Nor is a draft drawn, here or by the scheduled job: the draw waits for publishing.
    await page.getByText(/^A draft is not drawn/).waitFor();
    expect(await page.getByRole('button', { name: 'Draw now' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Publish the event' }).click();
    await page.getByRole('status').getByText('The event is published.').waitFor();
    const inJapanese = await fetch(event, { headers: { 'X-Locale': 'ja' } });
    expect(((await inJapanese.json()) as { data: { name: string } }).data.name).toBe(japanese);

    // The member enters in the widget.
    const member = await newMember();
    const widget = await browser.open(`${e2e.consoleProvider}/booking/result?code=${WIDGET_CODE}`, {
      bypassCSP: true,
    });
    const at = (path: string) =>
      `${e2e.consoleProvider}${path}${path.includes('?') ? '&' : '?'}code=${WIDGET_CODE}`;
    await signInPage(widget.page, member);
    await widget.page.goto(at(`/room-lottery?lottery_event=${id}`));
    await until(() => widget.page.getByRole('heading', { level: 1, name }).isVisible()).toBe(true);
    await widget.page.getByLabel('Nights').selectOption('2');
    await widget.page.getByRole('button', { name: 'Continue' }).click();
    await until(() => widget.page.getByRole('heading', { name: 'Your entry' }).isVisible()).toBe(
      true,
    );
    await widget.page.getByRole('button', { name: 'Enter the lottery' }).click();
    await until(() => new URL(widget.page.url()).pathname).toMatch(
      /^\/room-lottery\/confirmation\/L\d+$/,
    );

    // Marketing draw from the event's page.
    await page.reload();
    await page.getByRole('heading', { name: 'Entries (1)' }).waitFor();
    await page.getByRole('button', { name: 'Draw now' }).click();
    await page.getByRole('status').getByText('Drawn: 1 winners among 1 entries.').waitFor();
    await page.getByRole('cell', { name: 'Won, not booked yet' }).waitFor();
    await page.getByRole('heading', { name: 'Winners (1)' }).waitFor();
    const csv = await page.evaluate(
      async (path) => (await fetch(path)).text(),
      `/api/v1/console/hotels/${HOTEL}/lottery_events/${id}/entries.csv`,
    );
    expect(csv).toContain(member.email);

    // The winner's e-mail links to the win; the winner books it.
    let link = '';
    await until(async () => {
      const mail = (await consoleMailsTo(member.email)).find((m) =>
        m.subject.includes('result of the lottery'),
      );
      link = /https?:\/\/\S+\/room-lottery\/confirmation\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
      return link;
    }).toContain('/room-lottery/confirmation/');
    const url = new URL(link);
    await widget.page.goto(`${e2e.consoleProvider}${url.pathname}${url.search}`);
    await until(() => widget.page.getByText(/Congratulations! You have won/).isVisible()).toBe(
      true,
    );
    await widget.page.getByRole('button', { name: 'Book your room' }).click();
    await until(() => widget.page.getByRole('heading', { name: 'Guest details' }).isVisible()).toBe(
      true,
    );
    const scope = widget.page.locator('body');
    await fillGuest(scope, member.email, 'Hana', 'Tanaka');
    await answerRequired(scope, [1]);
    await toPayment(widget.page);
    await widget.page.getByRole('button', { name: 'Confirm reservation' }).click();
    await until(() => new URL(widget.page.url()).pathname, 20_000).toMatch(
      /^\/room-lottery\/complete\//,
    );

    // The event's page: the win is booked, with the booking's page.
    await page.reload();
    const winners = page.getByRole('region', { name: 'Winners (1)' });
    await winners.getByRole('cell', { name: 'Booked', exact: true }).waitFor();
    expect(await winners.getByRole('link').count()).toBe(1);

    // Arabic, right to left (the shell's language choice, kept for the next pages): both pages
    // axe clean.
    await page.getByLabel('Language', { exact: true }).selectOption('ar');
    await until(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    for (const path of [`/hotels/${HOTEL}/lottery`, `/hotels/${HOTEL}/lottery/${id}`]) {
      await page.goto(consoleUrl(path));
      await page.locator('table').first().waitFor();
      await until(() => page.locator('html').getAttribute('dir')).toBe('rtl');
      expect(await axeViolations(page, 'main'), path).toEqual([]);
    }
  });

  it('a preview link made on the Embed page shows the draft plan, with its copy button and end', async () => {
    // Marketing of their own (the page switches to Arabic, which stays with the account).
    const owner = await openConsole(browser, '/', { bypassCSP: true });
    await signInAs(owner.page, 'owner');
    const staff = await marketingStaff(owner.page);
    const { page } = await openConsole(browser, '/', { bypassCSP: true });
    await signInWithPassword(page, staff.email, staff.password);
    await page.goto(consoleUrl(`/hotels/${HOTEL}/embed`));
    // By keyboard: focus the button, Enter makes the link.
    await page.getByRole('button', { name: 'Make a preview link for this hotel' }).press('Enter');
    const made = page.getByRole('status').filter({ hasText: 'Preview link for this hotel:' });
    await made.getByText(/The link works until/).waitFor();
    await made.getByRole('button', { name: 'Copy the preview link' }).waitFor();
    const link = (await made.getByRole('link').getAttribute('href')) ?? '';
    expect(new URL(link).searchParams.get('tripla_preview')).toBe('true');
    expect(await axeViolations(page, 'main')).toEqual([]);
    // In Arabic, right to left: the link stays left to right, the section axe clean.
    await page.getByLabel('Language', { exact: true }).selectOption('ar');
    await until(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByRole('button', { name: 'إنشاء رابط معاينة لهذا الفندق' }).click();
    const shown = page.getByRole('status').filter({ hasText: 'رابط المعاينة لهذا الفندق' });
    expect(await shown.getByRole('link').evaluate((a) => getComputedStyle(a).direction)).toBe(
      'ltr',
    );
    expect(await axeViolations(page, 'main')).toEqual([]);

    // A night with free standard doubles, then the link opens the draft plan for this session.
    const night = await freeNights(10, 1, 3);
    const guest = await browser.open(
      `${link}&checkin=${night}&checkout=${addDays(night, 1)}&adults=2&room_count=1`,
      { bypassCSP: true },
    );
    await until(() =>
      guest.page.locator('.hb-offer').filter({ hasText: DRAFT_PLAN }).isVisible(),
    ).toBe(true);
  });
});
