import type Stripe from 'stripe';
import { expect, it } from 'vitest';
import { useStripe } from '../payments/stripe/fake/test-hotel.ts';
import { describeOnDatabases, type TestContext } from '../test/harness.ts';
import {
  bookSaving,
  intentOf,
  member,
  NEEDS_3DS_PM,
  read,
  useFakeStripe,
} from '../test/stripe-wallet-kit.ts';

/**
 * "Save this card" while paying a booking at a Stripe hotel (issue 43), through the app, the
 * adapter, the official SDK and the local fake Stripe, on PGlite and PostgreSQL: the payment is
 * made on the member's one Customer at that account with `setup_future_usage`, a card asking for
 * 3-D Secure is challenged (not refused) and kept once authenticated, never when it fails.
 */
const { fake, appOf, stripe: stripeAt } = useFakeStripe();

const cardsOf = (ctx: TestContext, memberId: number) =>
  ctx.handle.db
    .selectFrom('saved_cards')
    .select(['gateway', 'customer_token'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();

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
    const second = await bookSaving(ctx, app, me, 238, NEEDS_3DS_PM);
    expect(second.status).toBe('payment_pending');
    expect(second.payment?.challenge_url).toContain(`/stripe/3ds/${hotelId}/`);
    expect(await cardsOf(ctx, id)).toHaveLength(1);
    fake().answerChallenge(await intentOf(ctx, second.reservation_number), 'complete');
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
    const failed = await bookSaving(ctx, app, me, 240, NEEDS_3DS_PM);
    const piId = await intentOf(ctx, failed.reservation_number);
    fake().answerChallenge(piId, 'fail');
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
