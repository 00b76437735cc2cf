import { expect, it } from 'vitest';
import type { App } from '../app.ts';
import { useStripe } from '../payments/stripe/fake/test-hotel.ts';
import { forgetCardsOfDeletedMembers } from '../services/wallet/member-cards.ts';
import { describeOnDatabases, type TestContext } from '../test/harness.ts';
import { asMember, newMember, widgetSession } from '../test/members.ts';
import { signedInStaff } from '../test/staff.ts';
import { bookSaving, cancelAccount, rowsOf, useFakeStripe } from '../test/stripe-wallet-kit.ts';

/**
 * A deleted member's saved Stripe cards (issue 43): their own deletion, the console's and the
 * guest-data erase detach them at Stripe, then remove the rows; a Stripe outage keeps the row
 * (the deletion goes on) and the card job detaches it later. On PGlite and PostgreSQL.
 */
const { fake, appOf, attachedTo, cardJobVaults } = useFakeStripe();

/** A new member who saved a Stripe card while paying; their tokens and the card. */
async function memberWithCard(ctx: TestContext, app: App, offset: number) {
  const session = await widgetSession(ctx, 'sakura-tokyo', app);
  const created = await newMember(ctx, session);
  const me = asMember(session, created.access_token);
  const booked = await bookSaving(ctx, app, me, offset, 'pm_card_visa');
  expect(booked.status).toBe('done');
  const card = await ctx.handle.db
    .selectFrom('saved_cards')
    .innerJoin('members', 'members.id', 'saved_cards.member_id')
    .select(['saved_cards.member_id', 'saved_cards.customer_token', 'members.membership_id'])
    .where('members.email', '=', created.email)
    .executeTakeFirstOrThrow();
  return { me, created, card, pm: card.customer_token.split('/')[1] ?? '' };
}

describeOnDatabases('Stripe: deleted members’ cards', (get) => {
  it('self-deletion detaches at Stripe; an outage keeps the row, which the card job detaches later', async () => {
    const ctx = get();
    const hotelId = await useStripe(ctx);
    const app = appOf(ctx);
    const cancel = (me: Record<string, string>) => cancelAccount(ctx, app, me);

    const first = await memberWithCard(ctx, app, 242);
    expect(await attachedTo(first.pm)).not.toBeNull();
    expect((await cancel(first.me)).status).toBe(200);
    expect(await attachedTo(first.pm)).toBeNull();
    expect(await rowsOf(ctx, first.card.member_id)).toEqual([]);

    const second = await memberWithCard(ctx, app, 244);
    fake().failDetaches(true);
    try {
      // The deletion is not held up by Stripe; the card stays on record, still attached.
      expect((await cancel(second.me)).status).toBe(200);
    } finally {
      fake().failDetaches(false);
    }
    expect(await rowsOf(ctx, second.card.member_id)).toHaveLength(1);
    expect(await attachedTo(second.pm)).not.toBeNull();
    // The card job's run (its vault lookup, this hotel's Stripe account).
    const vaultOf = cardJobVaults(hotelId);
    const run = await forgetCardsOfDeletedMembers(ctx.handle.db, vaultOf);
    expect(run.removed).toBeGreaterThanOrEqual(1);
    expect(await rowsOf(ctx, second.card.member_id)).toEqual([]);
    expect(await attachedTo(second.pm)).toBeNull();
    // Idempotent: nothing left, and a card detached already counts as removed.
    expect(
      await forgetCardsOfDeletedMembers(ctx.handle.db, vaultOf, second.card.member_id),
    ).toEqual({ removed: 0, kept: 0 });
  });

  it('the console’s deletion and the guest-data erase detach the cards at Stripe', async () => {
    const ctx = get();
    await useStripe(ctx);
    const app = appOf(ctx);
    const owner = await signedInStaff(ctx, { role: 'owner' });

    const byConsole = await memberWithCard(ctx, app, 246);
    const deleted = await ctx.call(
      'POST',
      `/api/v1/console/members/${byConsole.card.member_id}/deletion`,
      { reason: 'Asked by phone', confirm_membership_id: byConsole.card.membership_id },
      owner.headers,
      app,
    );
    expect(deleted.status).toBe(200);
    expect(await attachedTo(byConsole.pm)).toBeNull();
    expect(await rowsOf(ctx, byConsole.card.member_id)).toEqual([]);

    const erased = await memberWithCard(ctx, app, 248);
    const email = erased.created.email;
    const erase = await ctx.call(
      'POST',
      '/api/v1/console/guest-data/erase',
      { email, confirm_email: email },
      owner.headers,
      app,
    );
    expect(erase.status).toBe(200);
    expect(await attachedTo(erased.pm)).toBeNull();
    expect(await rowsOf(ctx, erased.card.member_id)).toEqual([]);
  });
});
