import { sql } from 'kysely';
import { localTime } from '../../../src/rules/dates.ts';
import type { AlpineBitsAction } from './action.ts';
import { errorAnswer, successAnswer } from './answers.ts';
import { loadCatalogue } from './catalogue.ts';
import { planFreeRooms } from './free-rooms-plan.ts';
import { hotelMismatch } from './hotel-check.ts';
import { attr, child } from './xml.ts';

/** Rows per statement: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 5000;

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
    if (plan.completeSet && catalogue.roomTypeIds.length > 0) {
      await ctx.db
        .updateTable('inventory')
        .set({ total: sql`total - remaining`, remaining: 0 })
        .where('room_type_id', 'in', catalogue.roomTypeIds)
        .where('date', '>=', today)
        .execute();
    }
    const rows = [...plan.free].map(([k, free]) => {
      const [id, date] = k.split('|') as [string, string];
      return {
        room_type_id: Number(id),
        date,
        total: free,
        remaining: free,
        price_per_adult: null,
        closed: false,
      };
    });
    for (let i = 0; i < rows.length; i += CHUNK) {
      await ctx.db
        .insertInto('inventory')
        .values(rows.slice(i, i + CHUNK))
        .onConflict((oc) =>
          oc.columns(['room_type_id', 'date']).doUpdateSet({
            total: sql`inventory.total - inventory.remaining + excluded.remaining`,
            remaining: sql`excluded.remaining`,
          }),
        )
        .execute();
    }
    const types = new Set(rows.map((r) => r.room_type_id)).size;
    return {
      xml: successAnswer(this.responseRoot, this.responseVersion),
      outcome: 'success',
      detail:
        `${plan.completeSet ? 'complete set' : 'delta'}: ${rows.length} night(s) of ${types} room type(s)` +
        (plan.closed.size > 0 ? `, ${plan.closed.size} night(s) of closing seasons` : '') +
        (attr(child(request, 'UniqueID'), 'Type') === '35' ? ' (purge)' : ''),
    };
  },
};
