import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_CORPORATE_USERS } from '../../server/db/seed/corporate.ts';
import { axeViolations } from './axe.ts';
import {
  answerRequired,
  confirmed,
  fillGuest,
  freeStay,
  hostedResults,
  selectPlan,
  settledTotal,
  toPayment,
} from './booking-extras-support.ts';
import { bytesOf, opensWith, openZip, passwordFor } from './corporate-support.ts';
import { e2e, sharedBrowser } from './support.ts';

/*
 * Corporate accounts through the real UI against the real server (issue 16): a member of the
 * seeded organization signs in through it, books the corporate rate within the stay allowance,
 * sees the nights left, and is refused (translated, nothing typed lost) beyond it; the admin
 * signs in through the hotel's corporate link, filters the rows and downloads them as
 * password-protected ZIPs (AES-256), each opened with the password e-mailed for it, whose rows
 * are checked. Both screens are axe clean and lay out right to left in Arabic.
 */

const browser = sharedBrowser();
const HOTEL = 'sakuratokyo';
const CORPORATE_PLAN = 'Corporate rate (Sakura Trading)';
const [ADMIN, YAMADA, SUZUKI] = DEMO_CORPORATE_USERS;
const until = <T>(check: () => T | Promise<T>, timeout = 15_000) => expect.poll(check, { timeout });

/** The seed's periods are half-years: H1 (January–June) and H2. */
const periodOf = (date: string) => ({
  name: Number(date.slice(5, 7)) <= 6 ? 'H1' : 'H2',
  year: Number(date.slice(0, 4)),
});

/** Days from today to a little after the next half-year starts: stays there share a period. */
function daysIntoNextHalf(): number {
  const now = new Date();
  const year = now.getUTCFullYear();
  const next = now.getUTCMonth() < 6 ? Date.UTC(year, 6, 1) : Date.UTC(year + 1, 0, 1);
  return Math.ceil((next - now.getTime()) / 86_400_000) + 3;
}

/** Signs in through a corporate sign-in page of the UI. */
async function corporateSignIn(page: Page, user: { email: string; password: string }) {
  const body = page.locator('body');
  await until(() => body.getByRole('heading', { name: 'Corporate sign-in' }).isVisible()).toBe(
    true,
  );
  await body.getByRole('textbox', { name: /^E-mail address/ }).fill(user.email);
  await body.getByLabel('Password', { exact: true }).fill(user.password);
  await body.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The allowance line of one period on "my reservations". */
const allowanceOf = (body: Locator, period: { name: string; year: number }) =>
  body
    .locator('.hb-ac-allowance li')
    .filter({ hasText: `${period.name} ${period.year} (` })
    .getByTestId('allowance-nights');

/** The API as a signed-in corporate user (the admin's check of what was booked). */
async function signedInApi(user: { email: string; password: string }) {
  const session = await fetch(`${e2e.provider}/identity/api/client_sessions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ key: HOTEL, secret: 'hotel-booking-widget' }),
  });
  const clientSession = ((await session.json()) as { data: { client_session: string } }).data
    .client_session;
  const signIn = await fetch(`${e2e.provider}/api/v1/memberships/organizations/sign_in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Client-Session': clientSession },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  expect(signIn.status).toBe(200);
  const tokens = (
    (await signIn.json()) as {
      data: {
        access_token: string;
        user: { hotel_brand_id: number; organization: { id: number } };
      };
    }
  ).data;
  const headers = {
    'Content-Type': 'application/json',
    'X-Client-Session': clientSession,
    Authorization: `Bearer ${tokens.access_token}`,
  };
  const organization = `${e2e.provider}/api/v1/hotel_brands/${tokens.user.hotel_brand_id}/organizations/${tokens.user.organization.id}`;
  return { headers, organization };
}

describe('corporate accounts', () => {
  const from = daysIntoNextHalf();

  it('books the corporate rate within the stay allowance and refuses beyond it, keeping what was typed', async () => {
    const within = await freeStay({ roomType: 'deluxe-twin', nights: 2, from });
    const beyond = await freeStay({ roomType: 'deluxe-twin', nights: 4, from });
    const period = periodOf(within.checkin);
    expect(periodOf(beyond.checkin)).toEqual(period);

    const { page, problems } = await browser.open(
      `${e2e.provider}/organization-sign-in?code=${HOTEL}`,
      { bypassCSP: true },
    );
    const body = page.locator('body');
    expect(await axeViolations(page, 'body')).toEqual([]);
    await corporateSignIn(page, YAMADA);
    // A member (not an admin) lands on their reservations, with the organization's allowance.
    await until(() => new URL(page.url()).pathname).toBe('/my-account/reservations');
    // In English, the organization's English name (issue 37: it showed the Japanese one only).
    await until(() => body.getByText('Organization: Sakura Trading').isVisible()).toBe(true);
    await until(() => allowanceOf(body, period).textContent()).toBe(
      '5 of 5 nights left (0 reserved)',
    );
    expect(await body.getByRole('link', { name: 'Organization admin' }).count()).toBe(0);
    // The header's member button names the organization with the member (product.md §6).
    await until(() => body.locator('.hb-lw > button').textContent()).toBe(
      'Sakura Trading 太郎 山田',
    );
    expect(await axeViolations(page, 'body')).toEqual([]);

    // Within: two nights of the corporate rate, paid at the hotel.
    await page.goto(hostedResults(within));
    await selectPlan(body, CORPORATE_PLAN);
    await settledTotal(body);
    await fillGuest(body, YAMADA.email, 'Taro', 'Yamada');
    await answerRequired(body, [1]);
    await toPayment(page);
    await body.getByRole('button', { name: 'Confirm reservation' }).click();
    const done = await confirmed(page);
    await page.goto(`${e2e.provider}/my-account/reservations?code=${HOTEL}`);
    await until(() => allowanceOf(body, period).textContent()).toBe(
      '3 of 5 nights left (2 reserved)',
    );
    await until(() => body.getByText(done.number).first().isVisible()).toBe(true);

    // Beyond: four nights when three are left. The price summary says why, in the guest's
    // language, and nothing typed is lost.
    await page.goto(hostedResults(beyond));
    await selectPlan(body, CORPORATE_PLAN);
    await fillGuest(body, YAMADA.email, 'Taro', 'Yamada');
    const refusal =
      'This stay needs 4 nights of your stay allowance, but only 3 remain in this period.';
    await until(() => body.getByText(refusal).first().isVisible()).toBe(true);
    expect(await body.getByRole('textbox', { name: /^First name/ }).inputValue()).toBe('Taro');
    expect(await body.getByRole('textbox', { name: /^Last name/ }).inputValue()).toBe('Yamada');
    expect(await axeViolations(page, 'body')).toEqual([]);
    // The allowance is as it was: nothing was booked.
    await page.goto(`${e2e.provider}/my-account/reservations?code=${HOTEL}`);
    await until(() => allowanceOf(body, period).textContent()).toBe(
      '3 of 5 nights left (2 reserved)',
    );

    // Arabic: right to left, axe clean.
    await page.goto(`${e2e.provider}/my-account/reservations?code=${HOTEL}&locale=ar`);
    await until(() => body.locator('.hb-ac-allowance li').first().isVisible()).toBe(true);
    expect(await page.locator('.hb-app').getAttribute('dir')).toBe('rtl');
    expect(await axeViolations(page, 'body')).toEqual([]);
    // The one failed request is the refused price (422), which the page showed as above.
    expect(problems.filter((p) => !p.includes('status of 422'))).toEqual([]);
  });

  it('lets the admin filter the rows and download them as password-protected ZIPs, the password by e-mail', async () => {
    // Suzuki books through the API (this journey is about the admin's view).
    const stay = await freeStay({ roomType: 'deluxe-twin', nights: 1, from: from + 70 });
    const period = periodOf(stay.checkin);
    const suzuki = await signedInApi(SUZUKI);
    const booked = await fetch(`${e2e.provider}/api/v1/reservations`, {
      method: 'POST',
      headers: suzuki.headers,
      body: JSON.stringify({
        hotel_code: HOTEL,
        checkin_date: stay.checkin,
        checkout_date: stay.checkout,
        rooms: [{ room_type_code: 'deluxe-twin', room_plan_code: 'twin-corporate', adults: 2 }],
        guest: { first_name: 'Hana', last_name: 'Suzuki', phone: '+819012345678' },
        email: SUZUKI.email,
        payment_type: 'on_site',
        answers: [
          { question_id: 'q-people', men_count: 1, women_count: 1 },
          { question_id: 'q-checkin', checkin_time: '16:00' },
        ],
      }),
    });
    expect(booked.status, await booked.clone().text()).toBe(201);
    const number = ((await booked.json()) as { data: { reservation_number: string } }).data
      .reservation_number;

    const { page, problems } = await browser.open(`${e2e.provider}/corporate/${HOTEL}/sign-in`, {
      bypassCSP: true,
    });
    const body = page.locator('body');
    await corporateSignIn(page, ADMIN);
    await until(() => new URL(page.url()).pathname).toBe('/organization-admin');
    // The admin's member menu has the admin view's entry too.
    await body.locator('.hb-lw > button').click();
    await until(() =>
      body.locator('.hb-lw-menu').getByRole('link', { name: 'Organization admin' }).isVisible(),
    ).toBe(true);
    await page.keyboard.press('Escape');
    const row = body.getByTestId('corporate-row').filter({ hasText: number });
    await until(() => row.isVisible()).toBe(true);
    expect(await row.textContent()).toContain('Suzuki Hana');
    expect(await axeViolations(page, 'body')).toEqual([]);

    // Filters: the booking's year and period keep it; the other period of that year drops it.
    await body.getByLabel('Year').selectOption(String(period.year));
    await body.getByLabel('Period').selectOption(period.name);
    await until(() => row.isVisible()).toBe(true);
    await body.getByLabel('Period').selectOption(period.name === 'H1' ? 'H2' : 'H1');
    await until(() => row.count()).toBe(0);
    await body.getByLabel('Period').selectOption(period.name);
    await until(() => row.isVisible()).toBe(true);

    // The download of the filter: a password-protected ZIP, the password sent by e-mail.
    expect(
      await body.getByText('The file is a ZIP archive protected with a password').count(),
    ).toBe(1);
    const button = body.getByRole('button', {
      name: 'Download password-protected ZIP (one CSV file per period)',
    });
    const filteredDownload = page.waitForEvent('download');
    await button.click();
    const filteredFile = await filteredDownload;
    const filteredName = filteredFile.suggestedFilename();
    expect(filteredName).toMatch(
      new RegExp(`^reservations-${period.year}-${period.name}-\\d{8}-\\d{6}\\.zip$`),
    );
    // The admin is told where the password went, next to the file's save link.
    await until(() => body.getByTestId('download-note').textContent()).toBe(
      `The password for ${filteredName} has been sent to the e-mail address you sign in with.`,
    );
    const filteredBytes = await bytesOf(filteredFile);
    const password = await passwordFor(ADMIN.email, filteredName);
    expect(await opensWith(filteredBytes, 'Wrong-Pass-2345-abcd-EFGH')).toBe(false);
    const filtered = await openZip(filteredBytes, password);
    expect(Object.keys(filtered)).toEqual([`${period.year}-${period.name}.csv`]);
    const lines = (filtered[`${period.year}-${period.name}.csv`] ?? '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe(
      'reservation_number,guest_name,hotel_name,checkin_date,nights,rooms,status,price,currency,maximum_nights,remaining_nights,reserved_nights,period,year',
    );
    // The file holds the rows the filter shows (counted once the list has settled: a filter's
    // change renders a moment after the select changes, so an early count can see none).
    const loader = body.locator('.hb-loader');
    await until(async () => (await loader.count()) === 0 && (await row.isVisible())).toBe(true);
    expect(lines).toHaveLength((await body.getByTestId('corporate-row').count()) + 1);
    const line = lines.find((l) => l.startsWith(`${number},`));
    expect(line).toMatch(
      new RegExp(
        `^${number},Suzuki Hana,Sakura Hotel Tokyo,${stay.checkin},1,1,done,\\d+,JPY,5,4,1,${period.name},${period.year}$`,
      ),
    );

    // Every period: one CSV each, this booking's in its period's file; a password of its own.
    await body.getByLabel('Year').selectOption('');
    await until(() => body.getByLabel('Period').inputValue()).toBe('');
    const zipDownload = page.waitForEvent('download');
    await button.click();
    const zipFile = await zipDownload;
    expect(zipFile.suggestedFilename()).toMatch(/^reservations-\d{8}-\d{6}\.zip$/);
    const zipBytes = await bytesOf(zipFile);
    const zipPassword = await passwordFor(ADMIN.email, zipFile.suggestedFilename());
    expect(zipPassword).not.toBe(password);
    expect(await opensWith(zipBytes, password)).toBe(false);
    const files = await openZip(zipBytes, zipPassword);
    const year = new Date().getUTCFullYear();
    expect(Object.keys(files).sort()).toEqual(
      [year, year + 1, year + 2].flatMap((y) => [`${y}-H1.csv`, `${y}-H2.csv`]).sort(),
    );
    expect(files[`${period.year}-${period.name}.csv`]).toContain(`${number},Suzuki Hana,`);
    expect(await axeViolations(page, 'body')).toEqual([]);

    // Arabic: right to left, axe clean.
    await page.goto(`${e2e.provider}/organization-admin?code=${HOTEL}&locale=ar`);
    await until(() => row.isVisible()).toBe(true);
    expect(await page.locator('.hb-app').getAttribute('dir')).toBe('rtl');
    // The organization by its Arabic name, in the table's caption and the member button.
    expect(await body.locator('caption').first().textContent()).toContain('ساكورا للتجارة');
    expect(await body.locator('.hb-lw > button').textContent()).toContain('ساكورا للتجارة');
    expect(await axeViolations(page, 'body')).toEqual([]);
    expect(problems).toEqual([]);
  });
});
