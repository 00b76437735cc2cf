import { expect, it } from 'vitest';
import {
  CreateReservationResponseSchema,
  SavedCardResponseSchema,
  SavedCardsResponseSchema,
} from '../../src/api/contract/index.ts';
import type { App } from '../app.ts';
import { deliverEvent, useStripe } from '../payments/stripe/fake/test-hotel.ts';
import { pathOf, prepaidBooking } from '../payments/test-helpers.ts';
import { apiError, data, describeOnDatabases, type TestContext } from '../test/harness.ts';
import { asMember, newMember, widgetSession } from '../test/members.ts';
import { CARDS, NEEDS_3DS_CARD, PAGE, start, useFakeStripe } from '../test/stripe-wallet-kit.ts';

/**
 * "Add a card" in a member's wallet at a Stripe hotel (issue 43), through the app, the adapter,
 * the official SDK and the local fake Stripe, on PGlite and PostgreSQL: the server's SetupIntent
 * on the member's Customer, Stripe.js's confirm (as the stand-in sends it: the publishable key
 * and the client secret), 3-D Secure through our pages, the card kept once, and its deletion
 * detaching the PaymentMethod at Stripe.
 */
const { fake, appOf, stripe: stripeAt, confirmInBrowser } = useFakeStripe();

async function member(ctx: TestContext, app: App) {
  const session = await widgetSession(ctx, 'sakura-tokyo', app);
  return asMember(session, (await newMember(ctx, session)).access_token);
}

const finish = (
  ctx: TestContext,
  app: App,
  me: Record<string, string>,
  id: string,
  cancel?: boolean,
) =>
  ctx.call(
    'POST',
    `${CARDS}/setup_intents/${id}`,
    { hotel_code: 'sakura-tokyo', ...(cancel === undefined ? {} : { cancel }) },
    me,
    app,
  );

describeOnDatabases('member wallet at a Stripe hotel', (get) => {
  it('adds a card that needs 3-D Secure: SetupIntent, our pages around Stripe’s, kept once, then pays', async () => {
    const ctx = get();
    const hotelId = await useStripe(ctx);
    const app = appOf(ctx);
    const me = await member(ctx, app);
    const setup = await start(ctx, app, me);
    expect(setup.return_url).toBe(`https://book.test/stripe/return/${hotelId}`);
    expect(setup.challenge_url).toBe(
      `https://book.test/stripe/3ds/${hotelId}/${setup.setup_intent_id}`,
    );
    const confirmed = await confirmInBrowser(setup, NEEDS_3DS_CARD);
    expect(confirmed.json).toMatchObject({
      status: 'requires_action',
      next_action: { type: 'redirect_to_url' },
    });
    // The dialog opens our page, which sends the member to Stripe's.
    const toStripe = await app.request(pathOf(setup.challenge_url));
    expect(toStripe.status).toBe(303);
    expect(toStripe.headers.get('location')).toBe(
      `${fake().url}/_fake/3ds/${setup.setup_intent_id}`,
    );
    const back = fake().answerChallenge(setup.setup_intent_id, 'complete');
    expect(back.startsWith(setup.return_url)).toBe(true);
    const framed = await app.request(pathOf(back), { headers: { 'sec-fetch-dest': 'iframe' } });
    const html = await framed.text();
    expect(html).toContain('data-outcome="approved"');
    expect(html).toContain(`data-payment-id="${setup.setup_intent_id}"`);
    expect(html).toContain('data-target-origin="https://book.test"');

    const saved = data(
      await finish(ctx, app, me, setup.setup_intent_id),
      SavedCardResponseSchema,
    ).data;
    expect(saved).toMatchObject({ brand: 'visa', last4: '3220', exp_month: 12, exp_year: 2040 });
    // Asked again (a retry) and told by Stripe's webhook: still one card.
    expect(
      data(await finish(ctx, app, me, setup.setup_intent_id), SavedCardResponseSchema).data.id,
    ).toBe(saved.id);
    const hook = await deliverEvent(ctx, app, fake(), {
      hotelId,
      type: 'setup_intent.succeeded',
      objectId: setup.setup_intent_id,
    });
    expect(hook.body).toEqual({ received: true, outcome: 'card_saved' });
    expect(
      data(await ctx.call('GET', CARDS, undefined, me, app), SavedCardsResponseSchema).data,
    ).toHaveLength(1);
    const row = await ctx.handle.db
      .selectFrom('saved_cards')
      .selectAll()
      .where('id', '=', Number(saved.id))
      .executeTakeFirstOrThrow();
    expect(row.gateway).toBe(`stripe:${hotelId}`);
    const [customer, pm] = row.customer_token.split('/');
    // The saved card is the PaymentMethod Stripe attached to the member's Customer.
    const stripe = stripeAt();
    expect((await stripe.paymentMethods.retrieve(pm ?? '')).customer).toBe(customer);

    // A second card goes to the same Customer.
    const second = await start(ctx, app, me);
    expect((await confirmInBrowser(second, '4242424242424242')).json.status).toBe('succeeded');
    data(await finish(ctx, app, me, second.setup_intent_id), SavedCardResponseSchema);
    const tokens = await ctx.handle.db
      .selectFrom('saved_cards')
      .select('customer_token')
      .where('gateway', '=', `stripe:${hotelId}`)
      .execute();
    expect(tokens.map((t) => t.customer_token.split('/')[0])).toEqual([customer, customer]);

    // The saved card pays a booking (3-D Secure asked again per payment).
    const paid = data(
      await ctx.call(
        'POST',
        '/api/v1/reservations',
        {
          ...prepaidBooking(await ctx.freeDate('standard-double', 1, 232), 'x'),
          payment: { saved_card_id: saved.id },
        },
        me,
        app,
      ),
      CreateReservationResponseSchema,
    ).data;
    expect(paid.status).toBe('payment_pending');
  });

  it('a failed challenge is 3006, a closed dialog 3008, a decline 3007; nothing is kept', async () => {
    const ctx = get();
    await useStripe(ctx);
    const app = appOf(ctx);
    const me = await member(ctx, app);

    const failed = await start(ctx, app, me);
    await confirmInBrowser(failed, NEEDS_3DS_CARD);
    fake().answerChallenge(failed.setup_intent_id, 'fail');
    const res = await finish(ctx, app, me, failed.setup_intent_id);
    expect([res.status, apiError(res).code]).toEqual([402, 3006]);

    const closed = await start(ctx, app, me);
    await confirmInBrowser(closed, NEEDS_3DS_CARD);
    const cancelled = await finish(ctx, app, me, closed.setup_intent_id, true);
    expect([cancelled.status, apiError(cancelled).code]).toEqual([402, 3008]);
    // Stripe's page for it is closed now.
    expect((await app.request(pathOf(closed.challenge_url))).status).toBe(404);

    const declined = await start(ctx, app, me);
    expect((await confirmInBrowser(declined, '4000000000000002')).status).toBe(402);
    const refused = await finish(ctx, app, me, declined.setup_intent_id);
    expect([refused.status, apiError(refused).code]).toEqual([402, 3007]);

    expect(
      data(await ctx.call('GET', CARDS, undefined, me, app), SavedCardsResponseSchema).data,
    ).toEqual([]);
  });

  it("another member's SetupIntent is not found; a test-gateway hotel has no setup step", async () => {
    const ctx = get();
    await useStripe(ctx);
    const app = appOf(ctx);
    const me = await member(ctx, app);
    const other = await member(ctx, app);
    const setup = await start(ctx, app, me);
    await confirmInBrowser(setup, '4242424242424242');
    expect((await finish(ctx, app, other, setup.setup_intent_id)).status).toBe(404);
    expect((await finish(ctx, app, me, 'seti_unknown0000')).status).toBe(404);
    const elsewhere = await ctx.call(
      'POST',
      `${CARDS}/setup_intents`,
      { hotel_code: 'sakura-kyoto', page_url: PAGE },
      me,
      app,
    );
    expect([elsewhere.status, apiError(elsewhere).code]).toEqual([422, 9422]);
    // The 3-D Secure result is posted only to a widget origin the server allows.
    const strict = ctx.appWith({
      stripeEndpoint: fake().endpoint,
      allowedOrigins: ['https://hotel.example'],
    });
    const badPage = await ctx.call(
      'POST',
      `${CARDS}/setup_intents`,
      { hotel_code: 'sakura-tokyo', page_url: 'https://evil.example/' },
      me,
      strict,
    );
    expect(badPage.status).toBe(400);
  });

  it('deleting detaches the card at Stripe; a Stripe failure keeps it and says so; idempotent', async () => {
    const ctx = get();
    await useStripe(ctx);
    const app = appOf(ctx);
    const me = await member(ctx, app);
    const setup = await start(ctx, app, me);
    await confirmInBrowser(setup, '4242424242424242');
    const saved = data(
      await finish(ctx, app, me, setup.setup_intent_id),
      SavedCardResponseSchema,
    ).data;
    const row = await ctx.handle.db
      .selectFrom('saved_cards')
      .select('customer_token')
      .where('id', '=', Number(saved.id))
      .executeTakeFirstOrThrow();
    const pm = row.customer_token.split('/')[1] ?? '';
    const stripe = stripeAt();

    fake().failDetaches(true);
    try {
      const refused = await ctx.call('DELETE', `${CARDS}/${saved.id}`, undefined, me, app);
      expect([refused.status, apiError(refused).code]).toEqual([502, 3251]);
      expect(apiError(refused).details.base[0]).toMatch(/still saved/);
    } finally {
      fake().failDetaches(false);
    }
    // Nothing lost: still in the wallet, still attached at Stripe.
    expect(
      data(await ctx.call('GET', CARDS, undefined, me, app), SavedCardsResponseSchema).data,
    ).toHaveLength(1);
    expect((await stripe.paymentMethods.retrieve(pm)).customer).not.toBeNull();

    const deleted = await ctx.call('DELETE', `${CARDS}/${saved.id}`, undefined, me, app);
    expect(deleted.status).toBe(200);
    expect((await stripe.paymentMethods.retrieve(pm)).customer).toBeNull();
    expect(
      data(await ctx.call('GET', CARDS, undefined, me, app), SavedCardsResponseSchema).data,
    ).toEqual([]);
    expect((await ctx.call('DELETE', `${CARDS}/${saved.id}`, undefined, me, app)).status).toBe(404);
    // A late setup_intent.succeeded does not bring the detached card back.
    const hotelId = await useStripe(ctx);
    const hook = await deliverEvent(ctx, app, fake(), {
      hotelId,
      type: 'setup_intent.succeeded',
      objectId: setup.setup_intent_id,
    });
    expect(hook.body).toEqual({ received: true, outcome: 'nothing_to_do' });

    // A card already detached at Stripe (a delete whose answer was lost) deletes cleanly.
    const again = await start(ctx, app, me);
    await confirmInBrowser(again, '4242424242424242');
    const kept = data(
      await finish(ctx, app, me, again.setup_intent_id),
      SavedCardResponseSchema,
    ).data;
    const keptRow = await ctx.handle.db
      .selectFrom('saved_cards')
      .select('customer_token')
      .where('id', '=', Number(kept.id))
      .executeTakeFirstOrThrow();
    await stripe.paymentMethods.detach(keptRow.customer_token.split('/')[1] ?? '');
    expect((await ctx.call('DELETE', `${CARDS}/${kept.id}`, undefined, me, app)).status).toBe(200);
  });
});
