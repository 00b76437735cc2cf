import { type Kysely, sql } from 'kysely';
import { localTime } from '../../../src/rules/dates.ts';
import type { Database } from '../../db/schema.ts';
import type { AlpineBitsAction } from './action.ts';
import { errorAnswer, successAnswer } from './answers.ts';
import { loadCatalogue } from './catalogue.ts';
import { planFreeRooms } from './free-rooms-plan.ts';
import { hotelMismatch } from './hotel-check.ts';
import { attr, child } from './xml.ts';

/**
 * FreeRooms (`OTA_HotelInvCountNotif:FreeRooms`) → the rooms to sell of each room type and night
 * (`inventory`): `remaining` becomes the free rooms the channel manager sends and `total` the
 * rooms booked plus those, so bookings already made stay counted. Nights without a row get one
 * (no per-adult rate: plan rates price them). One transaction; the inventory triggers then tell
 * the widget's searches and the console's calendar (search_changes).
 */
export const freeRooms: AlpineBitsAction = {
  name: 'OTA_HotelInvCountNotif:FreeRooms',
  requestRoot: 'OTA_HotelInvCountNotifRQ',
  responseRoot: 'OTA_HotelInvCountNotifRS',
  responseVersion: '1.001',
  capability: {
    action: 'action_OTA_HotelInvCountNotif',
    supports: [
      'OTA_HotelInvCountNotif_accept_categories',
      'OTA_HotelInvCountNotif_accept_deltas',
      'OTA_HotelInvCountNotif_accept_closing_seasons',
    ],
  },
  async handle(ctx, request) {
    const refusal = hotelMismatch(ctx, child(request, 'Inventories'), this);
    if (refusal) return refusal;
    const hotel = await ctx.db
      .selectFrom('hotels')
      .select('time_zone')
      .where('id', '=', ctx.hotel.id)
      .executeTakeFirstOrThrow();
    const today = localTime(ctx.now, hotel.time_zone).date;
    const catalogue = await loadCatalogue(ctx.db, ctx.hotel.id);
    const plan = planFreeRooms(request, catalogue.roomTypeId, today);
    if ('code' in plan) {
      return {
        xml: errorAnswer(this.responseRoot, this.responseVersion, plan.code, plan.message),
        outcome: 'error',
        detail: plan.message,
      };
    }
    const ids: number[] = [];
    const dates: string[] = [];
    const frees: number[] = [];
    for (const [k, free] of plan.free) {
      const bar = k.indexOf('|');
      ids.push(Number(k.slice(0, bar)));
      dates.push(k.slice(bar + 1));
      frees.push(free);
    }
    await applyFreeRooms(ctx.db, {
      ids,
      dates,
      frees,
      zeroOthers: plan.completeSet ? { roomTypeIds: catalogue.roomTypeIds, from: today } : null,
    });
    const types = new Set(ids).size;
    return {
      xml: successAnswer(this.responseRoot, this.responseVersion),
      outcome: 'success',
      detail:
        `${plan.completeSet ? 'complete set' : 'delta'}: ${ids.length} night(s) of ${types} room type(s)` +
        (plan.closed.size > 0 ? `, ${plan.closed.size} night(s) of closing seasons` : '') +
        (attr(child(request, 'UniqueID'), 'Type') === '35' ? ' (purge)' : ''),
    };
  },
};

/**
 * Three set-based statements over the message as arrays (unnest: three parameters whatever its
 * size): a CompleteSet first leaves every other night from `from` with no free room, then the
 * nights sent get their free rooms where they differ, then nights without a row get one. Rows
 * already right are not written, so the triggers notify only what changed.
 */
async function applyFreeRooms(
  db: Kysely<Database>,
  m: {
    ids: number[];
    dates: string[];
    frees: number[];
    zeroOthers: { roomTypeIds: readonly number[]; from: string } | null;
  },
): Promise<void> {
  const sent = sql`SELECT * FROM unnest(${m.ids}::int[], ${m.dates}::date[], ${m.frees}::int[])
    AS v(room_type_id, date, free)`;
  if (m.zeroOthers && m.zeroOthers.roomTypeIds.length > 0) {
    await sql`
      UPDATE inventory i SET total = i.total - i.remaining, remaining = 0
      WHERE i.room_type_id = ANY(${[...m.zeroOthers.roomTypeIds]}::int[])
        AND i.date >= ${m.zeroOthers.from} AND i.remaining <> 0
        AND NOT EXISTS (
          SELECT 1 FROM (${sent}) v WHERE v.room_type_id = i.room_type_id AND v.date = i.date
        )`.execute(db);
  }
  if (m.ids.length === 0) return;
  await sql`
    UPDATE inventory i SET total = i.total - i.remaining + v.free, remaining = v.free
    FROM (${sent}) v
    WHERE i.room_type_id = v.room_type_id AND i.date = v.date AND i.remaining <> v.free`.execute(
    db,
  );
  await sql`
    INSERT INTO inventory (room_type_id, date, total, remaining, price_per_adult, closed)
    SELECT v.room_type_id, v.date, v.free, v.free, NULL, false FROM (${sent}) v
    ON CONFLICT (room_type_id, date) DO NOTHING`.execute(db);
}
