import { expect, it } from 'vitest';
import {
  CreateReservationResponseSchema,
  ReservationResponseSchema,
} from '../../src/api/contract/index.ts';
import { LotteryEntryResponseSchema } from '../../src/api/contract/lottery.ts';
import { addDays } from '../../src/rules/dates.ts';
import { DEMO_HOTEL_API_KEY } from '../db/seed/pay-links.ts';
import { createLotteryEvent } from '../services/lottery/events.ts';
import { tokyoBooking } from '../test/fixtures.ts';
import { data, describeOnDatabases, type TestContext } from '../test/harness.ts';
import { asMember, newMember, widgetSession } from '../test/members.ts';

const HOUR = 3_600_000;

/** A member's won stay at Sakura Tokyo, booked; answers the booking and the entry's number. */
async function bookedWin(ctx: TestContext) {
  const stayFrom = await ctx.freeDate('standard-double', 3, 120);
  const now = Date.now();
  const event = await createLotteryEvent(ctx.handle.db, {
    hotelCode: 'sakura-tokyo',
    planCode: 'std-room-only',
    name: 'Read-back lottery',
    entriesOpenAt: new Date(now - HOUR),
    entriesCloseAt: new Date(now + HOUR),
    resultAt: new Date(now + 2 * HOUR),
    reservationDeadline: new Date(now + 3 * HOUR),
    stayFrom,
    stayTo: addDays(stayFrom, 3),
    minNights: 1,
    maxNights: 2,
    roomsHeld: 1,
  });
  const session = await widgetSession(ctx);
  const headers = asMember(session, (await newMember(ctx, session)).access_token);
  const entry = data(
    await ctx.call(
      'POST',
      '/api/v1/lottery_results',
      {
        lottery_event_id: event,
        checkin_date: stayFrom,
        checkout_date: addDays(stayFrom, 2),
        adults: 2,
        first_name: 'Hanako',
        last_name: 'Yamada',
      },
      headers,
    ),
    LotteryEntryResponseSchema,
  ).data.entry_number;
  const drawn = await ctx.call(
    'POST',
    `/api/v1/hotel/lottery_events/${event}/draw`,
    {},
    {
      authorization: `Bearer ${DEMO_HOTEL_API_KEY}`,
    },
  );
  expect(drawn.status).toBe(200);
  const booked = data(
    await ctx.call(
      'POST',
      '/api/v1/reservations',
      { ...tokyoBooking(stayFrom, 2), lottery_result: { entry_number: entry } },
      headers,
    ),
    CreateReservationResponseSchema,
  ).data;
  return { booked, entry, headers };
}

/** Every read of one reservation: by token, by the brand's lookup, by the agency's. */
async function reads(ctx: TestContext, number: string, token: string, brandId: number) {
  const paths = [
    `/api/v1/reservations/${number}?bypass_token=${token}`,
    `/api/v1/hotel_brands/${brandId}/reservations/${number}?email=hanako%40example.com`,
    `/api/ota/v1/reservations/${number}?bypass_token=${token}`,
  ];
  const answers = [];
  for (const path of paths) {
    const res = await ctx.call('GET', path);
    expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(200);
    answers.push(data(res, ReservationResponseSchema).data);
  }
  return answers;
}

describeOnDatabases('reservation read: lottery_result (doc 2 §7, product.md §3)', (get) => {
  it("carries the winner's entry and its status now, and follows a cancellation", async () => {
    const ctx = get();
    const { booked, entry, headers } = await bookedWin(ctx);
    const { reservation_number: number, bypass_token: token, hotel_brand_id } = booked;
    for (const read of await reads(ctx, number, token, hotel_brand_id))
      expect(read.lottery_result).toEqual({
        entry_number: entry,
        status: 'winner_reservation_confirmed',
      });
    const cancel = await ctx.call(
      'PUT',
      `/api/v1/reservations/${number}/cancel?bypass_token=${token}`,
      { reason: 'other', details: 'plans changed', cancellation_fee_displayed: 0 },
      headers,
    );
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    for (const read of await reads(ctx, number, token, hotel_brand_id))
      expect(read.lottery_result).toEqual({
        entry_number: entry,
        status: 'winner_reservation_cancelled',
      });
  });

  it('is null for an ordinary booking', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate('standard-double', 1, 200);
    const booked = data(
      await ctx.call('POST', '/api/v1/reservations', tokyoBooking(checkin)),
      CreateReservationResponseSchema,
    ).data;
    const all = await reads(
      ctx,
      booked.reservation_number,
      booked.bypass_token,
      booked.hotel_brand_id,
    );
    for (const read of all) {
      expect(read).toHaveProperty('lottery_result', null);
    }
  });
});
