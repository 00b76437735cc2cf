import { expect, it } from 'vitest';
import { SavedCardResponseSchema } from '../../src/api/contract/index.ts';
import type { App } from '../app.ts';
import { deliverEvent, useStripe } from '../payments/stripe/fake/test-hotel.ts';
import { forgetCardsOfDeletedMembers } from '../services/wallet/member-cards.ts';
import { apiError, data, describeOnDatabases, type TestContext } from '../test/harness.ts';
import { asMember, newMember, widgetSession } from '../test/members.ts';
import {
  CARDS,
  cancelAccount,
  NEEDS_3DS_CARD,
  rowsOf,
  type Setup,
  start,
  startSetup,
  useFakeStripe,
} from '../test/stripe-wallet-kit.ts';

/**
 * Cards whose "Add a card" 3-D Secure finishes late, at a Stripe hotel (issue 43), through the
 * app, the adapter, the official SDK and the local fake Stripe, on PGlite and PostgreSQL: the
 * member deleted meanwhile (the card is detached as their deletion detaches cards, the card job
 * retrying a Stripe outage), and the wallet filled meanwhile by other setups (the card beyond
 * five is detached, the member told the wallet is full; an outage fails the webhook so Stripe
 * delivers it again).
 */
const { fake, appOf, stripe, attachedTo, cardJobVaults, confirmInBrowser } = useFakeStripe();

async function member(ctx: TestContext, app: App) {
  const session = await widgetSession(ctx, 'sakura-tokyo', app);
  return asMember(session, (await newMember(ctx, session)).access_token);
}

const finish = (ctx: TestContext, app: App, me: Record<string, string>, id: string) =>
  ctx.call('POST', `${CARDS}/setup_intents/${id}`, { hotel_code: 'sakura-tokyo' }, me, app);

/** A setup whose 3-D Secure the member completed; its PaymentMethod. */
async function authenticated(setup: Setup): Promise<string> {
  expect((await confirmInBrowser(setup, NEEDS_3DS_CARD)).json.status).toBe('requires_action');
  fake().answerChallenge(setup.setup_intent_id, 'complete');
  const seti = await stripe().setupIntents.retrieve(setup.setup_intent_id);
  return String(seti.payment_method);
}

/** The member a setup was made for (its metadata, as the webhook reads it). */
const memberOfSetup = async (setup: Setup) =>
  Number((await stripe().setupIntents.retrieve(setup.setup_intent_id)).metadata?.hb_member_id);

const cardsOf = async (ctx: TestContext, me: Record<string, string>, app: App) =>
  ((await ctx.call('GET', CARDS, undefined, me, app)).body as { data: unknown[] }).data;

describeOnDatabases('Stripe wallet: cards whose 3-D Secure finishes late', (get) => {
  it('a deleted member’s late card is detached at Stripe; an outage leaves it to the card job', async () => {
    const ctx = get();
    const hotelId = await useStripe(ctx);
    const app = appOf(ctx);
    const cancel = (me: Record<string, string>) => cancelAccount(ctx, app, me);
    const hook = (id: string) =>
      deliverEvent(ctx, app, fake(), { hotelId, type: 'setup_intent.succeeded', objectId: id });

    // Authenticated, then the account deleted before Stripe's webhook arrives.
    const first = await member(ctx, app);
    const setup = await start(ctx, app, first);
    const pm = await authenticated(setup);
    expect((await cancel(first)).status).toBe(200);
    expect(await attachedTo(pm)).not.toBeNull();
    const detached = await hook(setup.setup_intent_id);
    expect(detached.body).toEqual({ received: true, outcome: 'card_detached_member_deleted' });
    expect(await attachedTo(pm)).toBeNull();
    const firstId = await memberOfSetup(setup);
    expect(await rowsOf(ctx, firstId)).toEqual([]);
    expect(ctx.logs).toContainEqual(
      expect.objectContaining({ msg: 'deleted members cards detached', removed: 1, kept: 0 }),
    );

    // Stripe failing: the card's row stays as the record, the card job detaches it later.
    const second = await member(ctx, app);
    const late = await start(ctx, app, second);
    const latePm = await authenticated(late);
    expect((await cancel(second)).status).toBe(200);
    fake().failDetaches(true);
    try {
      const kept = await hook(late.setup_intent_id);
      expect(kept.body).toEqual({ received: true, outcome: 'card_detached_member_deleted' });
    } finally {
      fake().failDetaches(false);
    }
    const secondId = await memberOfSetup(late);
    expect(await rowsOf(ctx, secondId)).toHaveLength(1);
    expect(await attachedTo(latePm)).not.toBeNull();
    expect(ctx.logs).toContainEqual(
      expect.objectContaining({ level: 'warn', msg: 'deleted members cards detached', kept: 1 }),
    );
    // The card job's run (its vault lookup: this hotel's Stripe account).
    const vaultOf = cardJobVaults(hotelId);
    expect(await forgetCardsOfDeletedMembers(ctx.handle.db, vaultOf, secondId)).toEqual({
      removed: 1,
      kept: 0,
    });
    expect(await attachedTo(latePm)).toBeNull();
    expect(await rowsOf(ctx, secondId)).toEqual([]);
    // Stripe's redelivery of the same event changes nothing.
    expect((await hook(late.setup_intent_id)).body).toEqual({
      received: true,
      outcome: 'duplicate',
    });
  });

  it('five cards at most, counted where the card is stored: a card beyond is detached and the member told', async () => {
    const ctx = get();
    const hotelId = await useStripe(ctx);
    const app = appOf(ctx);
    const me = await member(ctx, app);
    const hook = (id: string) =>
      deliverEvent(ctx, app, fake(), { hotelId, type: 'setup_intent.succeeded', objectId: id });
    for (let i = 0; i < 4; i++) {
      const setup = await start(ctx, app, me);
      expect((await confirmInBrowser(setup, '4242424242424242')).json.status).toBe('succeeded');
      expect((await finish(ctx, app, me, setup.setup_intent_id)).status).toBe(201);
    }
    // Four saved, three "Add a card" started at once (none waits for 3-D Secure yet).
    const [a, b, c] = [
      await start(ctx, app, me),
      await start(ctx, app, me),
      await start(ctx, app, me),
    ];
    const [pmA, pmB, pmC] = [
      await authenticated(a),
      await authenticated(b),
      await authenticated(c),
    ];

    // A fifth card: saved by Stripe's webhook.
    expect((await hook(a.setup_intent_id)).body).toEqual({ received: true, outcome: 'card_saved' });
    // The member's own confirmation of the sixth: not kept, detached, "wallet full".
    const full = await finish(ctx, app, me, b.setup_intent_id);
    expect([full.status, apiError(full).code]).toEqual([422, 9422]);
    expect(apiError(full).payload).toMatchObject({ reason: 'wallet_full', max_cards: 5 });
    expect(await attachedTo(pmB)).toBeNull();
    expect((await hook(b.setup_intent_id)).body).toEqual({
      received: true,
      outcome: 'nothing_to_do',
    });

    // The webhook of the seventh: Stripe failing to detach fails the event (Stripe retries).
    fake().failDetaches(true);
    try {
      expect((await hook(c.setup_intent_id)).status).toBe(500);
    } finally {
      fake().failDetaches(false);
    }
    expect(await attachedTo(pmC)).not.toBeNull();
    expect((await hook(c.setup_intent_id)).body).toEqual({
      received: true,
      outcome: 'card_detached_wallet_full',
    });
    expect(await attachedTo(pmC)).toBeNull();
    // The member's confirmation after the webhook detached it: told the wallet is full.
    const told = await finish(ctx, app, me, c.setup_intent_id);
    expect([told.status, apiError(told).code]).toEqual([422, 9422]);
    expect(apiError(told).payload).toMatchObject({ reason: 'wallet_full' });

    // The fifth card's own confirmation still answers it; five in the wallet, all attached.
    data(await finish(ctx, app, me, a.setup_intent_id), SavedCardResponseSchema);
    expect(await attachedTo(pmA)).not.toBeNull();
    expect(await cardsOf(ctx, me, app)).toHaveLength(5);
    const refused = await startSetup(ctx, app, me);
    expect([refused.status, apiError(refused).payload]).toEqual([
      422,
      { reason: 'wallet_full', max_cards: 5 },
    ]);
  });

  it('starting counts open 3-D Secure challenges; two confirmations at once keep one card', async () => {
    const ctx = get();
    await useStripe(ctx);
    const app = appOf(ctx);
    const me = await member(ctx, app);
    for (let i = 0; i < 3; i++) {
      const setup = await start(ctx, app, me);
      await confirmInBrowser(setup, '4242424242424242');
      expect((await finish(ctx, app, me, setup.setup_intent_id)).status).toBe(201);
    }
    // Three saved and two waiting for their 3-D Secure: a sixth is refused up front.
    const first = await start(ctx, app, me);
    const second = await start(ctx, app, me);
    expect((await confirmInBrowser(first, NEEDS_3DS_CARD)).json.status).toBe('requires_action');
    expect((await confirmInBrowser(second, NEEDS_3DS_CARD)).json.status).toBe('requires_action');
    const refused = await startSetup(ctx, app, me);
    expect([refused.status, apiError(refused).code]).toEqual([422, 9422]);
    expect(apiError(refused).payload).toMatchObject({ reason: 'wallet_full' });
    // One challenge closed: room again.
    const closed = await ctx.call(
      'POST',
      `${CARDS}/setup_intents/${second.setup_intent_id}`,
      { hotel_code: 'sakura-tokyo', cancel: true },
      me,
      app,
    );
    expect(apiError(closed).code).toBe(3008);
    fake().answerChallenge(first.setup_intent_id, 'complete');
    expect((await finish(ctx, app, me, first.setup_intent_id)).status).toBe(201);

    // Four saved; two cards without 3-D Secure confirmed at the same moment: one is kept.
    const [x, y] = [await start(ctx, app, me), await start(ctx, app, me)];
    await confirmInBrowser(x, '4242424242424242');
    await confirmInBrowser(y, '5555555555554444');
    const answers = await Promise.all([
      finish(ctx, app, me, x.setup_intent_id),
      finish(ctx, app, me, y.setup_intent_id),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(await cardsOf(ctx, me, app)).toHaveLength(5);
  });
});
