import icalGenerator from 'ical-generator';
import type { Kysely } from 'kysely';
import { addDays, localTime } from '../../../src/rules/dates.ts';
import type { Database, StoredRoom } from '../../db/schema.ts';
import { runsOf } from './nights.ts';
import { tokenHash } from './tokens.ts';

/** Exported: from a month back to a year ahead. */
const PAST_DAYS = 30;
const FUTURE_DAYS = 366;

const utcDay = (day: string): Date => new Date(`${day}T00:00:00Z`);

/**
 * The iCalendar of a room type behind its secret export URL, for sites that sync by iCal: one
 * all-day event per booked room ("Booked", no guest data: the URL may be handed to other sites)
 * and one per run of nights that cannot be sold ("Not available": closed, or no room left).
 * Null for an unknown or revoked token.
 */
export async function exportCalendar(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<string | null> {
  const target = await db
    .selectFrom('ical_exports as x')
    .innerJoin('room_types as t', 't.id', 'x.room_type_id')
    .innerJoin('hotels as h', 'h.id', 't.hotel_id')
    .select(['t.id as room_type_id', 't.name', 'h.id as hotel_id', 'h.code', 'h.time_zone'])
    .where('x.token_hash', '=', tokenHash(token))
    .where('x.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!target) return null;
  const today = localTime(now, target.time_zone).date;
  const from = addDays(today, -PAST_DAYS);
  const until = addDays(today, FUTURE_DAYS);
  const bookings = await db
    .selectFrom('reservations')
    .select(['number', 'checkin_date', 'checkout_date', 'rooms'])
    .where('hotel_id', '=', target.hotel_id)
    .where('status', '=', 'done')
    .where('checkout_date', '>', from)
    .where('checkin_date', '<', until)
    .orderBy('checkin_date')
    .execute();
  const unavailable = await db
    .selectFrom('inventory')
    .select('date')
    .where('room_type_id', '=', target.room_type_id)
    .where('date', '>=', from)
    .where('date', '<', until)
    .where((eb) => eb.or([eb('closed', '=', true), eb('remaining', '<=', 0)]))
    .orderBy('date')
    .execute();

  const calendar = icalGenerator({
    name: `${target.name} (${target.code})`,
    prodId: { company: 'hotel-booking', product: 'room-calendar', language: 'EN' },
  });
  for (const booking of bookings) {
    const rooms = (booking.rooms as StoredRoom[]).filter(
      (r) => r.room_type_id === target.room_type_id,
    );
    rooms.forEach((_room, i) => {
      calendar.createEvent({
        id: `booking-${booking.number}-${i + 1}@${target.code}`,
        start: utcDay(String(booking.checkin_date)),
        end: utcDay(String(booking.checkout_date)),
        allDay: true,
        summary: 'Booked',
        stamp: now,
      });
    });
  }
  for (const run of runsOf(unavailable.map((n) => String(n.date)))) {
    calendar.createEvent({
      id: `unavailable-${target.room_type_id}-${run.start}@${target.code}`,
      start: utcDay(run.start),
      end: utcDay(run.end),
      allDay: true,
      summary: 'Not available',
      stamp: now,
    });
  }
  return calendar.toString();
}
