import { expect, it } from 'vitest';
import { CreateReservationResponseSchema } from '../../src/api/contract/index.ts';
import { addDays } from '../../src/rules/dates.ts';
import { createTestGateway } from '../payments/test-gateway.ts';
import { CARD, prepaidBooking, tokenFor } from '../payments/test-helpers.ts';
import { tokyoBooking } from '../test/fixtures.ts';
import { data, describeOnDatabases, type TestContext } from '../test/harness.ts';

const ROOM = 'standard-double';

/** Books (card when `card`), cancels the evening before check-in (50% fee), returns the mail. */
async function cancelAndRead(ctx: TestContext, offset: number, extra: Record<string, unknown>) {
  const checkin = await ctx.freeDate(ROOM, 1, offset);
  const app = ctx.appWith({
    paymentGateway: createTestGateway(() => 'https://book.test'),
    now: () => new Date(`${addDays(checkin, -1)}T19:00:00+09:00`),
  });
  const body =
    extra.card === false
      ? tokyoBooking(checkin)
      : {
          ...prepaidBooking(checkin, await tokenFor(ctx, CARD.succeeds, app)),
          ...(typeof extra.mcp === 'string' ? { mcp_currency: extra.mcp } : {}),
        };
  const r = data(
    await ctx.call('POST', '/api/v1/reservations', body, {}, app),
    CreateReservationResponseSchema,
  ).data;
  const res = await ctx.call(
    'PUT',
    `/api/v1/reservations/${r.reservation_number}/cancel?bypass_token=${r.bypass_token}`,
    { reason: 'other' },
    {},
    app,
  );
  expect(res.status).toBe(200);
  const mail = ctx.mailer
    .outbox()
    .find((m) => m.subject.includes(`Reservation cancelled: ${r.reservation_number}`));
  if (!mail) throw new Error('no cancellation mail');
  return { r, text: mail.text };
}

describeOnDatabases('cancellation e-mail', (get) => {
  it('says how much went back to the card and the fee kept', async () => {
    const ctx = get();
    const { r, text } = await cancelAndRead(ctx, 190, {});
    const fee = Math.floor(r.price.total_price / 2);
    const yen = (n: number) => `¥${n.toLocaleString('en')}`;
    expect(text).toContain(`Cancellation fee: ${yen(fee)}`);
    expect(text).toContain(
      `Refunded to your card (VISA ending in 4242): ${yen(r.price.total_price - fee)}`,
    );
    expect(text).toContain(`Cancellation fee kept: ${yen(fee)}`);
  });

  it('gives a multi-currency refund in the currency charged', async () => {
    const ctx = get();
    const { r, text } = await cancelAndRead(ctx, 195, { mcp: 'USD' });
    const paid = r.price.mcp_total_price ?? 0;
    const fee = r.mcp_cancellation_fee ?? 0;
    const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    expect(text).toContain(`Refunded to your card (VISA ending in 4242): ${usd(paid - fee)}`);
    expect(text).toContain(`Cancellation fee kept: ${usd(fee)}`);
  });

  it('says nothing about a card when the booking was paid at the hotel', async () => {
    const ctx = get();
    const { text } = await cancelAndRead(ctx, 200, { card: false });
    expect(text).toContain('Cancellation fee:');
    expect(text).not.toContain('your card');
  });
});
