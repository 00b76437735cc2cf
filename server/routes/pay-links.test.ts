import { expect, it } from 'vitest';
import { HotelPayLinkResponseSchema, PayLinkResponseSchema } from '../../src/api/contract/index.ts';
import { DEMO_HOTEL_API_KEY } from '../db/seed/pay-links.ts';
import { answerChallenge, CARD, tokenFor } from '../payments/test-helpers.ts';
import { createApiKey, revokeApiKey } from '../services/pay-links/api-keys.ts';
import { tokyoBooking } from '../test/fixtures.ts';
import { apiError, data, describeOnDatabases, type TestContext } from '../test/harness.ts';

const auth = (key = DEMO_HOTEL_API_KEY) => ({ authorization: `Bearer ${key}` });
const LINKS = '/api/v1/hotel/payment_links';

async function createLink(ctx: TestContext, body: Record<string, unknown> = {}) {
  const res = await ctx.call(
    'POST',
    LINKS,
    { amount: 12000, description: 'Late check-out', email: 'guest@example.com', ...body },
    auth(),
  );
  expect(res.status).toBe(201);
  return data(res, HotelPayLinkResponseSchema).data;
}

const page = async (ctx: TestContext, number: string, app = ctx.app) =>
  data(
    await ctx.call('GET', `/api/v1/tripla_pay/transactions/${number}`, undefined, {}, app),
    PayLinkResponseSchema,
  ).data;

async function pay(ctx: TestContext, number: string, card: string, amount = 12000, app = ctx.app) {
  const token = await tokenFor(ctx, card, app);
  return ctx.call(
    'PATCH',
    `/api/v1/tripla_pay/transactions/${number}`,
    { gateway_token: token, expected_amount: amount },
    {},
    app,
  );
}

describeOnDatabases('pay-by-link', (get) => {
  it('lets only a hotel key create links; keys are stored hashed and can be revoked', async () => {
    const ctx = get();
    const body = { amount: 100, description: 'x', email: 'a@example.com' };
    expect((await ctx.call('POST', LINKS, body)).status).toBe(401);
    const wrong = `${DEMO_HOTEL_API_KEY.slice(0, -1)}X`;
    const refused = await ctx.call('POST', LINKS, body, auth(wrong));
    expect(refused.status).toBe(401);
    expect(apiError(refused).code).toBe(9401);
    const created = await createApiKey(ctx.handle.db, 'sakura_kyoto', 'test', new Date());
    expect(created.key).toMatch(/^hbk_[0-9a-f]{8}_/);
    const rows = await ctx.handle.db.selectFrom('hotel_api_keys').selectAll().execute();
    // The secret is base64url and may itself hold '_': take everything after `hbk_<prefix>_`.
    const secret = created.key.slice('hbk_'.length + created.prefix.length + 1);
    expect(secret).toHaveLength(43);
    expect(JSON.stringify(rows)).not.toContain(secret);
    const kyoto = await ctx.call('POST', LINKS, body, auth(created.key));
    expect(data(kyoto, HotelPayLinkResponseSchema).data.hotel_code).toBe('sakura-kyoto');
    // Another hotel's link is not found with this key.
    const number = data(kyoto, HotelPayLinkResponseSchema).data.payment_number;
    expect((await ctx.call('GET', `${LINKS}/${number}`, undefined, auth())).status).toBe(404);
    expect(await revokeApiKey(ctx.handle.db, created.prefix, new Date())).toBe(true);
    expect((await ctx.call('POST', LINKS, body, auth(created.key))).status).toBe(401);
  });

  it('mails the link in the guest language and is paid once; a second attempt is already paid', async () => {
    const ctx = get();
    const link = await createLink(ctx, { locale: 'ja', email: 'paylink-ja@example.com' });
    expect(link.status).toBe('open');
    expect(link.url).toBe(
      `https://book.test/payments/${link.payment_number}?code=sakura-tokyo&locale=ja`,
    );
    const mail = ctx.mailer.outbox().find((m) => m.to === 'paylink-ja@example.com');
    expect(mail?.subject).toContain('お支払いのお願い');
    expect(mail?.text).toContain(link.url);
    expect(mail?.text).toContain('12,000');

    const shown = await page(ctx, link.payment_number);
    // The hotel's zone comes along: the page gives the link's end in it, as the e-mail does.
    expect(shown).toMatchObject({
      amount: 12000,
      currency: 'JPY',
      status: 'open',
      time_zone: 'Asia/Tokyo',
    });
    expect(JSON.stringify(shown)).not.toContain('paylink-ja@example.com');

    const paid = await pay(ctx, link.payment_number, CARD.succeeds);
    expect(data(paid, PayLinkResponseSchema).data).toMatchObject({
      status: 'paid',
      card_brand: 'visa',
      card_last4: '4242',
    });
    const again = await pay(ctx, link.payment_number, CARD.succeeds);
    expect(again.status).toBe(409);
    expect(apiError(again).title).toBe('already_paid');
    expect(JSON.stringify(ctx.logs)).not.toContain('4242424242424242');
    // The payment number is the link's secret: request logs keep only its start.
    expect(JSON.stringify(ctx.logs)).not.toContain(link.payment_number);
    expect(JSON.stringify(ctx.logs)).toContain(`${link.payment_number.slice(0, 6)}…`);
  });

  it('answers the same attempt once when two tabs pay at the same moment', async () => {
    const ctx = get();
    const link = await createLink(ctx, { send_email: false });
    const [a, b] = await Promise.all([
      pay(ctx, link.payment_number, CARD.succeeds),
      pay(ctx, link.payment_number, CARD.succeeds),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await page(ctx, link.payment_number)).status).toBe('paid');
  });

  it('keeps a link payable after a refused card, with the issue key', async () => {
    const ctx = get();
    const link = await createLink(ctx, { send_email: false });
    const declined = await pay(ctx, link.payment_number, CARD.declined);
    expect(declined.status).toBe(402);
    expect(apiError(declined).code).toBe(3007);
    expect(apiError(declined).payload).toMatchObject({ issue: 'Others' });
    const shown = await page(ctx, link.payment_number);
    expect(shown).toMatchObject({ status: 'open', error_code: 3007, issue: 'Others' });
    expect((await pay(ctx, link.payment_number, CARD.succeeds)).status).toBe(200);
  });

  it('asks the page to update when the hotel changed the amount', async () => {
    const ctx = get();
    const link = await createLink(ctx, { send_email: false });
    const changed = await ctx.call(
      'PATCH',
      `${LINKS}/${link.payment_number}`,
      { amount: 15000 },
      auth(),
    );
    expect(data(changed, HotelPayLinkResponseSchema).data.amount).toBe(15000);
    const stale = await pay(ctx, link.payment_number, CARD.succeeds, 12000);
    expect(stale.status).toBe(409);
    expect(apiError(stale).title).toBe('payment_amount_changed');
    expect(apiError(stale).payload).toMatchObject({ amount: 15000 });
    expect((await pay(ctx, link.payment_number, CARD.succeeds, 15000)).status).toBe(200);
  });

  it('pays through 3-D Secure; a failed challenge leaves the link payable', async () => {
    const ctx = get();
    const link = await createLink(ctx, { send_email: false });
    const failed = data(
      await pay(ctx, link.payment_number, CARD.requires3ds),
      PayLinkResponseSchema,
    ).data;
    expect(failed.status).toBe('pre_3d_secure');
    await answerChallenge(ctx, failed.challenge_url ?? '', 'failed');
    const completeUrl = `/api/v1/tripla_pay/transactions/${link.payment_number}/complete`;
    const reopened = data(await ctx.call('POST', completeUrl), PayLinkResponseSchema).data;
    expect(reopened).toMatchObject({ status: 'open', error_code: 3006 });

    const closed = data(
      await pay(ctx, link.payment_number, CARD.requires3ds),
      PayLinkResponseSchema,
    ).data;
    expect(closed.status).toBe('pre_3d_secure');
    const abandoned = await ctx.call(
      'POST',
      `/api/v1/tripla_pay/transactions/${link.payment_number}/abandon`,
    );
    expect(data(abandoned, PayLinkResponseSchema).data).toMatchObject({
      status: 'open',
      error_code: 3008,
    });

    const started = data(
      await pay(ctx, link.payment_number, CARD.requires3ds),
      PayLinkResponseSchema,
    ).data;
    // While the challenge is open, a second tab cannot start another payment.
    const meanwhile = await pay(ctx, link.payment_number, CARD.succeeds);
    expect(apiError(meanwhile).title).toBe('payment_in_progress');
    const answered = await answerChallenge(ctx, started.challenge_url ?? '', 'approved');
    expect(answered.status).toBe(303);
    const back = new URL(answered.headers.get('location') ?? '');
    expect(back.pathname).toBe(`/payments/${link.payment_number}`);
    const done = data(await ctx.call('POST', completeUrl), PayLinkResponseSchema).data;
    expect(done.status).toBe('paid');
    expect(data(await ctx.call('POST', completeUrl), PayLinkResponseSchema).data.status).toBe(
      'paid',
    );
  });

  it('shows expired and cancelled links, and refunds a paid one in full', async () => {
    const ctx = get();
    const short = await createLink(ctx, { send_email: false, expires_in_hours: 1 });
    const later = ctx.appWith({ now: () => new Date(Date.now() + 2 * 3_600_000) });
    expect((await page(ctx, short.payment_number, later)).status).toBe('expired');
    const late = await pay(ctx, short.payment_number, CARD.succeeds, 12000, later);
    expect(late.status).toBe(410);
    expect(apiError(late).code).toBe(3780);

    const ended = await createLink(ctx, { send_email: false });
    const endNow = await ctx.call(
      'PATCH',
      `${LINKS}/${ended.payment_number}`,
      { expires_in_hours: 0 },
      auth(),
    );
    expect(data(endNow, HotelPayLinkResponseSchema).data.status).toBe('expired');

    const cancelled = await createLink(ctx, { send_email: false });
    const res = await ctx.call('POST', `${LINKS}/${cancelled.payment_number}/cancel`, {}, auth());
    expect(data(res, HotelPayLinkResponseSchema).data.status).toBe('cancelled');
    expect((await page(ctx, cancelled.payment_number)).status).toBe('cancelled');
    expect((await pay(ctx, cancelled.payment_number, CARD.succeeds)).status).toBe(410);

    const paid = await createLink(ctx, { send_email: false });
    expect((await pay(ctx, paid.payment_number, CARD.succeeds)).status).toBe(200);
    const noCancel = await ctx.call('POST', `${LINKS}/${paid.payment_number}/cancel`, {}, auth());
    expect(apiError(noCancel).title).toBe('already_paid');
    const refund = await ctx.call('POST', `${LINKS}/${paid.payment_number}/refund`, {}, auth());
    expect(data(refund, HotelPayLinkResponseSchema).data).toMatchObject({
      status: 'refunded',
      refunded_amount: 12000,
    });
    expect((await page(ctx, paid.payment_number)).status).toBe('refunded');
  });

  it('ties a link to a reservation of the hotel; unknown numbers are not found', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate('standard-double', 1, 190);
    const booked = await ctx.call('POST', '/api/v1/reservations', tokyoBooking(checkin, 1));
    const number = (booked.body as { data: { reservation_number: string } }).data
      .reservation_number;
    const link = await createLink(ctx, { send_email: false, reservation_number: number });
    expect((await page(ctx, link.payment_number)).reservation_number).toBe(number);
    const bad = await ctx.call(
      'POST',
      LINKS,
      { amount: 1, description: 'x', email: 'a@example.com', reservation_number: 'NOPE' },
      auth(),
    );
    expect(apiError(bad).code).toBe(1000);
    const missing = await ctx.call('GET', '/api/v1/tripla_pay/transactions/PL00000000000000000000');
    expect(missing.status).toBe(404);
    expect(apiError(missing).details.base[0]).toBe('payment record not found');
  });
});
