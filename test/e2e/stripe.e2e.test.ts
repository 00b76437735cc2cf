import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HOTEL_API_KEY } from '../../server/db/seed/pay-links.ts';
import { startServer } from '../../server/main.ts';
import { ensureSnapshot } from '../../server/test/snapshot.ts';
import { signInPage, type TestMember } from './account-support.ts';
import { openPaymentStep } from './payment-draft.ts';
import { sharedBrowser } from './support.ts';

/**
 * The Stripe path end to end (issue 43): a server of its own with STRIPE_FAKE (sakura-tokyo takes
 * cards through the local fake Stripe, whose stand-in Stripe.js the widget loads and whose
 * signed webhooks reach the server), in the shared browser. Book with 3-D Secure in the dialog,
 * cancel a card held at the hotel with a fee, refund a pre-paid booking but its fee, pay a link,
 * and add a card needing 3-D Secure to a member's wallet, then delete it. The shared journey
 * server keeps the test gateway for every other journey.
 */
const browser = sharedBrowser();
const HOTEL = 'sakuratokyo';
let provider = '';
let close: (() => Promise<void>) | undefined;
let dataDir = '';

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'hotel-booking-stripe-e2e-'));
  const server = await startServer({
    port: 0,
    dataDir,
    silent: true,
    rateLimitPerMinute: 0,
    seedSnapshot: await ensureSnapshot(),
    frameAncestors: ['http://localhost:*', 'http://127.0.0.1:*'],
    stripeFake: true,
    stripeFakeHotel: 'sakura-tokyo',
  });
  provider = server.url;
  close = () => server.close();
}, 120_000);

afterAll(async () => {
  await close?.();
  rmSync(dataDir, { recursive: true, force: true });
});

const until = <T>(check: () => T | Promise<T>, timeout = 15_000) => expect.poll(check, { timeout });

/** The hotel's calendar day `days` from today (Tokyo), as the cancellation policy counts. */
const tokyoDay = (days: number) =>
  new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** The hosted payment step of a booking draft (what guest detail saves), on this server. */
async function openPayment(plan: string, paymentType: string, checkin: string) {
  const email = `stripe-${Math.random().toString(36).slice(2)}@example.com`;
  const { page, problems } = await browser.open(`${provider}/booking/result?code=${HOTEL}`);
  await openPaymentStep(page, { provider, hotel: HOTEL, plan, paymentType, checkin, email });
  return { page, problems, email };
}

/** Types a card into Stripe's card element (here the fake's stand-in of it). */
async function fillStripeCard(page: Page, number: string) {
  const field = (name: string) => page.locator(`[data-fake-stripe="${name}"]`);
  await until(() => field('cardnumber').isVisible()).toBe(true);
  await field('cardnumber').fill(number);
  await field('exp-date').fill(`12 / ${(new Date().getFullYear() + 3) % 100}`);
  await field('cvc').fill('123');
}

/** Stripe's 3-D Secure page inside the widget's dialog: the fake's "Complete" or "Fail". */
async function answerStripeChallenge(page: Page, answer: 'Complete' | 'Fail') {
  const dialog = page.getByRole('dialog', { name: 'Card verification (3-D Secure)' });
  await until(() => dialog.isVisible()).toBe(true);
  await page
    .frameLocator('iframe[title="Card issuer verification page"]')
    .getByRole('button', { name: answer })
    .click();
}

interface Stored {
  status: string;
  price: { total_price: number };
  cancellation?: { fee: number } | null;
  payment?: { status: string; refunded_amount?: number; card_last4: string };
}

async function confirmed(page: Page): Promise<{ number: string; token: string }> {
  await until(
    () => /\/reservation\/confirmation\//.test(new URL(page.url()).pathname),
    30_000,
  ).toBe(true);
  const url = new URL(page.url());
  const number = /\/reservation\/confirmation\/([^/?]+)/.exec(url.pathname)?.[1] ?? '';
  return { number, token: url.searchParams.get('bypass_token') ?? '' };
}

async function stored(number: string, token: string): Promise<Stored> {
  const res = await fetch(`${provider}/api/v1/reservations/${number}?bypass_token=${token}`);
  return ((await res.json()) as { data: Stored }).data;
}

async function cancelOnPage(page: Page) {
  await page.getByRole('button', { name: 'Cancel reservation' }).click();
  await until(() => page.getByText(/Cancellation fee if you cancel now: ¥/).isVisible()).toBe(true);
  await page.getByRole('radio', { name: 'Other reason' }).check();
  await page.getByRole('button', { name: /^Cancel reservation \(fee/ }).click();
  await until(() => page.locator('.hb-mg-status').first().textContent()).toBe('Cancelled');
}

const pay = (page: Page) => page.locator('.hb-payment-form button[type="submit"]').click();

describe('Stripe hotel', () => {
  it('books a pre-paid stay, card in Stripe’s element, 3-D Secure in the same dialog', async () => {
    const { page, problems } = await openPayment('std-breakfast', 'pre_paid', tokyoDay(40));
    // Stripe's element, not the test gateway's fields.
    expect(await page.getByLabel('Cardholder name').count()).toBe(0);
    await fillStripeCard(page, '4000 0000 0000 3220');
    await pay(page);
    await answerStripeChallenge(page, 'Complete');
    const { number, token } = await confirmed(page);
    expect(await stored(number, token)).toMatchObject({
      status: 'done',
      payment: { status: 'captured', card_last4: '3220' },
    });
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
  });

  it('keeps the guest on the form with the usual message when Stripe declines (3007)', async () => {
    const { page } = await openPayment('std-breakfast', 'pre_paid', tokyoDay(41));
    await fillStripeCard(page, '4000 0000 0000 0002');
    await pay(page);
    await until(() =>
      page.getByText('The card was not accepted or the details are incorrect.').count(),
    ).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/reservation/payment');
  });

  it('a failed 3-D Secure ends on the failure page with 3006', async () => {
    const { page } = await openPayment('std-breakfast', 'pre_paid', tokyoDay(42));
    await fillStripeCard(page, '4000 0000 0000 3220');
    await pay(page);
    await answerStripeChallenge(page, 'Fail');
    await until(() => new URL(page.url()).pathname).toBe('/reservation/fail');
    expect(new URL(page.url()).searchParams.get('error_code')).toBe('3006');
  });

  it('cancels a card held at the hotel with a fee: only the fee is taken', async () => {
    // The flexible policy of the day-use plan: 30% from the day before check-in.
    const { page } = await openPayment('std-day-use', 'on_site_credit_card_required', tokyoDay(1));
    await fillStripeCard(page, '4242 4242 4242 4242');
    await pay(page);
    const { number, token } = await confirmed(page);
    expect((await stored(number, token)).payment?.status).toBe('authorized');
    await cancelOnPage(page);
    const after = await stored(number, token);
    const fee = after.cancellation?.fee ?? 0;
    expect(fee).toBeGreaterThan(0);
    expect(after.payment).toMatchObject({
      status: 'captured',
      refunded_amount: after.price.total_price - fee,
    });
  });

  it('refunds a pre-paid booking all but its cancellation fee', async () => {
    // The standard policy: 20% from three days before check-in.
    const { page } = await openPayment('std-breakfast', 'pre_paid', tokyoDay(2));
    await fillStripeCard(page, '4242 4242 4242 4242');
    await pay(page);
    const { number, token } = await confirmed(page);
    await cancelOnPage(page);
    const after = await stored(number, token);
    const fee = after.cancellation?.fee ?? 0;
    expect(fee).toBe(Math.round(after.price.total_price * 0.2));
    expect(after.payment).toMatchObject({
      status: 'captured',
      refunded_amount: after.price.total_price - fee,
    });
  });

  it('pays a link through Stripe with 3-D Secure', async () => {
    const res = await fetch(`${provider}/api/v1/hotel/payment_links`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${DEMO_HOTEL_API_KEY}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        amount: 8800,
        description: 'Airport transfer',
        email: 'link@example.com',
        locale: 'en',
        send_email: false,
      }),
    });
    const link = ((await res.json()) as { data: { url: string; payment_number: string } }).data;
    const { page } = await browser.open(link.url.replace(/^https?:\/\/[^/]+/, provider));
    await fillStripeCard(page, '4000 0000 0000 3220');
    await page.locator('.hb-paylink-form button[type="submit"]').click();
    await answerStripeChallenge(page, 'Complete');
    await until(async () => {
      const answer = await fetch(
        `${provider}/api/v1/tripla_pay/transactions/${link.payment_number}`,
      );
      return ((await answer.json()) as { data: { status: string } }).data.status;
    }).toBe('paid');
  });

  it('a member adds a card needing 3-D Secure in the wallet (SetupIntent, same dialog), then deletes it', async () => {
    const member = await demoMemberHere();
    const { page, problems } = await browser.open(`${provider}/booking/result?code=${HOTEL}`);
    await signInPage(page, member);
    await page.goto(`${provider}/my-account/payment-options?code=${HOTEL}`);
    const app = page.locator('.hb-app');
    await app.getByRole('button', { name: 'Add a card' }).click();
    const form = app.getByRole('form', { name: 'Add a card' });
    // Stripe's element (the stand-in), not the test gateway's fields.
    await fillStripeCard(page, '4000 0000 0000 3220');
    expect(await form.getByLabel('Cardholder name').count()).toBe(0);
    await form.getByRole('button', { name: 'Save card' }).click();
    await answerStripeChallenge(page, 'Complete');
    const row = app.locator('[data-card="3220"]');
    await until(() => row.isVisible()).toBe(true);
    await until(() => app.getByText('The card ending in 3220 was saved.').isVisible()).toBe(true);
    expect(await savedCards(member)).toEqual(['3220']);

    await row.getByRole('button', { name: 'Delete Visa ending in 3220' }).click();
    await row.getByRole('button', { name: 'Delete', exact: true }).click();
    await until(() => app.getByText('The card ending in 3220 was deleted.').isVisible()).toBe(true);
    expect(await savedCards(member)).toEqual([]);
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
  });

  it('a member ticks “Save this card” on a card needing 3-D Secure: challenged, paid, kept', async () => {
    const member = await demoMemberHere();
    const { page } = await browser.open(`${provider}/booking/result?code=${HOTEL}`);
    await signInPage(page, member);
    await openPaymentStep(page, {
      provider,
      hotel: HOTEL,
      plan: 'std-breakfast',
      paymentType: 'pre_paid',
      checkin: tokyoDay(47),
      email: 'member@sakura.example',
    });
    await fillStripeCard(page, '4000 0000 0000 3220');
    await page.getByLabel('Save this card for next time').check();
    await pay(page);
    await answerStripeChallenge(page, 'Complete');
    const { number, token } = await confirmed(page);
    expect((await stored(number, token)).status).toBe('done');
    expect(await savedCards(member)).toContain('3220');
  });
});

/** A call of this server's membership API with the brand's client session. */
async function memberApi(path: string, init: { method?: string; body?: unknown; token?: string }) {
  const session = await fetch(`${provider}/identity/api/client_sessions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ key: HOTEL, secret: 'hotel-booking-widget' }),
  });
  const { client_session } = ((await session.json()) as { data: { client_session: string } }).data;
  return fetch(`${provider}/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'Content-Type': 'application/json',
      'X-Client-Session': client_session,
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
}

/** The seeded demo member, signed in on this server (its own database: no other journey's). */
async function demoMemberHere(): Promise<TestMember> {
  const demo = { email: 'member@sakura.example', password: 'Sakura2026' };
  const answer = await memberApi('/memberships/sign_in', { method: 'POST', body: demo });
  expect(answer.status).toBe(200);
  const { data } = (await answer.json()) as {
    data: { access_token: string; refresh_token: string; user: { hotel_brand_id: number } };
  };
  return {
    ...demo,
    brandId: data.user.hotel_brand_id,
    accessToken: data.access_token,
    refreshToken: data.refresh_token,
  };
}

/** The last four digits of the member's saved cards, through the API. */
async function savedCards(member: TestMember): Promise<string[]> {
  const answer = await memberApi('/memberships/credit_cards', { token: member.accessToken });
  return ((await answer.json()) as { data: { last4: string }[] }).data.map((c) => c.last4);
}
