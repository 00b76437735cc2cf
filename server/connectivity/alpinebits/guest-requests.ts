import { sql } from 'kysely';
import type { Guest } from '../../../src/api/contract/index.ts';
import type { StoredRoom } from '../../db/schema.ts';
import type { ActionContext, AlpineBitsAction } from './action.ts';
import { successAnswer } from './answers.ts';
import { codeLookup } from './codes.ts';
import { hotelMismatch } from './hotel-check.ts';
import { hotelReservation, type PendingBooking } from './res-retrieve.ts';
import { attr, buildMessage, child, children } from './xml.ts';

const READ_CAPABILITY = { action: 'action_OTA_Read' };

interface PendingRow {
  id: number;
  number: string;
  status: PendingBooking['status'];
  created_at: Date;
  checkin_date: string;
  checkout_date: string;
  email: string;
  guest: Guest;
  rooms: StoredRoom[];
  special_request: string | null;
  event_id: number;
  last_kind: string;
  acked_event_id: number | null;
}

/**
 * The bookings a read sends: without `since`, every booking whose latest event the client has not
 * acknowledged (a cancellation only of a booking it had acknowledged); with `since`
 * (SelectionCriteria Start), every booking whose latest event is that recent, acknowledged or not.
 */
async function pendingBookings(ctx: ActionContext, since: Date | null): Promise<PendingRow[]> {
  const pending = since
    ? sql`e.created_at >= ${since}`
    : sql`(d.acked_event_id IS NULL OR d.acked_event_id < e.id)
          AND NOT (r.status = 'cancelled' AND d.acked_event_id IS NULL)`;
  const { rows } = await sql<PendingRow>`
    SELECT r.id, r.number, r.status, r.created_at, r.checkin_date::text AS checkin_date,
           r.checkout_date::text AS checkout_date, r.email, r.guest, r.rooms, r.special_request,
           e.id AS event_id, e.kind AS last_kind, d.acked_event_id
    FROM (
      SELECT DISTINCT ON (reservation_id) reservation_id, id, kind, created_at
      FROM channel_events WHERE hotel_id = ${ctx.hotel.id}
      ORDER BY reservation_id, id DESC
    ) e
    JOIN reservations r ON r.id = e.reservation_id
    LEFT JOIN alpinebits_deliveries d ON d.reservation_id = r.id
    WHERE ${pending}
    ORDER BY e.id`.execute(ctx.db);
  return rows;
}

/**
 * GuestRequests read (`OTA_Read:GuestRequests`): the hotel's new, changed and cancelled bookings
 * in one OTA_ResRetrieveRS. Each is remembered as sent at its latest event; it is sent again on
 * every read until the client acknowledges it (`OTA_NotifReport:GuestRequests`).
 */
export const readGuestRequests: AlpineBitsAction = {
  name: 'OTA_Read:GuestRequests',
  requestRoot: 'OTA_ReadRQ',
  responseRoot: 'OTA_ResRetrieveRS',
  responseVersion: '7.000',
  capability: READ_CAPABILITY,
  async handle(ctx, request) {
    const read = child(child(request, 'ReadRequests'), 'HotelReadRequest');
    const refusal = hotelMismatch(ctx, read, this);
    if (refusal) return refusal;
    const start = attr(child(read, 'SelectionCriteria'), 'Start');
    const rows = await pendingBookings(ctx, start ? new Date(start) : null);
    const codes = await codeLookup(ctx.db, ctx.hotel.id);
    const reservations = rows.map((row) =>
      hotelReservation(
        {
          number: row.number,
          status: row.status,
          createdAt: new Date(row.created_at),
          checkin: row.checkin_date,
          checkout: row.checkout_date,
          email: row.email,
          guest: row.guest,
          rooms: row.rooms,
          specialRequest: row.special_request,
          acknowledgedBefore: row.acked_event_id !== null,
          lastChanged: row.last_kind === 'changed',
        },
        ctx.hotel,
        codes,
      ),
    );
    if (rows.length > 0) {
      await ctx.db
        .insertInto('alpinebits_deliveries')
        .values(
          rows.map((row) => ({
            reservation_id: row.id,
            hotel_id: ctx.hotel.id,
            delivered_event_id: row.event_id,
            delivered_at: ctx.now,
          })),
        )
        .onConflict((oc) =>
          oc.column('reservation_id').doUpdateSet((eb) => ({
            delivered_event_id: eb.ref('excluded.delivered_event_id'),
            delivered_at: eb.ref('excluded.delivered_at'),
          })),
        )
        .execute();
    }
    return {
      xml: buildMessage('OTA_ResRetrieveRS', '7.000', {
        Success: '',
        ReservationsList: { HotelReservation: reservations },
      }),
      outcome: 'success',
      detail: `${rows.length} booking(s) sent${start ? ` since ${start}` : ''}`,
    };
  },
};

/**
 * GuestRequests acknowledgement (`OTA_NotifReport:GuestRequests`): each UniqueID names a booking
 * (Type 14) or cancellation (Type 15) the client now has; what was sent of it last is marked
 * acknowledged, so later reads skip it until it changes again. A booking the client refuses with
 * a Warning (RecordID) counts as delivered too: it is logged and not sent again.
 */
export const acknowledgeGuestRequests: AlpineBitsAction = {
  name: 'OTA_NotifReport:GuestRequests',
  requestRoot: 'OTA_NotifReportRQ',
  responseRoot: 'OTA_NotifReportRS',
  responseVersion: '7.000',
  capability: READ_CAPABILITY,
  async handle(ctx, request) {
    const acked = children(
      child(child(child(request, 'NotifDetails'), 'HotelNotifReport'), 'HotelReservations'),
      'HotelReservation',
    )
      .map((r) => attr(child(r, 'UniqueID'), 'ID'))
      .filter((id): id is string => id !== undefined);
    const refused = children(child(request, 'Warnings'), 'Warning')
      .map((w) => attr(w, 'RecordID'))
      .filter((id): id is string => id !== undefined);
    const numbers = [...new Set([...acked, ...refused])];
    let marked = 0;
    if (numbers.length > 0) {
      const result = await ctx.db
        .updateTable('alpinebits_deliveries')
        .set((eb) => ({ acked_event_id: eb.ref('delivered_event_id'), acked_at: ctx.now }))
        .where('hotel_id', '=', ctx.hotel.id)
        .where('reservation_id', 'in', (eb) =>
          eb
            .selectFrom('reservations')
            .select('id')
            .where('hotel_id', '=', ctx.hotel.id)
            .where('number', 'in', numbers),
        )
        .executeTakeFirst();
      marked = Number(result.numUpdatedRows);
    }
    return {
      xml: successAnswer('OTA_NotifReportRS', '7.000'),
      outcome: refused.length > 0 ? 'warning' : 'success',
      detail:
        `${marked} of ${numbers.length} acknowledged` +
        (refused.length > 0 ? `; refused by the client: ${refused.slice(0, 20).join(', ')}` : ''),
    };
  },
};
