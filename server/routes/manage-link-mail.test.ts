import { expect, it } from 'vitest';
import {
  type CreateReservation,
  CreateReservationResponseSchema,
} from '../../src/api/contract/index.ts';
import { addDays } from '../../src/rules/dates.ts';
import type { StoredMail } from '../mail/mailer.ts';
import { startExpiryJob } from '../payments/expiry-job.ts';
import { createTestGateway } from '../payments/test-gateway.ts';
import { CARD, pathOf, prepaidBooking, tokenFor } from '../payments/test-helpers.ts';
import { mailSettled } from '../services/reservations/settled-mail.ts';
import { tokyoBooking } from '../test/fixtures.ts';
import { data, describeOnDatabases, type TestContext } from '../test/harness.ts';

const ROOM = 'standard-double';
const MANAGE_LINK = /https?:\/\/[^\s"<>]+\/reservation\/confirmation\/[^\s"<>]+/g;

/** The newest mail about reservation `number` (the outbox is newest first). */
function newestMail(ctx: TestContext, number: string): StoredMail {
  const mail = ctx.mailer.outbox().find((m) => m.subject.includes(number));
  if (!mail) throw new Error(`no mail about ${number}`);
  return mail;
}

/**
 * The manage link of the newest mail about reservation `number`, checked as issue 22 wants it: one link, to the hosted
 * reservation page, with the hotel code, a bypass token that opens the reservation and the
 * booking's locale — and no e-mail address, in the text or the HTML.
 */
async function expectManageLink(
  ctx: TestContext,
  number: string,
  locale: string,
  app = ctx.app,
): Promise<URL> {
  const mail = newestMail(ctx, number);
  const links = [...new Set(mail.text.match(MANAGE_LINK) ?? [])].map((l) => new URL(l));
  expect(links).toHaveLength(1);
  const [link] = links as [URL];
  expect(link.pathname).toBe(`/reservation/confirmation/${number}`);
  expect([...link.searchParams.keys()].sort()).toEqual(['bypass_token', 'code', 'locale']);
  expect(link.searchParams.get('code')).toBe('sakura-tokyo');
  expect(link.searchParams.get('locale')).toBe(locale);
  for (const body of [mail.text, mail.html ?? '']) {
    expect(body).not.toMatch(/[?&;]email=/);
    expect(body).not.toContain(encodeURIComponent(mail.to));
  }
  const token = link.searchParams.get('bypass_token') ?? '';
  expect(token.length).toBeGreaterThanOrEqual(40);
  const read = `/api/v1/reservations/${number}?bypass_token=${encodeURIComponent(token)}`;
  const opened = await ctx.call('GET', read, undefined, {}, app);
  expect(opened.status).toBe(200);
  return link;
}

/** Books with `body`; answers the created reservation. */
async function book(ctx: TestContext, body: CreateReservation, app = ctx.app) {
  const res = await ctx.call('POST', '/api/v1/reservations', body, {}, app);
  expect(res.status).toBe(201);
  return data(res, CreateReservationResponseSchema).data;
}

/** A 3-D Secure booking (card 3220) in `locale` whose challenge the guest approved. */
async function approved3ds(ctx: TestContext, offset: number, locale: 'ar' | 'ja', app = ctx.app) {
  const checkin = await ctx.freeDate(ROOM, 1, offset);
  const token = await tokenFor(ctx, CARD.requires3ds, app);
  const r = await book(ctx, { ...prepaidBooking(checkin, token), locale }, app);
  expect(r.status).toBe('payment_pending');
  const answered = await app.request(pathOf(r.payment?.challenge_url ?? ''), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome: 'approved', mode: 'redirect' }).toString(),
  });
  expect(answered.status).toBe(303);
  expect(ctx.mailer.outbox().some((m) => m.subject.includes(r.reservation_number))).toBe(false);
  return r;
}

describeOnDatabases('the manage link of every guest e-mail', (get) => {
  it('card without challenge (4242): the token of the booking answer', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate(ROOM, 1, 260);
    const r = await book(ctx, prepaidBooking(checkin, await tokenFor(ctx, CARD.succeeds)));
    const link = await expectManageLink(ctx, r.reservation_number, 'en');
    expect(link.searchParams.get('bypass_token')).toBe(r.bypass_token);
    expect(link.href).toBe(r.manage_url);
  });

  it('3-D Secure approved, settled by payment/complete: a token, never the e-mail', async () => {
    const ctx = get();
    const r = await approved3ds(ctx, 265, 'ar');
    const path = `/api/v1/reservations/${r.reservation_number}/payment/complete`;
    expect((await ctx.call('POST', `${path}?bypass_token=${r.bypass_token}`)).status).toBe(200);
    const mail = newestMail(ctx, r.reservation_number);
    expect(mail.html).toContain('dir="rtl"');
    await expectManageLink(ctx, r.reservation_number, 'ar');
  });

  it('3-D Secure approved, settled by a read with the e-mail: still a token', async () => {
    const ctx = get();
    const r = await approved3ds(ctx, 270, 'ja');
    const path = `/api/v1/reservations/${r.reservation_number}?email=hanako@example.com`;
    expect((await ctx.call('GET', path)).status).toBe(200);
    await expectManageLink(ctx, r.reservation_number, 'ja');
  });

  it('3-D Secure approved but never returned from: the 15-minute sweep mails it', async () => {
    const ctx = get();
    const gateway = createTestGateway(() => 'https://book.test');
    const app = ctx.appWith({ paymentGateway: gateway });
    const r = await approved3ds(ctx, 275, 'ar', app);
    const job = startExpiryJob({
      db: ctx.handle.db,
      gateway,
      now: () => new Date(Date.now() + 16 * 60_000),
      logger: () => {},
      intervalMs: 3_600_000,
      onDone: mailSettled({
        db: ctx.handle.db,
        mailer: ctx.mailer,
        publicOrigin: () => 'https://book.test',
        now: () => new Date(),
        logger: () => {},
      }),
    });
    await job.runOnce();
    await job.stop();
    await expectManageLink(ctx, r.reservation_number, 'ar', app);
  });

  it('pay at the hotel: the token of the booking answer, in the booking locale', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate(ROOM, 1, 280);
    const r = await book(ctx, tokyoBooking(checkin, 1, { locale: 'zh_Hant' }));
    const link = await expectManageLink(ctx, r.reservation_number, 'zh_Hant');
    expect(link.searchParams.get('bypass_token')).toBe(r.bypass_token);
  });

  it('a change proved with the e-mail: the change mail carries a token that opens it', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate(ROOM, 2, 285);
    const r = await book(ctx, tokyoBooking(checkin, 1, { locale: 'ar' }));
    const confirmation = newestMail(ctx, r.reservation_number);
    const moved = await ctx.call(
      'PUT',
      `/api/v1/reservations/${r.reservation_number}?email=hanako@example.com`,
      { checkin_date: addDays(checkin, 1), checkout_date: addDays(checkin, 2) },
    );
    expect(moved.status).toBe(200);
    const mail = newestMail(ctx, r.reservation_number);
    expect(mail.subject).not.toBe(confirmation.subject);
    await expectManageLink(ctx, r.reservation_number, 'ar');
  });

  it('a cancellation mail carries no e-mail address in any link', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate(ROOM, 1, 290);
    const r = await book(ctx, tokyoBooking(checkin, 1, { locale: 'ar' }));
    const path = `/api/v1/reservations/${r.reservation_number}/cancel?email=hanako@example.com`;
    expect((await ctx.call('PUT', path, { reason: 'other' })).status).toBe(200);
    const mail = newestMail(ctx, r.reservation_number);
    for (const body of [mail.text, mail.html ?? '']) expect(body).not.toMatch(/[?&;]email=/);
    // A cancelled booking has nothing left to manage: no link at all, so none can leak.
    expect(mail.text.match(MANAGE_LINK)).toBeNull();
  });
});
