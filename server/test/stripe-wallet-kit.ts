import { sql } from 'kysely';
import Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import {
  CardSetupResponseSchema,
  CreateReservationResponseSchema,
  ReservationResponseSchema,
} from '../../src/api/contract/index.ts';
import type { App } from '../app.ts';
import { type FakeStripe, startFakeStripe } from '../payments/stripe/fake/server.ts';
import { createStripeGateway } from '../payments/stripe/gateway.ts';
import { prepaidBooking } from '../payments/test-helpers.ts';
import { data, type TestContext } from './harness.ts';
import { asMember, newMember, PASSWORD, widgetSession } from './members.ts';

/**
 * What the Stripe wallet route tests (issue 43: "Add a card", "Save this card" while paying,
 * deleted members' cards) share: the test hotel's Stripe account on the local fake Stripe, one
 * fake per suite, and the member's steps they all take the same way.
 */

/** The test hotel's secret key (as `useStripe` sets it). */
export const SECRET = 'sk_test_hotelsecret000001';
export const ROOM = 'standard-double';
export const CARDS = '/api/v1/memberships/credit_cards';
/** The wallet page the widget sends its "Add a card" from. */
export const PAGE = 'https://book.test/my-account/payment-options?code=sakura-tokyo';
/** A PaymentMethod whose payment asks for 3-D Secure. */
export const NEEDS_3DS_PM = 'pm_card_threeDSecure2Required';
/** A card number whose setup asks for 3-D Secure. */
export const NEEDS_3DS_CARD = '4000000000003220';

/** A booking as its guest reaches it again. */
export type Booking = { reservation_number: string; bypass_token: string };
/** An "Add a card" SetupIntent as the widget gets it. */
export type Setup = { setup_intent_id: string; client_secret: string; return_url: string };

/**
 * The local fake Stripe for this file's suites (started before, closed after), and what needs
 * it once started: the app pointed at it, an SDK client on the hotel's account, Stripe.js's card
 * confirm, the card job's vault lookup. (Accessors, since the fake only exists once started.)
 */
export function useFakeStripe() {
  let started: FakeStripe | undefined;
  beforeAll(async () => {
    started = await startFakeStripe();
  });
  afterAll(() => started?.close());
  const fake = (): FakeStripe => {
    if (!started) throw new Error('the fake Stripe starts in beforeAll');
    return started;
  };
  const stripe = () =>
    new Stripe(SECRET, { host: '127.0.0.1', port: fake().endpoint.port, protocol: 'http' });
  return {
    fake,
    stripe,
    /** What Stripe.js does in the browser: a PaymentMethod from the card, then the confirm. */
    confirmInBrowser: async (setup: Setup, number: string) => {
      const post = (path: string, form: Record<string, string>) =>
        fetch(`${fake().url}${path}`, {
          method: 'POST',
          headers: { Authorization: 'Bearer pk_test_hotelpublishable01' },
          body: new URLSearchParams(form),
        }).then(async (r) => ({
          status: r.status,
          json: (await r.json()) as Record<string, unknown>,
        }));
      const pm = await post('/v1/payment_methods', {
        type: 'card',
        'card[number]': number,
        'card[exp_month]': '12',
        'card[exp_year]': '2040',
        'card[cvc]': '123',
      });
      return post(`/v1/setup_intents/${setup.setup_intent_id}/confirm`, {
        client_secret: setup.client_secret,
        payment_method: String(pm.json.id),
        return_url: setup.return_url,
      });
    },
    appOf: (ctx: TestContext): App => ctx.appWith({ stripeEndpoint: fake().endpoint }),
    /** The Customer a PaymentMethod is attached to at Stripe (null once detached). */
    attachedTo: async (pm: string) => (await stripe().paymentMethods.retrieve(pm)).customer,
    /** The card job's vault lookup: this hotel's Stripe account. */
    cardJobVaults: (hotelId: number) => {
      const vault = createStripeGateway({
        secretKey: SECRET,
        hotelId,
        origin: () => 'https://book.test',
        endpoint: fake().endpoint,
      });
      return async (name: string) => (name === vault.vaultName ? vault : null);
    },
  };
}

/** A new member signed in at the widget: their request headers and id. */
export async function member(ctx: TestContext, app: App) {
  const session = await widgetSession(ctx, 'sakura-tokyo', app);
  const created = await newMember(ctx, session);
  const row = await ctx.handle.db
    .selectFrom('members')
    .select('id')
    .where('email', '=', created.email)
    .executeTakeFirstOrThrow();
  return { me: asMember(session, created.access_token), id: row.id };
}

/** A prepaid booking by the member paying with `pm`, asking to save the card. */
export const bookSaving = async (
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
export const read = async (ctx: TestContext, app: App, r: Booking) =>
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

/** The booking's PaymentIntent at Stripe. */
export const intentOf = async (ctx: TestContext, number: string) => {
  const r = await sql<{ id: string }>`SELECT p.gateway_payment_id AS id
    FROM payment_transactions p JOIN reservations r ON r.id = p.reservation_id
    WHERE r.number = ${number}`.execute(ctx.handle.db);
  return r.rows[0]?.id ?? '';
};

/** The member's saved card rows. */
export const rowsOf = (ctx: TestContext, memberId: number) =>
  ctx.handle.db.selectFrom('saved_cards').select('id').where('member_id', '=', memberId).execute();

/** The member deletes their own account. */
export const cancelAccount = (ctx: TestContext, app: App, me: Record<string, string>) =>
  ctx.call(
    'POST',
    '/api/v1/memberships/cancel',
    { current_password: PASSWORD, reason: 'not_used' },
    me,
    app,
  );

/** "Add a card" started at the widget's wallet page: the answer as it comes. */
export const startSetup = (ctx: TestContext, app: App, me: Record<string, string>) =>
  ctx.call(
    'POST',
    `${CARDS}/setup_intents`,
    { hotel_code: 'sakura-tokyo', page_url: PAGE },
    me,
    app,
  );

/** "Add a card" started: the SetupIntent. */
export const start = async (ctx: TestContext, app: App, me: Record<string, string>) =>
  data(await startSetup(ctx, app, me), CardSetupResponseSchema).data;
