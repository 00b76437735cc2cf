import { sql } from 'kysely';
import Stripe from 'stripe';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  CreateReservationResponseSchema,
  ReservationResponseSchema,
} from '../../src/api/contract/index.ts';
import { type FakeStripe, startFakeStripe } from '../payments/stripe/fake/server.ts';
import { useStripe } from '../payments/stripe/fake/test-hotel.ts';
import { prepaidBooking } from '../payments/test-helpers.ts';
import { data, describeOnDatabases, type TestContext } from '../test/harness.ts';
import { asMember, newMember, widgetSession } from '../test/members.ts';

/**
 * "Save this card" while paying a booking at a Stripe hotel (issue 43), through the app, the
 * adapter, the official SDK and the local fake Stripe, on PGlite and PostgreSQL: the payment is
 * made on the member's one Customer at that account with `setup_future_usage`, a card asking for
 * 3-D Secure is challenged (not refused) and kept once authenticated, never when it fails.
 */
let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

const ROOM = 'standard-double';
const appOf = (ctx: TestContext) => ctx.appWith({ stripeEndpoint: fake.endpoint });
type App = ReturnType<typeof appOf>;

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

const intentOf = async (ctx: TestContext, number: string) => {
  const r = await sql<{ id: string }>`SELECT p.gateway_payment_id AS id
    FROM payment_transactions p JOIN reservations r ON r.id = p.reservation_id
    WHERE r.number = ${number}`.execute(ctx.handle.db);
  return r.rows[0]?.id ?? '';
};

const read = async (
  ctx: TestContext,
  app: App,
  r: { reservation_number: string; bypass_token: string },
) =>
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

const cardsOf = (ctx: TestContext, memberId: number) =>
  ctx.handle.db
    .selectFrom('saved_cards')
    .select(['gateway', 'customer_token'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();

const stripeAt = () =>
  new Stripe('sk_test_hotelsecret000001', {
    host: '127.0.0.1',
    port: fake.endpoint.port,
    protocol: 'http',
  });

describeOnDatabases('Stripe: save this card while paying', (get) => {
  it('one Customer per member; a 3-D Secure card is challenged in the payment and kept once authenticated', async () => {
    const ctx = get();
    const hotelId = await useStripe(ctx);
    const app = appOf(ctx);
    const { me, id } = await member(ctx, app);
    const stripe = stripeAt();

    const first = await bookSaving(ctx, app, me, 236, 'pm_card_visa');
    expect(first).toMatchObject({ status: 'done', payment: { status: 'captured' } });
    const [kept] = await cardsOf(ctx, id);
    expect(kept?.gateway).toBe(`stripe:${hotelId}`);
    const customer = kept?.customer_token.split('/')[0] ?? '';
    const pi = await stripe.paymentIntents.retrieve(await intentOf(ctx, first.reservation_number));
    expect([pi.customer, pi.setup_future_usage]).toEqual([customer, 'off_session']);

    // A card asking for 3-D Secure: the booking waits for the challenge instead of a 3006.
    const second = await bookSaving(ctx, app, me, 238, 'pm_card_threeDSecure2Required');
    expect(second.status).toBe('payment_pending');
    expect(second.payment?.challenge_url).toContain(`/stripe/3ds/${hotelId}/`);
    expect(await cardsOf(ctx, id)).toHaveLength(1);
    fake.answerChallenge(await intentOf(ctx, second.reservation_number), 'complete');
    expect(await read(ctx, app, second)).toMatchObject({ status: 'done' });
    const cards = await cardsOf(ctx, id);
    expect(cards.map((c) => [c.gateway, c.customer_token.split('/')[0]])).toEqual([
      [`stripe:${hotelId}`, customer],
      [`stripe:${hotelId}`, customer],
    ]);
    // Reading again (the widget's poll, a webhook) keeps it once.
    await read(ctx, app, second);
    expect(await cardsOf(ctx, id)).toHaveLength(2);
    const pm = cards[1]?.customer_token.split('/')[1] ?? '';
    expect((await stripe.paymentMethods.retrieve(pm)).customer).toBe(customer);
  });

  it('a failed challenge keeps no card and leaves none attached at Stripe', async () => {
    const ctx = get();
    await useStripe(ctx);
    const app = appOf(ctx);
    const { me, id } = await member(ctx, app);
    const failed = await bookSaving(ctx, app, me, 240, 'pm_card_threeDSecure2Required');
    const piId = await intentOf(ctx, failed.reservation_number);
    fake.answerChallenge(piId, 'fail');
    expect(await read(ctx, app, failed)).toMatchObject({
      status: 'cancelled',
      payment: { error_code: 3006 },
    });
    expect(await cardsOf(ctx, id)).toEqual([]);
    const pi = await stripeAt().paymentIntents.retrieve(piId, { expand: ['payment_method'] });
    const pm = pi.payment_method as Stripe.PaymentMethod;
    expect(pm.customer).toBeNull();
  });
});
