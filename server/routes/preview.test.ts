import { expect, it } from 'vitest';
import {
  HotelPreviewResponseSchema,
  OpenPreviewResponseSchema,
  RoomSearchResponseSchema,
} from '../../src/api/contract/index.ts';
import { addDays } from '../../src/rules/dates.ts';
import type { App } from '../app.ts';
import { DEMO_HOTEL_API_KEY } from '../db/seed/pay-links.ts';
import { quoteOf, tokyoBooking } from '../test/fixtures.ts';
import { apiError, data, describeOnDatabases, type TestContext } from '../test/harness.ts';
import { widgetSession } from '../test/members.ts';

const PREVIEW_PLAN = 'std-spring-preview';
const hotelKey = { authorization: `Bearer ${DEMO_HOTEL_API_KEY}` };
const draftRoom = { room_type_code: 'standard-double', room_plan_code: PREVIEW_PLAN, adults: 2 };

/** The plan codes a session's search of `checkin` answers (with `tripla_preview=true`). */
async function planCodes(ctx: TestContext, session: string | null, checkin: string, app?: App) {
  const query = new URLSearchParams({
    code: 'sakura-tokyo',
    checkin,
    checkout: addDays(checkin, 1),
    adults: '2',
    tripla_preview: 'true',
  });
  const headers: Record<string, string> = session ? { 'x-client-session': session } : {};
  const res = await ctx.call('GET', `/api/v1/rooms?${query}`, undefined, headers, app);
  return data(res, RoomSearchResponseSchema).data.rooms.flatMap((r) =>
    r.room_plans.map((p) => ({ code: p.room_plan_code, preview: p.preview === true })),
  );
}

async function newPreviewLink(ctx: TestContext, app?: App) {
  const res = await ctx.call('POST', '/api/v1/hotel/previews', undefined, hotelKey, app);
  expect(res.status).toBe(201);
  return data(res, HotelPreviewResponseSchema).data;
}

const openWith = (ctx: TestContext, session: string, token: string, code = 'sakura-tokyo') =>
  ctx.call('POST', '/api/v1/previews', { code, token }, { 'x-client-session': session });

describeOnDatabases(
  'preview mode: unpublished plans for five minutes, by hotel link only',
  (get) => {
    it('never shows or books an unpublished plan for the query parameter alone', async () => {
      const ctx = get();
      const checkin = await ctx.freeDate('standard-double', 1, 20);
      const session = await widgetSession(ctx);
      for (const who of [null, session]) {
        const codes = (await planCodes(ctx, who, checkin)).map((p) => p.code);
        expect(codes).toContain('std-room-only');
        expect(codes).not.toContain(PREVIEW_PLAN);
      }
      const booking = tokyoBooking(checkin, 1, { rooms: [draftRoom] });
      const headers = { 'x-client-session': session };
      const quote = await ctx.call('POST', '/api/v1/reservations/quote', quoteOf(booking), headers);
      expect(quote.status).toBe(400);
      expect(apiError(quote).payload).toMatchObject({ field: 'rooms.0.room_plan_code' });
      const book = await ctx.call('POST', '/api/v1/reservations', booking, headers);
      expect(book.status).toBe(400);
    });

    it('makes preview links for the hotel key only, and opens none with a wrong token', async () => {
      const ctx = get();
      expect((await ctx.call('POST', '/api/v1/hotel/previews')).status).toBe(401);
      const forged = { authorization: `Bearer ${DEMO_HOTEL_API_KEY.slice(0, -1)}X` };
      expect((await ctx.call('POST', '/api/v1/hotel/previews', undefined, forged)).status).toBe(
        401,
      );
      const link = await newPreviewLink(ctx);
      const url = new URL(link.url);
      expect(url.pathname).toBe('/booking/result');
      expect(url.searchParams.get('tripla_preview')).toBe('true');
      expect(url.searchParams.get('preview_token')).toBe(link.token);
      expect(new Date(link.expires_at).getTime() - Date.now()).toBeGreaterThan(4 * 60_000);
      expect(new Date(link.expires_at).getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000);
      // Only the hash is kept.
      const stored = await ctx.handle.db
        .selectFrom('preview_grants')
        .select('token_hash')
        .execute();
      expect(stored.map((r) => r.token_hash)).not.toContain(link.token);

      const session = await widgetSession(ctx);
      const wrong = await openWith(ctx, session, `${link.token}x`);
      expect(wrong.status).toBe(410);
      expect(apiError(wrong).code).toBe(3780);
      // A Tokyo link does not open Kyoto's preview.
      expect((await openWith(ctx, session, link.token, 'sakura-kyoto')).status).toBe(410);
      // Without a widget session there is nothing to open: the answer on which the widget
      // makes one (403 code 4000), as for the other calls that need a session.
      const bare = await ctx.call('POST', '/api/v1/previews', {
        code: 'sakura-tokyo',
        token: link.token,
      });
      expect(bare.status).toBe(403);
      expect(apiError(bare).code).toBe(4000);
    });

    it('shows and books the draft plan in the session that opened the link, marked preview', async () => {
      const ctx = get();
      const checkin = await ctx.freeDate('standard-double', 1, 25);
      const link = await newPreviewLink(ctx);
      const session = await widgetSession(ctx);
      const other = await widgetSession(ctx);
      const opened = data(await openWith(ctx, session, link.token), OpenPreviewResponseSchema).data;
      expect(opened.expires_at).toBe(link.expires_at);

      const plans = await planCodes(ctx, session, checkin);
      expect(plans).toContainEqual({ code: PREVIEW_PLAN, preview: true });
      expect(plans).toContainEqual({ code: 'std-room-only', preview: false });
      // Another session of the same hotel (a guest) still sees nothing unpublished.
      expect((await planCodes(ctx, other, checkin)).map((p) => p.code)).not.toContain(PREVIEW_PLAN);
      const price = `/api/v1/rooms/price?${new URLSearchParams({
        code: 'sakura-tokyo',
        room_plan_code: PREVIEW_PLAN,
        checkin_date: checkin,
        checkout_date: addDays(checkin, 1),
        adults: '2',
      })}`;
      const priced = await ctx.call('GET', price, undefined, { 'x-client-session': session });
      expect(priced.status).toBe(200);
      const unseen = await ctx.call('GET', price, undefined, { 'x-client-session': other });
      expect(unseen.status).toBe(404);

      const booking = tokyoBooking(checkin, 1, { rooms: [draftRoom] });
      const headers = { 'x-client-session': session, 'idempotency-key': `preview-${checkin}` };
      const quote = await ctx.call('POST', '/api/v1/reservations/quote', quoteOf(booking), headers);
      expect(quote.status).toBe(200);
      const made = await ctx.call('POST', '/api/v1/reservations', booking, headers);
      expect(made.status).toBe(201);
      const guest = await ctx.call('POST', '/api/v1/reservations', booking, {
        'x-client-session': other,
      });
      expect(guest.status).toBe(400);
    });

    it('ends after five minutes: the session sees the published plans again', async () => {
      const ctx = get();
      const checkin = await ctx.freeDate('standard-double', 1, 30);
      const link = await newPreviewLink(ctx);
      const session = await widgetSession(ctx);
      expect((await openWith(ctx, session, link.token)).status).toBe(200);
      const later = ctx.appWith({ now: () => new Date(Date.parse(link.expires_at) + 1000) });
      const codes = (await planCodes(ctx, session, checkin, later)).map((p) => p.code);
      expect(codes).toContain('std-room-only');
      expect(codes).not.toContain(PREVIEW_PLAN);
      const reopened = await ctx.call(
        'POST',
        '/api/v1/previews',
        { code: 'sakura-tokyo', token: link.token },
        { 'x-client-session': session },
        later,
      );
      expect(reopened.status).toBe(410);
    });
  },
);
