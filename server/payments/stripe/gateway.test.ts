import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentErrorCode } from '../../../src/api/contract/index.ts';
import type { PaymentGateway } from '../gateway.ts';
import { type FakeStripe, startFakeStripe } from './fake/server.ts';
import { createStripeGateway } from './gateway.ts';

/**
 * The adapter through the official SDK against the local fake (fake/server.ts): every call here
 * is an HTTP request the SDK makes, answered with fixture-shaped objects.
 */
let fake: FakeStripe;
let gateway: PaymentGateway;
const BACK = 'https://hotel.example/book/return';

beforeAll(async () => {
  fake = await startFakeStripe();
  gateway = createStripeGateway({
    secretKey: 'sk_test_adapter',
    hotelId: 7,
    origin: () => 'https://book.example',
    endpoint: fake.endpoint,
  });
});
afterAll(() => fake.close());

const authorize = (
  pm: string,
  amount = 12_000,
  currency = 'JPY',
  capture?: 'automatic' | 'manual',
) => gateway.authorize(pm, amount, currency, BACK, capture);
const paid = async (
  pm: string,
  amount: number,
  currency: string,
  capture: 'automatic' | 'manual',
) => {
  const result = await authorize(pm, amount, currency, capture);
  if (result.status !== 'authorized') throw new Error(`not authorized: ${JSON.stringify(result)}`);
  return result.paymentId;
};

describe('Stripe adapter against the fake', () => {
  it('pre-paid: automatic capture takes the money at once; capture after it is ok', async () => {
    const id = await paid('pm_card_visa', 12_000, 'JPY', 'automatic');
    expect(await gateway.status(id)).toEqual({
      state: 'captured',
      amount: 12_000,
      captured: 12_000,
      refunded: 0,
    });
    expect(await gateway.capture(id)).toEqual({ ok: true });
    expect(await gateway.cancel(id)).toEqual({ ok: false, code: PaymentErrorCode.failed });
  });

  it('answers the card brand and last four, never more', async () => {
    const result = await authorize('pm_card_mastercard');
    expect(result).toMatchObject({ status: 'authorized', brand: 'master', last4: '4444' });
  });

  it('card held at the hotel: manual capture, a partial capture keeps a fee and releases the rest', async () => {
    const id = await paid('pm_card_visa', 20_000, 'JPY', 'manual');
    expect(await gateway.status(id)).toMatchObject({ state: 'authorized', captured: 0 });
    expect(await gateway.capture(id, 20_001)).toEqual({ ok: false, code: PaymentErrorCode.failed });
    expect(await gateway.capture(id, 5_000)).toEqual({ ok: true });
    expect(await gateway.status(id)).toEqual({
      state: 'captured',
      amount: 20_000,
      captured: 5_000,
      refunded: 0,
    });
    // Refunds add up to at most the capture (the released 15,000 was never taken).
    expect(await gateway.refund(id, 3_000)).toEqual({ ok: true });
    expect(await gateway.refund(id, 2_001)).toMatchObject({ ok: false });
    expect(await gateway.refund(id, 2_000)).toEqual({ ok: true });
    expect(await gateway.status(id)).toEqual({
      state: 'refunded',
      amount: 20_000,
      captured: 5_000,
      refunded: 5_000,
    });
  });

  it('cancel voids an authorisation, and again is ok', async () => {
    const id = await paid('pm_card_visa', 8_000, 'JPY', 'manual');
    expect(await gateway.cancel(id)).toEqual({ ok: true });
    expect(await gateway.cancel(id)).toEqual({ ok: true });
    expect(await gateway.status(id)).toMatchObject({ state: 'cancelled', captured: 0 });
  });

  it('the guest currency: cents for USD, whole rupiah made hundredths for Stripe and back', async () => {
    const usd = await paid('pm_card_visa', 8_050, 'USD', 'automatic');
    expect(await gateway.status(usd)).toMatchObject({ amount: 8_050, captured: 8_050 });
    const idr = await paid('pm_card_visa', 150_000, 'IDR', 'automatic');
    const create = fake.requests.filter((r) => r.path === '/v1/payment_intents').length;
    expect(create).toBeGreaterThan(0);
    expect(await gateway.status(idr)).toMatchObject({ amount: 150_000, captured: 150_000 });
    expect(await gateway.refund(idr, 50_000)).toEqual({ ok: true });
    expect(await gateway.status(idr)).toMatchObject({ refunded: 50_000, state: 'captured' });
  });

  it('refusals map to the catalogue codes, and nothing is authorised', async () => {
    expect(await authorize('pm_card_chargeDeclined')).toMatchObject({
      status: 'failed',
      code: PaymentErrorCode.declined,
    });
    expect(await authorize('pm_card_chargeDeclinedExpiredCard')).toMatchObject({
      status: 'failed',
      code: PaymentErrorCode.expiry,
    });
    expect(await authorize('pm_card_chargeDeclinedProcessingError')).toMatchObject({
      status: 'failed',
      code: PaymentErrorCode.failed,
    });
    expect(await authorize('tok_not_stripe')).toMatchObject({
      status: 'failed',
      code: PaymentErrorCode.declined,
    });
  });

  it('a PaymentMethod pays once', async () => {
    const res = await fetch(`${fake.url}/v1/payment_methods`, {
      method: 'POST',
      headers: {
        Authorization: 'Bearer pk_test_x',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'type=card&card[number]=4242424242424242&card[exp_month]=12&card[exp_year]=2040&card[cvc]=123',
    });
    const pm = (await res.json()) as { id: string };
    expect((await authorize(pm.id)).status).toBe('authorized');
    expect(await authorize(pm.id)).toMatchObject({
      status: 'failed',
      code: PaymentErrorCode.failed,
    });
  });

  it('3-D Secure: our challenge page, pending until answered, then authorised', async () => {
    const result = await authorize('pm_card_threeDSecure2Required', 9_000, 'JPY', 'automatic');
    if (result.status !== 'requires_3ds') throw new Error('expected a challenge');
    expect(result.challengeUrl).toBe(`https://book.example/stripe/3ds/7/${result.paymentId}`);
    expect(await gateway.complete3ds(result.paymentId)).toEqual({ status: 'pending' });
    expect(await gateway.status(result.paymentId)).toMatchObject({ state: 'challenge' });
    const back = new URL(fake.answerChallenge(result.paymentId, 'complete'));
    expect(back.origin + back.pathname).toBe('https://book.example/stripe/return/7');
    expect(back.searchParams.get('payment_intent')).toBe(result.paymentId);
    expect(await gateway.complete3ds(result.paymentId)).toEqual({ status: 'authorized' });
    expect(await gateway.capture(result.paymentId)).toEqual({ ok: true });
    expect(await gateway.status(result.paymentId)).toMatchObject({
      state: 'captured',
      captured: 9_000,
    });
  });

  it('3-D Secure failed (3006), abandoned (3008)', async () => {
    const failed = await authorize('pm_card_threeDSecure2Required');
    const abandoned = await authorize('pm_card_threeDSecure2Required');
    if (failed.status !== 'requires_3ds' || abandoned.status !== 'requires_3ds')
      throw new Error('expected challenges');
    fake.answerChallenge(failed.paymentId, 'fail');
    expect(await gateway.complete3ds(failed.paymentId)).toEqual({
      status: 'failed',
      code: PaymentErrorCode.threeDsFailed,
    });
    expect(await gateway.cancel(abandoned.paymentId)).toEqual({ ok: true });
    expect(await gateway.complete3ds(abandoned.paymentId)).toEqual({
      status: 'failed',
      code: PaymentErrorCode.threeDsCancelled,
    });
  });

  it('every call that moves money carries an idempotency key; capture and refund keys say what they do', async () => {
    const id = await paid('pm_card_visa', 30_000, 'JPY', 'manual');
    await gateway.capture(id, 10_000);
    await gateway.refund(id, 4_000);
    const posts = fake.requests.filter(
      (r) => r.method === 'POST' && r.path !== '/v1/payment_methods',
    );
    expect(posts.length).toBeGreaterThan(5);
    for (const post of posts) expect(post.idempotencyKey, post.path).toMatch(/^hb-/);
    expect(posts.some((p) => p.idempotencyKey === `hb-capture-${id}-10000`)).toBe(true);
    expect(posts.some((p) => p.idempotencyKey === `hb-refund-${id}-0-4000`)).toBe(true);
  });

  it('saved cards: a Customer and a SetupIntent keep the card; it pays again and again, then is removed', async () => {
    const res = await fetch(`${fake.url}/v1/payment_methods`, {
      method: 'POST',
      headers: { Authorization: 'Bearer pk_test_x' },
      body: new URLSearchParams({
        type: 'card',
        'card[number]': '4242424242424242',
        'card[exp_month]': '11',
        'card[exp_year]': '2039',
        'card[cvc]': '123',
      }),
    });
    const pm = (await res.json()) as { id: string };
    const vaulted = await gateway.vaultCard?.(pm.id);
    if (!vaulted?.ok) throw new Error('not vaulted');
    expect(vaulted).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 11, expYear: 2039 });
    expect(vaulted.customerToken).toMatch(/^cus_[^/]+\/pm_/);
    expect((await authorize(vaulted.customerToken)).status).toBe('authorized');
    expect((await authorize(vaulted.customerToken)).status).toBe('authorized');
    await gateway.removeVaultedCard?.(vaulted.customerToken);
    expect((await authorize(vaulted.customerToken)).status).toBe('failed');
    expect(await gateway.vaultCard?.('pm_card_chargeDeclined')).toEqual({
      ok: false,
      code: PaymentErrorCode.declined,
    });
  });

  it('unknown payments are null for reconciliation', async () => {
    expect(await gateway.status('pi_unknown')).toBeNull();
  });

  it('Stripe unreachable: 3001, nothing taken', async () => {
    const down = createStripeGateway({
      secretKey: 'sk_test_down',
      hotelId: 7,
      origin: () => 'https://book.example',
      endpoint: { host: '127.0.0.1', port: 9, protocol: 'http' },
      timeoutMs: 500,
    });
    expect(await down.authorize('pm_card_visa', 1_000, 'JPY', BACK)).toEqual({
      status: 'failed',
      code: PaymentErrorCode.timeout,
    });
  });
});
