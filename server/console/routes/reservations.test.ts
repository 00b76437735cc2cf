import { sql } from 'kysely';
import * as v from 'valibot';
import { expect, it, vi } from 'vitest';
import {
  DeskPayLinkResponseSchema,
  DeskQuoteResponseSchema,
} from '../../../src/api/contract/console/reservation-actions.ts';
import {
  DeskListResponseSchema,
  DeskReservationResponseSchema,
} from '../../../src/api/contract/console/reservations.ts';
import { CreateReservationResponseSchema } from '../../../src/api/contract/index.ts';
import { addDays } from '../../../src/rules/dates.ts';
import { createTestGateway } from '../../payments/test-gateway.ts';
import { CARD, prepaidBooking, tokenFor } from '../../payments/test-helpers.ts';
import { tokyoBooking } from '../../test/fixtures.ts';
import { apiError, data, describeOnDatabases, type TestContext } from '../../test/harness.ts';
import { signedInStaff, staffHeaders } from '../../test/staff.ts';

const DESK = '/api/v1/console/hotels/sakura-tokyo/reservations';
const ROOM = 'standard-double';

async function book(ctx: TestContext, offset: number, overrides = {}, app = ctx.app) {
  const checkin = await ctx.freeDate(ROOM, 2, offset);
  const res = await ctx.call(
    'POST',
    '/api/v1/reservations',
    tokyoBooking(checkin, 2, overrides),
    {},
    app,
  );
  return data(res, CreateReservationResponseSchema).data;
}

const page = async (ctx: TestContext, number: string, headers: Record<string, string>) =>
  data(
    await ctx.call('GET', `${DESK}/${number}`, undefined, headers),
    DeskReservationResponseSchema,
  ).data;

const auditOf = (ctx: TestContext, action: string, target: string) =>
  ctx.handle.db
    .selectFrom('audit_log')
    .select(['actor_email', 'before', 'after'])
    .where('action', '=', action)
    .where('target', '=', target)
    .execute();

describeOnDatabases('console: reservations desk', (get) => {
  it('lists, searches and filters the hotel’s reservations; marketing may not', async () => {
    const ctx = get();
    const desk = await staffHeaders(ctx, { role: 'front_desk' });
    const mine = await book(ctx, 40, {
      guest: { first_name: 'Deskfind', last_name: 'Okabe', phone: '+819055501234' },
      email: 'deskfind@example.com',
    });
    for (const q of [mine.reservation_number, 'deskfind', 'OKABE DESKFIND', '5550123']) {
      const res = await ctx.call('GET', `${DESK}?q=${encodeURIComponent(q)}`, undefined, desk);
      const list = data(res, DeskListResponseSchema);
      expect(list.data.map((r) => r.reservation_number)).toContain(mine.reservation_number);
      expect(list.meta.total).toBe(list.data.length);
    }
    const row = data(
      await ctx.call('GET', `${DESK}?q=${mine.reservation_number}`, undefined, desk),
      DeskListResponseSchema,
    ).data[0];
    expect(row).toMatchObject({
      status: 'done',
      guest_name: 'Deskfind Okabe',
      source: 'widget',
      member: false,
      room_types: [ROOM],
      currency: 'JPY',
    });
    const filtered = async (query: string) =>
      data(
        await ctx.call('GET', `${DESK}?q=deskfind&${query}`, undefined, desk),
        DeskListResponseSchema,
      ).meta.total;
    expect(await filtered(`stay_from=${mine.checkin_date}&stay_to=${mine.checkin_date}`)).toBe(1);
    expect(await filtered(`stay_from=${mine.checkout_date}`)).toBe(0);
    expect(await filtered('status=cancelled')).toBe(0);
    expect(await filtered(`room_type=${ROOM}&plan=std-room-only&source=widget`)).toBe(1);
    expect(await filtered('room_type=suite')).toBe(0);
    expect(await filtered('member=yes')).toBe(0);
    expect(await filtered(`booked_from=${ctx.today}`)).toBe(1);
    expect(await filtered('today=arrivals')).toBe(0);
    const sorted = data(
      await ctx.call('GET', `${DESK}?sort=checkin&per_page=5&page=2`, undefined, desk),
      DeskListResponseSchema,
    );
    expect(sorted.data.length).toBeLessThanOrEqual(5);
    expect(sorted.meta.page).toBe(2);
    const dates = sorted.data.map((r) => r.checkin_date);
    expect(dates).toEqual([...dates].sort());
    // Another hotel's booking is never in Tokyo's list, and another hotel's page is 404.
    expect(
      (
        await ctx.call(
          'GET',
          `/api/v1/console/hotels/sakura-kyoto/reservations/${mine.reservation_number}`,
          undefined,
          desk,
        )
      ).status,
    ).toBe(404);
    const marketing = await staffHeaders(ctx, { role: 'marketing' });
    const refused = await ctx.call('GET', DESK, undefined, marketing);
    expect(refused.status).toBe(403);
    expect(apiError(refused).code).toBe(9443);
    expect((await ctx.call('GET', DESK)).status).toBe(401);
    expect((await ctx.call('GET', `${DESK}?per_page=500`, undefined, desk)).status).toBe(400);
  });

  it('records where each booking was made, so the source filter finds hosted and agency bookings', async () => {
    const ctx = get();
    const desk = await staffHeaders(ctx, { role: 'front_desk' });
    const guest = (name: string) => ({
      guest: { first_name: name, last_name: 'Sourcetest' },
      email: `${name.toLowerCase()}@example.com`,
    });
    const hosted = await book(ctx, 110, { ...guest('Hostedpage'), source: 'hosted' });
    const agency = await book(ctx, 112, { ...guest('Agencysite'), source: 'agency' });
    const inline = await book(ctx, 114, guest('Inlinewidget'));
    const metasearch = await book(ctx, 116, {
      ...guest('Metasearch'),
      source: 'hosted',
      campaign: { metasearch_source: 'trivago' },
    });
    const found = async (source: string) =>
      data(
        await ctx.call('GET', `${DESK}?q=sourcetest&source=${source}`, undefined, desk),
        DeskListResponseSchema,
      ).data.map((r) => r.reservation_number);
    expect(await found('hosted')).toEqual([hosted.reservation_number]);
    expect(await found('agency')).toEqual([agency.reservation_number]);
    expect(await found('widget')).toEqual([inline.reservation_number]);
    expect(await found('channel')).toEqual([metasearch.reservation_number]);
    expect((await page(ctx, hosted.reservation_number, desk)).source).toBe('hosted');
    // Only the server records a channel, pay-by-link or console booking: a client's claim is 400.
    for (const source of ['pay_by_link', 'channel', 'console']) {
      const checkin = await ctx.freeDate(ROOM, 2, 118);
      const refused = await ctx.call('POST', '/api/v1/reservations', {
        ...tokyoBooking(checkin, 2, guest('Claimed')),
        source,
      });
      expect(refused.status).toBe(400);
    }
    expect(await found('pay_by_link')).toEqual([]);
  });

  it("shows today's arrivals, departures and guests in house in the hotel's time zone", async () => {
    const ctx = get();
    const desk = await staffHeaders(ctx, { role: 'front_desk' });
    const r = await book(ctx, 60);
    const db = ctx.handle.db;
    const ids = (
      await db
        .selectFrom('reservations')
        .select('id')
        .where('number', '=', r.reservation_number)
        .executeTakeFirstOrThrow()
    ).id;
    const move = (checkin: string, checkout: string) =>
      db
        .updateTable('reservations')
        .set({ checkin_date: checkin, checkout_date: checkout })
        .where('id', '=', ids)
        .execute();
    const numbers = async (today: string) =>
      data(
        await ctx.call('GET', `${DESK}?today=${today}&per_page=200`, undefined, desk),
        DeskListResponseSchema,
      ).data.map((x) => x.reservation_number);
    await move(ctx.today, addDays(ctx.today, 2));
    expect(await numbers('arrivals')).toContain(r.reservation_number);
    expect(await numbers('in_house')).toContain(r.reservation_number);
    expect(await numbers('departures')).not.toContain(r.reservation_number);
    await move(addDays(ctx.today, -2), ctx.today);
    expect(await numbers('departures')).toContain(r.reservation_number);
    expect(await numbers('in_house')).not.toContain(r.reservation_number);
  });

  it('shows a reservation with its timeline; notes are added, audited and shown', async () => {
    const ctx = get();
    const staff = await signedInStaff(ctx, { role: 'front_desk' });
    const r = await book(ctx, 45);
    const before = await page(ctx, r.reservation_number, staff.headers);
    expect(before.reservation.reservation_number).toBe(r.reservation_number);
    expect(before.reservation.answers.length).toBeGreaterThan(0);
    expect(before.events.map((e) => e.kind)).toContain('created');
    expect(before.cancellation_quote.card_held).toBe(false);
    const res = await ctx.call(
      'POST',
      `${DESK}/${r.reservation_number}/notes`,
      { text: 'Late arrival, around 23:00' },
      staff.headers,
    );
    const after = data(res, DeskReservationResponseSchema).data;
    expect(res.status).toBe(201);
    const note = after.events.find((e) => e.kind === 'note');
    expect(note).toMatchObject({
      actor: { staff_id: staff.staffId, email: staff.email },
      detail: { text: 'Late arrival, around 23:00' },
    });
    expect(
      await auditOf(ctx, 'reservation.note', `reservation:${r.reservation_number}`),
    ).toHaveLength(1);
    const empty = await ctx.call(
      'POST',
      `${DESK}/${r.reservation_number}/notes`,
      { text: ' ' },
      staff.headers,
    );
    expect(empty.status).toBe(400);
  });

  it('quotes and changes the dates at the new price; a manager may override it with a reason', async () => {
    const ctx = get();
    const desk = await signedInStaff(ctx, { role: 'front_desk' });
    const manager = await signedInStaff(ctx, { role: 'manager' });
    const r = await book(ctx, 70);
    const checkin = await ctx.freeDate(ROOM, 3, 90);
    const change = { checkin_date: checkin, checkout_date: addDays(checkin, 3) };
    const quote = data(
      await ctx.call('POST', `${DESK}/${r.reservation_number}/change-quote`, change, desk.headers),
      DeskQuoteResponseSchema,
    ).data;
    expect(quote.old_total_price).toBe(r.price.total_price);
    expect(quote.total_price).toBeGreaterThan(quote.old_total_price);
    expect(quote.nights).toBe(3);
    // The quote changed nothing.
    expect((await page(ctx, r.reservation_number, desk.headers)).reservation.checkin_date).toBe(
      r.checkin_date,
    );
    const stale = await ctx.call(
      'POST',
      `${DESK}/${r.reservation_number}/change`,
      { ...change, expected_total_price: quote.total_price - 1 },
      desk.headers,
    );
    expect(stale.status).toBe(409);
    const notHers = await ctx.call(
      'POST',
      `${DESK}/${r.reservation_number}/change`,
      {
        ...change,
        expected_total_price: quote.total_price,
        override_total_price: 1000,
        override_reason: 'x',
      },
      desk.headers,
    );
    expect(notHers.status).toBe(403);
    expect(apiError(notHers).code).toBe(9443);
    const changed = data(
      await ctx.call(
        'POST',
        `${DESK}/${r.reservation_number}/change`,
        { ...change, expected_total_price: quote.total_price },
        desk.headers,
      ),
      DeskReservationResponseSchema,
    ).data;
    expect(changed.reservation).toMatchObject({
      checkin_date: checkin,
      price: { total_price: quote.total_price },
    });
    const event = changed.events.find((e) => e.kind === 'changed');
    expect(event?.actor?.email).toBe(desk.email);
    expect(
      changed.events.some((e) => e.kind === 'mail.sent' && e.detail?.template === 'update'),
    ).toBe(true);
    expect(JSON.stringify(changed.events)).not.toMatch(/bypass_token=[A-Za-z0-9]/);
    const mail = ctx.mailer.outbox()[0];
    expect(mail?.to).toBe('hanako@example.com');
    // A manager's own price, with a reason; without one it is refused.
    const later = { checkin_date: addDays(checkin, 0), checkout_date: addDays(checkin, 2) };
    const q2 = data(
      await ctx.call(
        'POST',
        `${DESK}/${r.reservation_number}/change-quote`,
        later,
        manager.headers,
      ),
      DeskQuoteResponseSchema,
    ).data;
    const noReason = await ctx.call(
      'POST',
      `${DESK}/${r.reservation_number}/change`,
      { ...later, expected_total_price: q2.total_price, override_total_price: 30000 },
      manager.headers,
    );
    expect(noReason.status).toBe(400);
    const overridden = data(
      await ctx.call(
        'POST',
        `${DESK}/${r.reservation_number}/change`,
        {
          ...later,
          expected_total_price: q2.total_price,
          override_total_price: 30000,
          override_reason: 'Regular guest',
        },
        manager.headers,
      ),
      DeskReservationResponseSchema,
    ).data;
    expect(overridden.reservation.price.total_price).toBe(30000);
    expect(overridden.events.find((e) => e.kind === 'price_override')?.detail).toMatchObject({
      quoted: q2.total_price,
      charged: 30000,
      reason: 'Regular guest',
    });
    const audits = await auditOf(ctx, 'reservation.change', `reservation:${r.reservation_number}`);
    expect(audits.map((a) => a.actor_email).sort()).toEqual([desk.email, manager.email].sort());
  });

  it('answers 409 3013 while another change holds the reservation', async () => {
    const ctx = get();
    const desk = await staffHeaders(ctx, { role: 'manager' });
    const r = await book(ctx, 75);
    await ctx.handle.db
      .updateTable('reservations')
      .set({ locked_until: new Date(Date.now() + 60_000), lock_id: 'elsewhere' })
      .where('number', '=', r.reservation_number)
      .execute();
    const cancel = await ctx.call(
      'POST',
      `${DESK}/${r.reservation_number}/cancel`,
      { fee: 0 },
      desk,
    );
    expect(cancel.status).toBe(409);
    expect(apiError(cancel).code).toBe(3013);
    const shown = await page(ctx, r.reservation_number, desk);
    expect(shown.locked).toBe(true);
    expect(shown.reservation.status).toBe('done');
  });

  it('cancels with the policy fee or a manager’s fee, refunding the card through the gateway', async () => {
    const ctx = get();
    const gateway = createTestGateway(() => 'https://book.test');
    const app = ctx.appWith({ paymentGateway: gateway });
    const desk = await signedInStaff(ctx, { role: 'front_desk' });
    const manager = await signedInStaff(ctx, { role: 'manager' });
    const checkin = await ctx.freeDate(ROOM, 1, 150);
    const token = await tokenFor(ctx, CARD.succeeds, app);
    const booked = data(
      await ctx.call('POST', '/api/v1/reservations', prepaidBooking(checkin, token), {}, app),
      CreateReservationResponseSchema,
    ).data;
    const number = booked.reservation_number;
    const shown = await page(ctx, number, desk.headers);
    expect(shown.cancellation_quote).toMatchObject({ fee: 0, card_held: true });
    expect(shown.payments[0]).toMatchObject({ kind: 'card', status: 'captured' });
    const call = (body: unknown, headers: Record<string, string>) =>
      ctx.call('POST', `${DESK}/${number}/cancel`, body, headers, app);
    const deskOverride = await call({ fee: 5000, override_reason: 'late' }, desk.headers);
    expect(deskOverride.status).toBe(403);
    expect(
      (await call({ fee: booked.price.total_price + 1, override_reason: 'x' }, manager.headers))
        .status,
    ).toBe(400);
    const cancelled = data(
      await call({ fee: 5000, override_reason: 'Cancelled by phone on the day' }, manager.headers),
      DeskReservationResponseSchema,
    ).data;
    expect(cancelled.reservation.status).toBe('cancelled');
    expect(cancelled.reservation.cancellation?.fee).toBe(5000);
    const refund = booked.price.total_price - 5000;
    expect(cancelled.payments[0]).toMatchObject({ refunded_amount: refund });
    const kinds = cancelled.events.map((e) => e.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['created', 'payment.captured', 'cancelled', 'payment.refunded']),
    );
    expect(cancelled.events.find((e) => e.kind === 'cancelled')?.actor?.email).toBe(manager.email);
    const paymentId = cancelled.payments[0]?.reference ?? '';
    expect(gateway.payment(paymentId)?.refunded).toBe(refund);
    expect(await auditOf(ctx, 'reservation.cancel', `reservation:${number}`)).toHaveLength(1);
    expect((await call({ fee: 0 }, manager.headers)).status).toBe(422);
  });

  it('marks a no-show from the check-in day, keeping the no-show fee', async () => {
    const ctx = get();
    const manager = await staffHeaders(ctx, { role: 'manager' });
    const r = await book(ctx, 80);
    const early = await ctx.call(
      'POST',
      `${DESK}/${r.reservation_number}/no-show`,
      { fee: 0 },
      manager,
    );
    expect(early.status).toBe(422);
    await ctx.handle.db
      .updateTable('reservations')
      .set({ checkin_date: ctx.today, checkout_date: addDays(ctx.today, 2) })
      .where('number', '=', r.reservation_number)
      .execute();
    const shown = await page(ctx, r.reservation_number, manager);
    const done = data(
      await ctx.call(
        'POST',
        `${DESK}/${r.reservation_number}/no-show`,
        { fee: shown.no_show_fee },
        manager,
      ),
      DeskReservationResponseSchema,
    ).data;
    expect(done.reservation.status).toBe('cancelled');
    expect(done.reservation.cancellation).toMatchObject({
      reason: 'no_show',
      fee: shown.no_show_fee,
    });
  });

  it('resends the confirmation and asks for a payment by link, both in the timeline', async () => {
    const ctx = get();
    const desk = await staffHeaders(ctx, { role: 'front_desk' });
    const r = await book(ctx, 85);
    const resent = data(
      await ctx.call(
        'POST',
        `${DESK}/${r.reservation_number}/resend-confirmation`,
        undefined,
        desk,
      ),
      DeskReservationResponseSchema,
    ).data;
    const mail = ctx.mailer.outbox()[0];
    expect(mail?.to).toBe('hanako@example.com');
    expect(mail?.text).toContain(r.reservation_number);
    const sent = resent.events.find((e) => e.kind === 'mail.sent');
    expect(sent?.detail).toMatchObject({ template: 'confirmation', to: 'hanako@example.com' });
    expect(String(sent?.detail?.link)).toContain(r.reservation_number);
    expect(String(sent?.detail?.link)).not.toMatch(/token=[A-Za-z0-9]/);
    const link = data(
      await ctx.call(
        'POST',
        `${DESK}/${r.reservation_number}/pay-link`,
        { amount: 3000, description: 'Airport transfer' },
        desk,
      ),
      DeskPayLinkResponseSchema,
    ).data;
    expect(ctx.mailer.outbox()[0]?.text).toContain(link.url);
    const after = await page(ctx, r.reservation_number, desk);
    expect(after.payments.find((p) => p.kind === 'pay_link')).toMatchObject({
      reference: link.payment_number,
      amount: 3000,
      status: 'open',
    });
    expect(after.events.map((e) => e.kind)).toContain('pay_link.created');
  });

  it('exports the filtered list as a password ZIP mailed like the corporate download', async () => {
    const ctx = get();
    const manager = await signedInStaff(ctx, { role: 'manager' });
    const front = await staffHeaders(ctx, { role: 'front_desk' });
    await book(ctx, 95);
    const url = '/api/v1/console/hotels/sakura-tokyo/reservations.zip?status=done';
    expect((await ctx.call('GET', url, undefined, front)).status).toBe(403);
    const res = await ctx.app.request(url, { headers: manager.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 2)]).toEqual([0x50, 0x4b]);
    const mail = ctx.mailer.outbox()[0];
    expect(mail?.to).toBe(manager.email);
    expect(mail?.text).toMatch(/reservations-sakura-tokyo-\d{8}-\d{6}\.zip/);
    expect(await auditOf(ctx, 'reservations.export', 'hotel:sakura-tokyo')).not.toHaveLength(0);
  });

  it('mails the hotel’s reservation addresses of new, changed and cancelled bookings', async () => {
    const ctx = get();
    const db = ctx.handle.db;
    const hotel = await db
      .selectFrom('hotels')
      .select(['id', 'settings'])
      .where('code', '=', 'sakura-tokyo')
      .executeTakeFirstOrThrow();
    const { sendHotelNotifications } = await import('../reservations/hotel-mail.ts');
    const deps = { db, mailer: ctx.mailer, logger: () => {}, publicOrigin: 'https://book.test' };
    // What was booked before the hotel named its addresses is not mailed later.
    await sendHotelNotifications(deps, new Date());
    await db
      .updateTable('hotels')
      .set({
        settings: JSON.stringify({
          ...hotel.settings,
          notification_emails: ['frontdesk@tokyo.test'],
        }),
      })
      .where('id', '=', hotel.id)
      .execute();
    try {
      // The address is a staff member's who reads Japanese.
      const staff = await signedInStaff(ctx, { role: 'front_desk' });
      await db
        .updateTable('staff')
        .set({ email: 'frontdesk@tokyo.test', locale: 'ja' })
        .where('id', '=', staff.staffId)
        .execute();
      const r = await book(ctx, 50);
      const mails = () => ctx.mailer.outbox().filter((m) => m.to === 'frontdesk@tokyo.test');
      // The app heard the booking's event and mailed it by itself.
      await vi.waitFor(() => expect(mails()).toHaveLength(1));
      expect(mails()[0]?.subject).toContain('新規予約');
      expect(mails()[0]?.subject).toContain(r.reservation_number);
      expect(mails()[0]?.text).toContain(
        `/console/hotels/sakura-tokyo/reservations/${r.reservation_number}`,
      );
      // Claimed once: a second sweep (another process) sends nothing more.
      await sendHotelNotifications(deps, new Date());
      expect(mails()).toHaveLength(1);
      await ctx.call(
        'PUT',
        `/api/v1/reservations/${r.reservation_number}/cancel?bypass_token=${r.bypass_token}`,
        { reason: 'other' },
      );
      await vi.waitFor(() => expect(mails()).toHaveLength(2));
      expect(mails()[0]?.subject).toContain('予約キャンセル');
    } finally {
      await db
        .updateTable('hotels')
        .set({ settings: JSON.stringify(hotel.settings) })
        .where('id', '=', hotel.id)
        .execute();
    }
  });

  it('streams a booking made through another app instance to an open desk', async () => {
    const ctx = get();
    const desk = await staffHeaders(ctx, { role: 'front_desk' });
    const other = ctx.appWith({});
    const res = await ctx.app.request('/api/v1/console/hotels/sakura-tokyo/reservation-updates', {
      headers: desk,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body?.getReader();
    if (!reader) throw new Error('no stream');
    const decoder = new TextDecoder();
    let text = '';
    const until = async (pattern: RegExp) => {
      while (!pattern.test(text)) {
        const chunk = await reader.read();
        if (chunk.done) throw new Error(`stream ended: ${text}`);
        text += decoder.decode(chunk.value);
      }
    };
    await until(/event: ready/);
    const r = await book(ctx, 100, {}, other);
    await until(new RegExp(`"reservation_number":"${r.reservation_number}"`));
    expect(text).toMatch(/event: reservation/);
    await reader.cancel();
    const refused = await ctx.app.request(
      '/api/v1/console/hotels/sakura-tokyo/reservation-updates',
      {
        headers: await staffHeaders(ctx, { role: 'marketing' }),
      },
    );
    expect(refused.status).toBe(403);
  });

  it('keeps the contract: every answer parses', () => {
    expect(
      v.is(DeskListResponseSchema, {
        data: [],
        meta: { total: 0, page: 1, per_page: 50, hotel_today: '2026-01-01' },
      }),
    ).toBe(true);
    expect(sql).toBeDefined();
  });
});
