import { expect, it } from 'vitest';
import type { App } from '../app.ts';
import { deliverEvent, useStripe } from '../payments/stripe/fake/test-hotel.ts';
import { forgetCardsOfDeletedMembers } from '../services/wallet/member-cards.ts';
import { describeOnDatabases, type TestContext } from '../test/harness.ts';
import {
  type Booking,
  bookSaving,
  CARDS,
  cancelAccount,
  intentOf,
  member,
  NEEDS_3DS_PM,
  read,
  start,
  useFakeStripe,
} from '../test/stripe-wallet-kit.ts';

/**
 * "Save this card" while paying a booking at a Stripe hotel, when the card is stored only after
 * the booking's 3-D Secure, through the app, the adapter, the official SDK and the local fake
 * Stripe, on PGlite and PostgreSQL: the wallet filled meanwhile (the booking is paid and done,
 * the card beyond five is detached and logged), and the member deleted meanwhile (the card is
 * detached as their deletion's cards are, a Stripe outage left to the card job).
 */
const { fake, appOf, stripe, attachedTo, cardJobVaults, confirmInBrowser } = useFakeStripe();

/** The booking's 3-D Secure completed at Stripe; the PaymentMethod its payment saved. */
async function authenticated(ctx: TestContext, r: Booking): Promise<{ pi: string; pm: string }> {
  const pi = await intentOf(ctx, r.reservation_number);
  fake().answerChallenge(pi, 'complete');
  return { pi, pm: String((await stripe().paymentIntents.retrieve(pi)).payment_method) };
}

const rowsOf = (ctx: TestContext, memberId: number) =>
  ctx.handle.db
    .selectFrom('saved_cards')
    .select('customer_token')
    .where('member_id', '=', memberId)
    .execute();

/** A card added in the wallet ("Add a card", no 3-D Secure), as the browser and widget do. */
async function addCard(ctx: TestContext, app: App, me: Record<string, string>) {
  const setup = await start(ctx, app, me);
  expect((await confirmInBrowser(setup, '4242424242424242')).json.status).toBe('succeeded');
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
    const booking = await bookSaving(ctx, app, me, 250, NEEDS_3DS_PM);
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
    const hook = await deliverEvent(ctx, app, fake(), {
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
    const booking = await bookSaving(ctx, app, me, 252, NEEDS_3DS_PM);
    await addCard(ctx, app, me);
    const { pm } = await authenticated(ctx, booking);
    fake().failDetaches(true);
    try {
      expect(await read(ctx, app, booking)).toMatchObject({
        status: 'done',
        payment: { status: 'captured' },
      });
    } finally {
      fake().failDetaches(false);
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
    const cancel = (me: Record<string, string>) => cancelAccount(ctx, app, me);

    // Settled by the guest's return (the booking reads), after the account was deleted.
    const first = await member(ctx, app);
    const booked = await bookSaving(ctx, app, first.me, 254, NEEDS_3DS_PM);
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
    const late = await bookSaving(ctx, app, second.me, 256, NEEDS_3DS_PM);
    expect((await cancel(second.me)).status).toBe(200);
    const { pi, pm: latePm } = await authenticated(ctx, late);
    fake().failDetaches(true);
    try {
      const hook = await deliverEvent(ctx, app, fake(), {
        hotelId,
        type: 'payment_intent.succeeded',
        objectId: pi,
      });
      expect(hook.body).toEqual({ received: true, outcome: 'reservation_settled' });
    } finally {
      fake().failDetaches(false);
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
    const vaultOf = cardJobVaults(hotelId);
    expect(await forgetCardsOfDeletedMembers(ctx.handle.db, vaultOf, second.id)).toEqual({
      removed: 1,
      kept: 0,
    });
    expect(await attachedTo(latePm)).toBeNull();
    expect(await rowsOf(ctx, second.id)).toEqual([]);
  });
});
