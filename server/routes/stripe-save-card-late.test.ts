import { sql } from 'kysely';
import Stripe from 'stripe';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  CardSetupResponseSchema,
  CreateReservationResponseSchema,
  ReservationResponseSchema,
} from '../../src/api/contract/index.ts';
import { type FakeStripe, startFakeStripe } from '../payments/stripe/fake/server.ts';
import { deliverEvent, useStripe } from '../payments/stripe/fake/test-hotel.ts';
import { createStripeGateway } from '../payments/stripe/gateway.ts';
import { prepaidBooking } from '../payments/test-helpers.ts';
import { forgetCardsOfDeletedMembers } from '../services/wallet/member-cards.ts';
import { data, describeOnDatabases, type TestContext } from '../test/harness.ts';
import { asMember, newMember, PASSWORD, widgetSession } from '../test/members.ts';

/**
 * "Save this card" while paying a booking at a Stripe hotel, when the card is stored only after
 * the booking's 3-D Secure, through the app, the adapter, the official SDK and the local fake
 * Stripe, on PGlite and PostgreSQL: the wallet filled meanwhile (the booking is paid and done,
 * the card beyond five is detached and logged), and the member deleted meanwhile (the card is
 * detached as their deletion's cards are, a Stripe outage left to the card job).
 */
let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

const SECRET = 'sk_test_hotelsecret000001';
const ROOM = 'standard-double';
const CARDS = '/api/v1/memberships/credit_cards';
const PAGE = 'https://book.test/my-account/payment-options?code=sakura-tokyo';
const NEEDS_3DS = 'pm_card_threeDSecure2Required';
const appOf = (ctx: TestContext) => ctx.appWith({ stripeEndpoint: fake.endpoint });
type App = ReturnType<typeof appOf>;
type Booking = { reservation_number: string; bypass_token: string };
const stripe = () =>
  new Stripe(SECRET, { host: '127.0.0.1', port: fake.endpoint.port, protocol: 'http' });

async function member(ctx: TestContext, app: App) {
  const session = await widgetSession(ctx, 'sakura-tokyo', app);
  const created = await newMember(ctx, session);
  const row = await ctx.handle.db
    .selectFrom('members')
    .select('id')
    .where('email', '=', created.email)
    .executeTakeFirstOrThrow();
  return { me: asMember(session, created.access_token), id: row.id };
}

const bookSaving = async (
  ctx: TestContext,
  app: App,
  me: Record<string, string>,
  offset: number,
  pm: string,
) =>
  data(
    await ctx.call(
      'POST',
      '/api/v1/reservations',
      {
        ...prepaidBooking(await ctx.freeDate(ROOM, 1, offset), 'x'),
        payment: { gateway_token: pm, save_card: true },
      },
      me,
      app,
    ),
    CreateReservationResponseSchema,
  ).data;

/** The booking as the widget's return reads it (settling its 3-D Secure first). */
const read = async (ctx: TestContext, app: App, r: Booking) =>
  data(
    await ctx.call(
      'GET',
      `/api/v1/reservations/${r.reservation_number}?bypass_token=${r.bypass_token}`,
      undefined,
      {},
      app,
    ),
    ReservationResponseSchema,
  ).data;

const intentOf = async (ctx: TestContext, number: string) => {
  const r = await sql<{ id: string }>`SELECT p.gateway_payment_id AS id
    FROM payment_transactions p JOIN reservations r ON r.id = p.reservation_id
    WHERE r.number = ${number}`.execute(ctx.handle.db);
  return r.rows[0]?.id ?? '';
};

/** The booking's 3-D Secure completed at Stripe; the PaymentMethod its payment saved. */
async function authenticated(ctx: TestContext, r: Booking): Promise<{ pi: string; pm: string }> {
  const pi = await intentOf(ctx, r.reservation_number);
  fake.answerChallenge(pi, 'complete');
  return { pi, pm: String((await stripe().paymentIntents.retrieve(pi)).payment_method) };
}

const attachedTo = async (pm: string) => (await stripe().paymentMethods.retrieve(pm)).customer;
const rowsOf = (ctx: TestContext, memberId: number) =>
  ctx.handle.db
    .selectFrom('saved_cards')
    .select('customer_token')
    .where('member_id', '=', memberId)
    .execute();

/** A card added in the wallet ("Add a card", no 3-D Secure), as the browser and widget do. */
async function addCard(ctx: TestContext, app: App, me: Record<string, string>) {
  const setup = data(
    await ctx.call(
      'POST',
      `${CARDS}/setup_intents`,
      { hotel_code: 'sakura-tokyo', page_url: PAGE },
      me,
      app,
    ),
    CardSetupResponseSchema,
  ).data;
  // What Stripe.js does in the browser: a PaymentMethod from the card, then the confirm.
  const post = async (path: string, form: Record<string, string>) => {
    const res = await fetch(`${fake.url}${path}`, {
      method: 'POST',
      headers: { Authorization: 'Bearer pk_test_hotelpublishable01' },
      body: new URLSearchParams(form),
    });
    return (await res.json()) as Record<string, unknown>;
  };
  const pm = await post('/v1/payment_methods', {
    type: 'card',
    'card[number]': '4242424242424242',
    'card[exp_month]': '12',
    'card[exp_year]': '2040',
    'card[cvc]': '123',
  });
  const confirmed = await post(`/v1/setup_intents/${setup.setup_intent_id}/confirm`, {
    client_secret: setup.client_secret,
    payment_method: String(pm.id),
    return_url: setup.return_url,
  });
  expect(confirmed.status).toBe('succeeded');
  const done = await ctx.call(
    'POST',
    `${CARDS}/setup_intents/${setup.setup_intent_id}`,
    { hotel_code: 'sakura-tokyo' },
    me,
    app,
  );
  expect(done.status).toBe(201);
}

describeOnDatabases('Stripe: a card saved while paying, stored after 3-D Secure', (get) => {
  it('the wallet filled during the challenge: the booking is paid and done, the card detached and logged', async () => {
    const ctx = get();
    const hotelId = await useStripe(ctx);
    const app = appOf(ctx);
    const { me, id } = await member(ctx, app);
    for (let i = 0; i < 4; i++) await addCard(ctx, app, me);

    // Four saved: the booking may save a fifth, and waits for its 3-D Secure.
    const booking = await bookSaving(ctx, app, me, 250, NEEDS_3DS);
    expect(booking.status).toBe('payment_pending');
    // Meanwhile the wallet gets its fifth card.
    await addCard(ctx, app, me);
    expect(await rowsOf(ctx, id)).toHaveLength(5);

    const { pi, pm } = await authenticated(ctx, booking);
    expect(await attachedTo(pm)).not.toBeNull();
    expect(await read(ctx, app, booking)).toMatchObject({
      status: 'done',
      payment: { status: 'captured' },
    });
    expect(await rowsOf(ctx, id)).toHaveLength(5);
    expect((await rowsOf(ctx, id)).map((c) => c.customer_token)).not.toContainEqual(
      expect.stringContaining(pm),
    );
    expect(await attachedTo(pm)).toBeNull();
    expect(ctx.logs).toContainEqual(
      expect.objectContaining({
        level: 'info',
        msg: 'wallet full: card saved by a payment detached',
        member_id: id,
        detached: true,
      }),
    );
    // Stripe's webhook of the same payment afterwards keeps nothing either.
    const hook = await deliverEvent(ctx, app, fake, {
      hotelId,
      type: 'payment_intent.succeeded',
      objectId: pi,
    });
    expect(hook.body).toEqual({ received: true, outcome: 'nothing_to_do' });
    expect(await rowsOf(ctx, id)).toHaveLength(5);
    expect(await read(ctx, app, booking)).toMatchObject({ status: 'done' });
  });

  it('a Stripe outage while the wallet is full: the booking stands, the failed detach logged', async () => {
    const ctx = get();
    await useStripe(ctx);
    const app = appOf(ctx);
    const { me, id } = await member(ctx, app);
    for (let i = 0; i < 4; i++) await addCard(ctx, app, me);
    const booking = await bookSaving(ctx, app, me, 252, NEEDS_3DS);
    await addCard(ctx, app, me);
    const { pm } = await authenticated(ctx, booking);
    fake.failDetaches(true);
    try {
      expect(await read(ctx, app, booking)).toMatchObject({
        status: 'done',
        payment: { status: 'captured' },
      });
    } finally {
      fake.failDetaches(false);
    }
    expect(await rowsOf(ctx, id)).toHaveLength(5);
    expect(await attachedTo(pm)).not.toBeNull();
    expect(ctx.logs).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        msg: 'wallet full: card saved by a payment detached',
        detached: false,
      }),
    );
  });

  it('the member deleted during the challenge: detached as their deletion’s cards, an outage left to the card job', async () => {
    const ctx = get();
    const hotelId = await useStripe(ctx);
    const app = appOf(ctx);
    const cancel = (me: Record<string, string>) =>
      ctx.call(
        'POST',
        '/api/v1/memberships/cancel',
        { current_password: PASSWORD, reason: 'not_used' },
        me,
        app,
      );

    // Settled by the guest's return (the booking reads), after the account was deleted.
    const first = await member(ctx, app);
    const booked = await bookSaving(ctx, app, first.me, 254, NEEDS_3DS);
    expect((await cancel(first.me)).status).toBe(200);
    const { pm } = await authenticated(ctx, booked);
    expect(await attachedTo(pm)).not.toBeNull();
    expect(await read(ctx, app, booked)).toMatchObject({ status: 'done' });
    expect(await attachedTo(pm)).toBeNull();
    expect(await rowsOf(ctx, first.id)).toEqual([]);
    expect(ctx.logs).toContainEqual(
      expect.objectContaining({ msg: 'deleted members cards detached', removed: 1, kept: 0 }),
    );

    // Settled by Stripe's webhook while Stripe fails to detach: the row stays for the card job.
    const second = await member(ctx, app);
    const late = await bookSaving(ctx, app, second.me, 256, NEEDS_3DS);
    expect((await cancel(second.me)).status).toBe(200);
    const { pi, pm: latePm } = await authenticated(ctx, late);
    fake.failDetaches(true);
    try {
      const hook = await deliverEvent(ctx, app, fake, {
        hotelId,
        type: 'payment_intent.succeeded',
        objectId: pi,
      });
      expect(hook.body).toEqual({ received: true, outcome: 'reservation_settled' });
    } finally {
      fake.failDetaches(false);
    }
    expect(await read(ctx, app, late)).toMatchObject({
      status: 'done',
      payment: { status: 'captured' },
    });
    expect(await rowsOf(ctx, second.id)).toHaveLength(1);
    expect(await attachedTo(latePm)).not.toBeNull();
    expect(ctx.logs).toContainEqual(
      expect.objectContaining({ level: 'warn', msg: 'deleted members cards detached', kept: 1 }),
    );
    // The card job's run (its vault lookup: this hotel's Stripe account).
    const vault = createStripeGateway({
      secretKey: SECRET,
      hotelId,
      origin: () => 'https://book.test',
      endpoint: fake.endpoint,
    });
    const vaultOf = async (name: string) => (name === vault.vaultName ? vault : null);
    expect(await forgetCardsOfDeletedMembers(ctx.handle.db, vaultOf, second.id)).toEqual({
      removed: 1,
      kept: 0,
    });
    expect(await attachedTo(latePm)).toBeNull();
    expect(await rowsOf(ctx, second.id)).toEqual([]);
  });
});
