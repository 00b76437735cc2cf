import { expect, it } from 'vitest';
import { SavedCardResponseSchema, SavedCardsResponseSchema } from '../../src/api/contract/index.ts';
import { CARD, tokenFor } from '../payments/test-helpers.ts';
import { apiError, data, describeOnDatabases } from '../test/harness.ts';
import { asMember, newMember, widgetSession } from '../test/members.ts';

const CARDS = '/api/v1/memberships/credit_cards';

describeOnDatabases('member wallet: a card added without paying', (get) => {
  it('keeps only the gateway token and brand, last four and expiry; nothing is charged or logged', async () => {
    const ctx = get();
    const session = await widgetSession(ctx);
    const me = asMember(session, (await newMember(ctx, session)).access_token);
    const logsBefore = ctx.logs.length;
    const token = await tokenFor(ctx, CARD.requires3ds);
    const saved = data(
      await ctx.call('POST', CARDS, { gateway_token: token }, me),
      SavedCardResponseSchema,
    ).data;
    expect(saved).toMatchObject({ brand: 'visa', last4: '3220' });
    expect(
      data(await ctx.call('GET', CARDS, undefined, me), SavedCardsResponseSchema).data.map(
        (card) => card.last4,
      ),
    ).toEqual(['3220']);

    // Stored: the reusable customer token, never the number or the security code.
    const rows = await ctx.handle.db.selectFrom('saved_cards').selectAll().execute();
    const stored = JSON.stringify(rows);
    expect(stored).toContain('3220');
    expect(stored).not.toContain('4000000000003220');
    expect(stored).not.toContain('"123"');
    // Logged: neither (the request lines name the path, not the body).
    const logged = JSON.stringify(ctx.logs.slice(logsBefore));
    expect(logged).not.toContain('4000000000003220');
    expect(logged).not.toContain('4000 0000 0000 3220');
    // Nothing was charged: no payment exists.
    const payments = await ctx.handle.db
      .selectFrom('payment_transactions')
      .select('id')
      .where('card_last4', '=', '3220')
      .execute();
    expect(payments).toEqual([]);

    // The single-use token cannot be saved twice, and a guest cannot save one at all.
    expect((await ctx.call('POST', CARDS, { gateway_token: token }, me)).status).toBe(402);
    const guest = await ctx.call('POST', CARDS, {
      gateway_token: await tokenFor(ctx, CARD.succeeds),
    });
    expect(guest.status).toBe(401);
    expect(apiError(guest).status).toBe(401);
  });
});
