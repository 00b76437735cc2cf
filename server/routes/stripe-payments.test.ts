import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  BookingWidgetSettingsSchema,
  CreateReservationResponseSchema,
  HotelPayLinkResponseSchema,
  PayLinkResponseSchema,
  ReservationResponseSchema,
} from '../../src/api/contract/index.ts';
import { addDays } from '../../src/rules/dates.ts';
import { DEMO_HOTEL_API_KEY } from '../db/seed/pay-links.ts';
import { type FakeStripe, startFakeStripe } from '../payments/stripe/fake/server.ts';
import {
  deliverEvent,
  TEST_WEBHOOK_SECRET,
  useStripe,
} from '../payments/stripe/fake/test-hotel.ts';
import { pathOf, prepaidBooking, remaining } from '../payments/test-helpers.ts';
import { stripePolicyLookup } from '../services/payments/stripe-policy.ts';
import { tokyoBooking } from '../test/fixtures.ts';
import { apiError, data, describeOnDatabases, type TestContext } from '../test/harness.ts';
import { asMember, newMember, widgetSession } from '../test/members.ts';
import { hostedPagePolicy, stripeSources } from '../web/csp.ts';

/**
 * Bookings, cancellations, refunds, pay-by-link and webhooks of a hotel that chose Stripe, end
 * to end through the app, the adapter, the official SDK and the local fake Stripe (on PGlite and
 * PostgreSQL). Webhook deliveries are signed with the SDK's `generateTestHeaderString`.
 */
let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

const ROOM = 'standard-double';
const WEBHOOK_SECRET = TEST_WEBHOOK_SECRET;

const appOf = (ctx: TestContext, now?: () => Date) =>
  ctx.appWith({ stripeEndpoint: fake.endpoint, ...(now ? { now } : {}) });

async function book(
  ctx: TestContext,
  app: ReturnType<typeof appOf>,
  checkin: string,
  pm: string,
  type: 'pre_paid' | 'on_site_credit_card_required' = 'pre_paid',
) {
  const body =
    type === 'pre_paid'
      ? prepaidBooking(checkin, pm)
      : tokyoBooking(checkin, 1, {
          rooms: [{ room_type_code: ROOM, room_plan_code: 'std-day-use', adults: 2 }],
          payment_type: 'on_site_credit_card_required',
          payment: { gateway_token: pm },
        });
  return ctx.call('POST', '/api/v1/reservations', body, {}, app);
}

const intentOf = async (ctx: TestContext, number: string) => {
  const r = await sql<{ id: string; gateway: string }>`SELECT p.gateway_payment_id AS id, p.gateway
    FROM payment_transactions p JOIN reservations r ON r.id = p.reservation_id
    WHERE r.number = ${number}`.execute(ctx.handle.db);
  const row = r.rows[0];
  if (!row) throw new Error('no payment');
  return row;
};

/** The last event about an object, as the fake sent it, delivered to the hotel's endpoint. */
const deliver = (
  ctx: TestContext,
  app: ReturnType<typeof appOf>,
  hotelId: number,
  type: string,
  objectId: string,
  secret = WEBHOOK_SECRET,
) => deliverEvent(ctx, app, fake, { hotelId, type, objectId, secret });

describeOnDatabases('Stripe payments', (get) => {
  it("the hosted pages' CSP lets Stripe in for a Stripe hotel only", async () => {
    const ctx = get();
    await useStripe(ctx);
    const lookup = stripePolicyLookup(ctx.handle.db);
    const policyOf = async (code: string) =>
      hostedPagePolicy({ frameAncestors: undefined, stripe: await lookup(code) });
    const tokyo = await policyOf('Sakura_Tokyo');
    expect(tokyo).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com");
    expect(tokyo).toContain("connect-src 'self' https://api.stripe.com");
    expect(tokyo).toContain(
      "frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com",
    );
    expect(await policyOf('sakura-kyoto')).not.toContain('stripe');
    // Under tests and the demo: the stand-in's origin instead of Stripe's.
    const fakeJs = `${fake.url}/v3/`;
    expect(
      hostedPagePolicy({ frameAncestors: undefined, stripe: stripeSources(fakeJs) }),
    ).toContain(`script-src 'self' ${fake.url};`);
  });

  it('the init settings name Stripe and its publishable key, nothing secret, at once after the change', async () => {
    const ctx = get();
    const path = '/api/v1/hotels/sakura-tokyo/settings/booking_widget';
    const settingOf = async () =>
      data(await ctx.call('GET', path), BookingWidgetSettingsSchema).data.payment_gateway_setting;
    // Kept before the change (the trigger of migration 034 must drop it).
    await settingOf();
    await useStripe(ctx);
    const setting = await settingOf();
    expect(setting).toMatchObject({
      provider: 'stripe',
      stripe: { publishable_key: 'pk_test_hotelpublishable01' },
    });
    const text = JSON.stringify(setting);
    expect(text).not.toContain('sk_test');
    expect(text).not.toContain('whsec_');
  });

  it('pre-paid: automatic capture through Stripe, the booking done and mailed', async () => {
    const ctx = get();
    await useStripe(ctx);
    const app = appOf(ctx);
    const checkin = await ctx.freeDate(ROOM, 1, 210);
    const res = await book(ctx, app, checkin, 'pm_card_visa');
    expect(res.status).toBe(201);
    const r = data(res, CreateReservationResponseSchema).data;
    expect(r.status).toBe('done');
    expect(r.payment).toMatchObject({ status: 'captured', card_brand: 'visa', card_last4: '4242' });
    const { id, gateway } = await intentOf(ctx, r.reservation_number);
    expect(gateway).toBe('stripe');
    expect(id).toMatch(/^pi_/);
    const create = fake.requests.findLast((q) => q.path === '/v1/payment_intents');
    expect(create?.idempotencyKey).toMatch(/^hb-authorize-/);
    expect(ctx.mailer.outbox().some((m) => m.subject.includes(r.reservation_number))).toBe(true);
  });

  it('refusals answer the catalogue codes and keep no reservation', async () => {
    const ctx = get();
    await useStripe(ctx);
    const app = appOf(ctx);
    const checkin = await ctx.freeDate(ROOM, 1, 212);
    const before = await remaining(ctx, ROOM, checkin);
    for (const [pm, code] of [
      ['pm_card_chargeDeclined', 3007],
      ['pm_card_chargeDeclinedExpiredCard', 3005],
    ] as const) {
      const res = await book(ctx, app, checkin, pm);
      expect(res.status).toBe(402);
      expect(apiError(res).code).toBe(code);
    }
    expect(await remaining(ctx, ROOM, checkin)).toBe(before);
  });

  it('3-D Secure: our page sends the guest to Stripe; back in the dialog frame or the tab; then done', async () => {
    const ctx = get();
    const hotelId = await useStripe(ctx);
    const app = appOf(ctx);
    const checkin = await ctx.freeDate(ROOM, 1, 214);
    const r = data(
      await book(ctx, app, checkin, 'pm_card_threeDSecure2Required'),
      CreateReservationResponseSchema,
    ).data;
    expect(r.status).toBe('payment_pending');
    const { id } = await intentOf(ctx, r.reservation_number);
    expect(r.payment?.challenge_url).toBe(`https://book.test/stripe/3ds/${hotelId}/${id}`);
    const toStripe = await app.request(pathOf(r.payment?.challenge_url ?? ''));
    expect(toStripe.status).toBe(303);
    expect(toStripe.headers.get('location')).toBe(`${fake.url}/_fake/3ds/${id}`);
    // The guest completes Stripe's page; Stripe sends them to our return address.
    const back = fake.answerChallenge(id, 'complete');
    const framed = await app.request(pathOf(back), { headers: { 'sec-fetch-dest': 'iframe' } });
    const html = await framed.text();
    expect(html).toContain('data-outcome="approved"');
    expect(html).toContain(`data-payment-id="${id}"`);
    expect(html).toContain('src="/stripe/3ds.js"');
    const tab = await app.request(pathOf(back));
    expect(tab.status).toBe(303);
    const to = new URL(tab.headers.get('location') ?? '');
    expect(to.searchParams.get('payment_id')).toBe(id);
    expect(to.searchParams.get('outcome')).toBe('approved');
    const done = await ctx.call(
      'POST',
      `/api/v1/reservations/${r.reservation_number}/payment/complete?bypass_token=${r.bypass_token}`,
      {},
      {},
      app,
    );
    expect(data(done, ReservationResponseSchema).data).toMatchObject({
      status: 'done',
      payment: { status: 'captured' },
    });
  });

  it('3-D Secure failed: cancelled with 3006, stock returned; closed dialog: 3008', async () => {
    const ctx = get();
    await useStripe(ctx);
    const app = appOf(ctx);
    const checkin = await ctx.freeDate(ROOM, 1, 216);
    const before = await remaining(ctx, ROOM, checkin);
    const failed = data(
      await book(ctx, app, checkin, 'pm_card_threeDSecure2Required'),
      CreateReservationResponseSchema,
    ).data;
    fake.answerChallenge((await intentOf(ctx, failed.reservation_number)).id, 'fail');
    const read = await ctx.call(
      'GET',
      `/api/v1/reservations/${failed.reservation_number}?bypass_token=${failed.bypass_token}`,
      undefined,
      {},
      app,
    );
    expect(data(read, ReservationResponseSchema).data).toMatchObject({
      status: 'cancelled',
      payment: { error_code: 3006 },
    });
    const closed = data(
      await book(ctx, app, checkin, 'pm_card_threeDSecure2Required'),
      CreateReservationResponseSchema,
    ).data;
    const cancel = await ctx.call(
      'POST',
      `/api/v1/reservations/${closed.reservation_number}/payment/cancel?bypass_token=${closed.bypass_token}`,
      {},
      {},
      app,
    );
    expect(data(cancel, ReservationResponseSchema).data).toMatchObject({
      status: 'cancelled',
      payment: { error_code: 3008 },
    });
    expect(await remaining(ctx, ROOM, checkin)).toBe(before);
  });

  it('a webhook settles a 3-D Secure booking the guest never came back from, once', async () => {
    const ctx = get();
    const hotelId = await useStripe(ctx);
    const app = appOf(ctx);
    const checkin = await ctx.freeDate(ROOM, 1, 218);
    const r = data(
      await book(ctx, app, checkin, 'pm_card_threeDSecure2Required'),
      CreateReservationResponseSchema,
    ).data;
    const { id } = await intentOf(ctx, r.reservation_number);
    fake.answerChallenge(id, 'complete');
    const mails = ctx.mailer.outbox().length;
    const first = await deliver(ctx, app, hotelId, 'payment_intent.succeeded', id);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true, outcome: 'reservation_settled' });
    const again = await deliver(ctx, app, hotelId, 'payment_intent.succeeded', id);
    expect(again.body).toEqual({ received: true, outcome: 'duplicate' });
    const row = await ctx.handle.db
      .selectFrom('reservations')
      .select('status')
      .where('number', '=', r.reservation_number)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('done');
    // One confirmation, however often the event comes.
    expect(ctx.mailer.outbox().length).toBe(mails + 1);
  });

  it('a webhook with a wrong signature or for a hotel without Stripe is refused', async () => {
    const ctx = get();
    const hotelId = await useStripe(ctx);
    const app = appOf(ctx);
    const id = [...fake.events].reverse().find((e) => e.type.startsWith('payment_intent.'));
    const objectId = (id?.data.object as { id?: string } | undefined)?.id ?? '';
    const forged = await deliver(
      ctx,
      app,
      hotelId,
      id?.type ?? '',
      objectId,
      'whsec_notthesecret0000',
    );
    expect(forged.status).toBe(400);
    const unsigned = await ctx.call('POST', `/stripe/webhooks/${hotelId}`, '{}', {}, app);
    expect(unsigned.status).toBe(400);
    expect((await ctx.call('POST', '/stripe/webhooks/999999', '{}', {}, app)).status).toBe(404);
  });

  it('card held at the hotel: manual capture; cancelling with a fee captures just the fee', async () => {
    const ctx = get();
    await useStripe(ctx);
    const checkin = await ctx.freeDate(ROOM, 1, 220);
    // The standard policy: 50% from 18:00 the day before check-in (Tokyo time).
    const eveningBefore = () => new Date(`${addDays(checkin, -1)}T19:00:00+09:00`);
    const app = appOf(ctx, eveningBefore);
    const r = data(
      await book(ctx, app, checkin, 'pm_card_visa', 'on_site_credit_card_required'),
      CreateReservationResponseSchema,
    ).data;
    expect(r.payment?.status).toBe('authorized');
    const res = await ctx.call(
      'PUT',
      `/api/v1/reservations/${r.reservation_number}/cancel?bypass_token=${r.bypass_token}`,
      { reason: 'other' },
      {},
      app,
    );
    const cancelled = data(res, ReservationResponseSchema).data;
    const fee = cancelled.cancellation?.fee ?? 0;
    expect(fee).toBeGreaterThan(0);
    expect(fee).toBeLessThan(r.price.total_price);
    expect(cancelled.payment).toMatchObject({
      status: 'captured',
      refunded_amount: r.price.total_price - fee,
    });
    const { id } = await intentOf(ctx, r.reservation_number);
    expect(fake.requests.some((q) => q.idempotencyKey === `hb-capture-${id}-${fee}`)).toBe(true);
  });

  it('pre-paid cancellation refunds all but the fee; a charge.refunded webhook reconciles', async () => {
    const ctx = get();
    const hotelId = await useStripe(ctx);
    const checkin = await ctx.freeDate(ROOM, 1, 222);
    const eveningBefore = () => new Date(`${addDays(checkin, -1)}T19:00:00+09:00`);
    const app = appOf(ctx, eveningBefore);
    const r = data(
      await book(ctx, app, checkin, 'pm_card_visa'),
      CreateReservationResponseSchema,
    ).data;
    const fee = Math.floor(r.price.total_price / 2);
    const res = await ctx.call(
      'PUT',
      `/api/v1/reservations/${r.reservation_number}/cancel?bypass_token=${r.bypass_token}`,
      { reason: 'other', cancellation_fee_displayed: fee },
      {},
      app,
    );
    expect(data(res, ReservationResponseSchema).data).toMatchObject({
      status: 'cancelled',
      payment: { status: 'captured', refunded_amount: r.price.total_price - fee },
    });
    const { id } = await intentOf(ctx, r.reservation_number);
    const charge = [...fake.events]
      .reverse()
      .find(
        (e) =>
          e.type === 'charge.refunded' &&
          (e.data.object as { payment_intent?: string }).payment_intent === id,
      );
    const chargeId = (charge?.data.object as { id?: string } | undefined)?.id ?? '';
    const hook = await deliver(ctx, app, hotelId, 'charge.refunded', chargeId);
    expect(hook.body).toEqual({ received: true, outcome: 'refunds_reconciled' });
  });

  it('a member saves the card while paying (Customer + setup_future_usage) and pays with it again', async () => {
    const ctx = get();
    const hotelId = await useStripe(ctx);
    const app = appOf(ctx);
    const session = await widgetSession(ctx, 'sakura-tokyo', app);
    const member = await newMember(ctx, session);
    const me = asMember(session, member.access_token);
    const first = data(
      await ctx.call(
        'POST',
        '/api/v1/reservations',
        {
          ...prepaidBooking(await ctx.freeDate(ROOM, 1, 226), 'x'),
          payment: { gateway_token: 'pm_card_visa', save_card: true },
        },
        me,
        app,
      ),
      CreateReservationResponseSchema,
    ).data;
    expect(first.payment).toMatchObject({ status: 'captured', card_last4: '4242' });
    const row = await ctx.handle.db
      .selectFrom('saved_cards')
      .selectAll()
      .where('gateway', '=', `stripe:${hotelId}`)
      .executeTakeFirstOrThrow();
    expect(row.customer_token).toMatch(/^cus_[^/]+\/pm_/);
    // Saved by the payment itself (save-while-paying.ts), not by a SetupIntent of its own.
    expect(fake.requests.some((q) => q.path === '/v1/setup_intents')).toBe(false);
    const again = data(
      await ctx.call(
        'POST',
        '/api/v1/reservations',
        {
          ...prepaidBooking(await ctx.freeDate(ROOM, 1, 228), 'x'),
          payment: { saved_card_id: String(row.id) },
        },
        me,
        app,
      ),
      CreateReservationResponseSchema,
    ).data;
    expect(again).toMatchObject({ status: 'done', payment: { status: 'captured' } });
  });

  it('pays a link through Stripe and refunds it in full', async () => {
    const ctx = get();
    await useStripe(ctx);
    const app = appOf(ctx);
    const auth = { authorization: `Bearer ${DEMO_HOTEL_API_KEY}` };
    const created = data(
      await ctx.call(
        'POST',
        '/api/v1/hotel/payment_links',
        {
          amount: 12000,
          description: 'Late check-out',
          email: 'guest@example.com',
          send_email: false,
        },
        auth,
        app,
      ),
      HotelPayLinkResponseSchema,
    ).data;
    const number = created.payment_number;
    const paid = await ctx.call(
      'PATCH',
      `/api/v1/tripla_pay/transactions/${number}`,
      { gateway_token: 'pm_card_visa', expected_amount: 12000 },
      {},
      app,
    );
    expect(data(paid, PayLinkResponseSchema).data.status).toBe('paid');
    const refunded = await ctx.call(
      'POST',
      `/api/v1/hotel/payment_links/${number}/refund`,
      {},
      auth,
      app,
    );
    expect(data(refunded, HotelPayLinkResponseSchema).data.status).toBe('refunded');
    const link = await ctx.handle.db
      .selectFrom('payment_links')
      .select(['gateway', 'gateway_payment_id'])
      .where('payment_number', '=', number)
      .executeTakeFirstOrThrow();
    expect(link.gateway).toBe('stripe');
    const refundCall = fake.requests.findLast(
      (q) => q.path === '/v1/refunds' && q.method === 'POST',
    );
    expect(refundCall?.idempotencyKey).toBe(`hb-refund-${link.gateway_payment_id}-0-12000`);
  });

  it('pays a link with 3-D Secure: settled by the webhook while the page is closed', async () => {
    const ctx = get();
    const hotelId = await useStripe(ctx);
    const app = appOf(ctx);
    const auth = { authorization: `Bearer ${DEMO_HOTEL_API_KEY}` };
    const number = data(
      await ctx.call(
        'POST',
        '/api/v1/hotel/payment_links',
        { amount: 5000, description: 'Minibar', email: 'guest@example.com', send_email: false },
        auth,
        app,
      ),
      HotelPayLinkResponseSchema,
    ).data.payment_number;
    const started = await ctx.call(
      'PATCH',
      `/api/v1/tripla_pay/transactions/${number}`,
      { gateway_token: 'pm_card_threeDSecure2Required', expected_amount: 5000 },
      {},
      app,
    );
    expect(data(started, PayLinkResponseSchema).data.status).toBe('pre_3d_secure');
    const link = await ctx.handle.db
      .selectFrom('payment_links')
      .select('gateway_payment_id')
      .where('payment_number', '=', number)
      .executeTakeFirstOrThrow();
    const id = link.gateway_payment_id ?? '';
    fake.answerChallenge(id, 'complete');
    const hook = await deliver(ctx, app, hotelId, 'payment_intent.succeeded', id);
    expect(hook.body).toEqual({ received: true, outcome: 'link_settled' });
    const view = await ctx.call(
      'GET',
      `/api/v1/tripla_pay/transactions/${number}`,
      undefined,
      {},
      app,
    );
    expect(data(view, PayLinkResponseSchema).data.status).toBe('paid');
  });
});
