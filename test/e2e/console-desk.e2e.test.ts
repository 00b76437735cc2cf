import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_CONSOLE_STAFF } from '../../server/db/seed/console-staff.ts';
import { axeViolations } from './axe.ts';
import { e2e, roomTypeStock, sharedBrowser } from './support.ts';

// Issue 40's journey: a guest books on the widget while the front desk has the reservations desk
// open; the booking appears there without a reload and the hotel's reservation address is
// mailed; the front desk moves the stay (re-priced, quoted first) and mails the confirmation
// again; the owner (who has the manager's override) cancels with a fee of their own and the
// card's refund shows on the reservation; the guest's data is exported and erased, and the
// reservation stays, anonymised.

const browser = sharedBrowser();
const HOTEL = 'sakuratokyo';
const CONSOLE_HOTEL = 'sakura-tokyo';
const TAG = Date.now().toString(36);
const GUEST_EMAIL = `desk-guest-${TAG}@example.com`;
/** Letters only (a name takes no digits): the run's tag spelt with a–j for 0–9. */
const GUEST_LAST = `Deskjourney${TAG.replace(/\d/g, (d) => 'abcdefghij'.charAt(Number(d)))}`;
const HOTEL_ADDRESS = `reservations-${TAG}@sakura.example`;

const until = <T>(check: () => T | Promise<T>, timeout = 15_000) => expect.poll(check, { timeout });
const isoDay = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const nextDay = (day: string, n = 1) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A check-in whose night and the two after have a double room free. */
async function freeStay(from: number): Promise<string> {
  const days = await roomTypeStock(HOTEL, 'standard-double', isoDay(from), isoDay(from + 60));
  const free = new Set(days.filter((d) => d.remaining >= 1).map((d) => d.date));
  const start = days.find((d) => [0, 1, 2].every((n) => free.has(nextDay(d.date, n))));
  if (!start) throw new Error('no free stay in the seeded calendar');
  return start.date;
}

/** The demo brand's owner or front-desk member (server/db/seed/console-staff.ts). */
function demoStaff(role: 'owner' | 'front_desk'): { email: string; password: string } {
  const member = DEMO_CONSOLE_STAFF.find((staff) => staff.role === role);
  if (!member) throw new Error(`The demo brand has no ${role}`);
  return member;
}

async function signIn(page: Page, role: 'owner' | 'front_desk'): Promise<void> {
  const member = demoStaff(role);
  await page.goto(`${e2e.provider}/console/sign-in`);
  await page.getByLabel('E-mail address').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
}

/** A console call from the signed-in page with the session's CSRF token. */
async function consoleFetch(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const session = await (await fetch('/api/v1/console/session')).json();
      const response = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': session.csrf_token },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {}
      return { status: response.status, body: parsed };
    },
    { method, path, body },
  );
}

async function mailsTo(email: string): Promise<{ subject: string; text: string }[]> {
  const answer = (await (await fetch(`${e2e.provider}/dev/mailbox`)).json()) as {
    data: { to: string; subject: string; text: string }[];
  };
  return answer.data.filter((mail) => mail.to === email);
}

/** The guest pays a pre-paid stay on the hosted booking pages (the widget's app) by card. */
async function guestBooks(checkin: string): Promise<string> {
  const { page } = await browser.open(`${e2e.provider}/booking/result?code=${HOTEL}`);
  const draft = {
    hotelCode: HOTEL,
    checkin,
    checkout: nextDay(checkin),
    rooms: [{ room_type_code: 'standard-double', room_plan_code: 'std-breakfast', adults: 2 }],
    paymentType: 'pre_paid',
    currency: 'JPY',
    guest: {
      first_name: 'Aoi',
      last_name: GUEST_LAST,
      email: GUEST_EMAIL,
      email_confirmation: GUEST_EMAIL,
      terms_accepted: true,
    },
    extras: [],
    answers: [
      { question_id: 'q-people', men_count: 1, women_count: 1 },
      { question_id: 'q-checkin', checkin_time: '16:00' },
    ],
    couponCode: null,
    specialRequest: '',
    marketingOptIn: false,
    idempotencyKey: `e2e-desk-${TAG}`,
    shownTotal: null,
    step: 'payment',
  };
  await page.evaluate(
    ([key, value]) => sessionStorage.setItem(key as string, value as string),
    [`hotel_booking_draft_${HOTEL}`, JSON.stringify({ savedAt: Date.now(), draft })],
  );
  await page.goto(`${e2e.provider}/reservation/payment?code=${HOTEL}&locale=en`);
  await page.getByLabel('Cardholder name').fill('AOI TEST');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Month (MM)').fill('12');
  await page.getByLabel('Year (YY)').fill(String((new Date().getFullYear() + 3) % 100));
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  let number = '';
  await until(() => {
    number = /\/reservation\/confirmation\/([^/?]+)/.exec(new URL(page.url()).pathname)?.[1] ?? '';
    return number;
  }).toBeTruthy();
  return number;
}

describe('console: the reservations desk', () => {
  let restore: (() => Promise<unknown>) | undefined;
  afterAll(async () => {
    await restore?.();
  });

  it('a booking reaches the open desk and the hotel’s mailbox; the desk changes, cancels and the guest’s data is erased', async () => {
    // The owner names the hotel's reservation address (the hotel's settings).
    const owner = await browser.open(`${e2e.provider}/console/`, { bypassCSP: true });
    await signIn(owner.page, 'owner');
    const settingsPath = `/api/v1/console/hotels/${CONSOLE_HOTEL}/settings`;
    const saved = (await consoleFetch(owner.page, 'GET', settingsPath)).body as {
      data: {
        saved: { notifications: { reservation_emails: string[] } } & Record<string, unknown>;
      };
    };
    const document = saved.data.saved;
    const put = await consoleFetch(owner.page, 'PUT', settingsPath, {
      ...document,
      notifications: { ...document.notifications, reservation_emails: [HOTEL_ADDRESS] },
    });
    expect(put.status).toBe(200);
    restore = () => consoleFetch(owner.page, 'PUT', settingsPath, document);

    // The front desk opens the desk; it says when it is live.
    const desk = await browser.open(`${e2e.provider}/console/`, { bypassCSP: true });
    await signIn(desk.page, 'front_desk');
    await desk.page.goto(`${e2e.provider}/console/hotels/${CONSOLE_HOTEL}/reservations`);
    await desk.page.getByText('Live: new and changed bookings appear by themselves.').waitFor();
    expect(await axeViolations(desk.page, 'main')).toEqual([]);

    const checkin = await freeStay(40);
    const number = await guestBooks(checkin);
    // Without a reload, the new booking is in the list, and the hotel's address was told.
    const row = desk.page.getByRole('row').filter({ hasText: number });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.textContent()).toContain(`Aoi ${GUEST_LAST}`);
    await until(async () => (await mailsTo(HOTEL_ADDRESS)).length).toBe(1);
    const [notice] = await mailsTo(HOTEL_ADDRESS);
    expect(notice?.subject).toContain(number);
    expect(notice?.text).toContain(`/console/hotels/${CONSOLE_HOTEL}/reservations/${number}`);

    // It was booked on the hosted pages, and says so: the source filter finds it there only.
    await desk.page.getByRole('searchbox', { name: 'Search' }).fill(number);
    const source = desk.page.getByLabel('Booked through');
    await source.selectOption('widget');
    await desk.page.getByRole('button', { name: 'Show', exact: true }).click();
    await desk.page.getByText('No reservation matches.').waitFor();
    await source.selectOption('hosted');
    await desk.page.getByRole('button', { name: 'Show', exact: true }).click();
    await row.waitFor();
    expect(await row.textContent()).toContain('Booking pages');

    // The front desk opens it and moves the stay a night later: the new price is quoted first.
    await row.getByRole('link', { name: number }).click();
    await desk.page.getByRole('heading', { name: 'Timeline' }).waitFor();
    const later = nextDay(checkin);
    await desk.page.getByLabel('New check-in').fill(later);
    await desk.page.getByLabel('New check-out').fill(nextDay(later));
    await desk.page.getByRole('button', { name: 'See the new price' }).click();
    await desk.page.getByText(/^Now .*; with the new dates /).waitFor();
    await desk.page.getByRole('button', { name: 'Change the reservation' }).click();
    await until(() =>
      desk.page.locator('.cs-timeline li[data-kind="changed"]').count(),
    ).toBeGreaterThan(0);
    expect(await desk.page.locator('.cs-timeline li[data-kind="changed"]').textContent()).toContain(
      demoStaff('front_desk').email,
    );
    // A front desk may not set a fee of their own: the field is the owner's and manager's.
    expect(await desk.page.getByLabel('Cancellation fee').count()).toBe(0);
    expect(await axeViolations(desk.page, 'main')).toEqual([]);

    // The front desk sends the confirmation again: the line beside the button says to whom, and
    // the guest's mailbox gets one more. (No-show is not pressed here: the server allows it from
    // the check-in day on, and this stay begins weeks ahead.)
    const confirmations = async () =>
      (await mailsTo(GUEST_EMAIL)).filter((mail) =>
        mail.subject.includes(`Reservation confirmed: ${number}`),
      ).length;
    await until(confirmations).toBeGreaterThan(0);
    const confirmedBefore = await confirmations();
    await desk.page.getByRole('button', { name: 'Send the confirmation again' }).click();
    await desk.page
      .getByRole('status')
      .filter({ hasText: `The confirmation went to ${GUEST_EMAIL}.` })
      .waitFor();
    await until(confirmations).toBe(confirmedBefore + 1);

    // The owner cancels with a fee of their own and a reason; the card gets the rest back.
    await owner.page.goto(`${e2e.provider}/console/hotels/${CONSOLE_HOTEL}/reservations/${number}`);
    await owner.page.getByRole('heading', { name: 'Timeline' }).waitFor();
    await owner.page.getByLabel('Cancellation fee').fill('1000');
    await owner.page.getByLabel('Reason for another amount').fill('Guest called, goodwill fee');
    await owner.page.getByRole('button', { name: 'Cancel the reservation' }).click();
    await until(() =>
      owner.page.locator('.cs-timeline li[data-kind="payment.refunded"]').count(),
    ).toBe(1);
    const refunded = await owner.page.getByTestId('refunded').textContent();
    expect(refunded).not.toBe('¥0');
    const page = (
      await consoleFetch(
        owner.page,
        'GET',
        `/api/v1/console/hotels/${CONSOLE_HOTEL}/reservations/${number}`,
      )
    ).body as {
      data: {
        reservation: { status: string; price: { total_price: number } };
        payments: { refunded_amount: number; amount: number }[];
      };
    };
    expect(page.data.reservation.status).toBe('cancelled');
    expect(page.data.payments[0]?.refunded_amount).toBe(
      (page.data.payments[0]?.amount ?? 0) - 1000,
    );
    // The open desk saw the cancellation by itself.
    await until(() => desk.page.locator('.cs-timeline li[data-kind="cancelled"]').count()).toBe(1);

    // The dashboard draws its charts (uPlot, loaded then) and gives each one's numbers as a table.
    await owner.page.goto(`${e2e.provider}/console/hotels/${CONSOLE_HOTEL}/dashboard`);
    await owner.page.getByRole('heading', { name: 'Occupancy per night' }).waitFor();
    await until(() => owner.page.locator('.cs-chart canvas').count()).toBeGreaterThan(3);
    await owner.page.getByText('The numbers').first().click();
    expect(
      await owner.page.getByRole('table', { name: 'Occupancy per night' }).getByRole('row').count(),
    ).toBe(31);
    expect(await axeViolations(owner.page, 'main')).toEqual([]);
    // The brand's dashboard: every hotel side by side, each chart with its numbers as a table.
    const hotelName = (
      (
        await consoleFetch(
          owner.page,
          'GET',
          `/api/v1/console/hotels/${CONSOLE_HOTEL}/dashboard?nights=30`,
        )
      ).body as { data: { hotel_name: string } }
    ).data.hotel_name;
    await owner.page.goto(`${e2e.provider}/console/dashboard`);
    expect(await owner.page.locator('nav a[aria-current="page"]').textContent()).toBe(
      'Brand dashboard',
    );
    const totals = owner.page.getByRole('region', { name: "Each hotel's totals for the period" });
    await totals.getByRole('link', { name: hotelName, exact: true }).waitFor();
    const hotelRows = await totals.getByRole('row').count();
    expect(hotelRows).toBeGreaterThan(2);
    await until(() => owner.page.locator('.cs-chart canvas').count()).toBeGreaterThan(4);
    await owner.page.getByText('The numbers').first().click();
    // A column per hotel besides the day's, as the totals have a row per hotel besides the header.
    const occupancy = owner.page.getByRole('table', { name: 'Occupancy per night, by hotel' });
    expect(await occupancy.getByRole('columnheader').count()).toBe(hotelRows);
    expect(await axeViolations(owner.page, 'main')).toEqual([]);
    await totals.getByRole('link', { name: hotelName, exact: true }).click();
    await owner.page.getByRole('heading', { name: 'Occupancy per night' }).waitFor();

    // The guest asks for their data, then to be forgotten.
    const found = await consoleFetch(
      owner.page,
      'GET',
      `/api/v1/console/guest-data?email=${encodeURIComponent(GUEST_EMAIL)}`,
    );
    expect(JSON.stringify(found.body)).toContain(number);
    const exported = await consoleFetch(
      owner.page,
      'GET',
      `/api/v1/console/guest-data/export?email=${encodeURIComponent(GUEST_EMAIL)}`,
    );
    expect(JSON.stringify(exported.body)).toContain(GUEST_LAST);
    // …and erases it on the guest data screen, typing the address again.
    await owner.page.goto(`${e2e.provider}/console/guest-data`);
    await owner.page.getByLabel('Guest e-mail address').fill(GUEST_EMAIL);
    await owner.page.getByRole('button', { name: 'Find the data' }).click();
    await owner.page.getByText(number).waitFor();
    expect(await axeViolations(owner.page, 'main')).toEqual([]);
    await owner.page.getByLabel(`Type ${GUEST_EMAIL} again to confirm`).fill(GUEST_EMAIL);
    await owner.page.getByRole('button', { name: 'Erase the personal data' }).click();
    await owner.page.getByText('Erased. 1 reservations stay, anonymised.').waitFor();
    await owner.page.goto(`${e2e.provider}/console/hotels/${CONSOLE_HOTEL}/reservations/${number}`);
    await owner.page.getByRole('heading', { name: 'Timeline' }).waitFor();
    const shown = await owner.page.locator('main').textContent();
    expect(shown).toContain(number);
    expect(shown).not.toContain(GUEST_LAST);
    expect(shown).toContain('Personal data erased');
    // The brand dashboard in Arabic, right to left (this page's language cookie only): axe clean.
    await owner.page.goto(`${e2e.provider}/console/dashboard`);
    await owner.page.getByLabel('Language', { exact: true }).selectOption('ar');
    await until(() => owner.page.locator('html').getAttribute('dir')).toBe('rtl');
    await owner.page.getByRole('link', { name: hotelName, exact: true }).waitFor();
    await until(() => owner.page.locator('.cs-chart canvas').count()).toBeGreaterThan(4);
    expect(await axeViolations(owner.page, 'main')).toEqual([]);
    // The browsers' errors but the 401 of the session check before sign-in.
    const problems = [...owner.problems, ...desk.problems].filter(
      (p) => !p.includes('status of 401'),
    );
    expect(problems).toEqual([]);
  });
});
