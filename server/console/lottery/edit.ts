import type { Kysely } from 'kysely';
import type { CreateConsoleLotteryEvent } from '../../../src/api/contract/console/lottery.ts';
import { ErrorCode } from '../../../src/api/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { DomainError } from '../../domain/errors.ts';
import {
  type LotteryEventView,
  lotteryMaxAdults,
  lotteryPlan,
} from '../../services/lottery/events.ts';
import { checkStock, releaseStock, takeStock } from '../../services/reservations/stock.ts';
import { recordAudit } from '../audit/record.ts';
import type { ConsoleHotel, StaffPrincipal } from '../auth/staff-context.ts';
import { hotelLotteryEvent } from './events.ts';

type Field = keyof CreateConsoleLotteryEvent;

/** What members read: may change at any time, even after the draw (a typo in a name). */
const TEXTS: readonly Field[] = ['name', 'names', 'notification', 'notifications'];
/** The event's moments: may change until the draw. */
const TIMES: readonly Field[] = [
  'entries_open_at',
  'entries_close_at',
  'result_at',
  'reservation_deadline',
];
/** What moves the held rooms: the plan's room type, the stay window, how many. */
const HOLD: readonly Field[] = ['plan_code', 'stay_from', 'stay_to', 'rooms_held'];

/** Texts per locale without the empty ones, keys in order (so equal texts compare equal). */
function texts(value: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, text]) => text !== '')
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** The stored event in the console's input shape (instants as UTC ISO). */
function stored(event: LotteryEventView): CreateConsoleLotteryEvent {
  return {
    plan_code: event.plan_code,
    name: event.name,
    names: texts(event.names),
    notification: event.notification,
    notifications: texts(event.notifications),
    entries_open_at: event.entries_open_at.toISOString(),
    entries_close_at: event.entries_close_at.toISOString(),
    result_at: event.result_at.toISOString(),
    reservation_deadline: event.reservation_deadline.toISOString(),
    stay_from: event.stay_from,
    stay_to: event.stay_to,
    min_nights: event.min_nights,
    max_nights: event.max_nights,
    max_adults: event.max_adults,
    rooms_held: event.rooms_held,
  };
}

/** The input as it would be stored: instants in UTC, empty texts dropped, adults resolved. */
function normalised(
  input: CreateConsoleLotteryEvent,
  maxAdults: number,
): CreateConsoleLotteryEvent {
  return {
    ...input,
    names: texts(input.names),
    notifications: texts(input.notifications),
    entries_open_at: new Date(input.entries_open_at).toISOString(),
    entries_close_at: new Date(input.entries_close_at).toISOString(),
    result_at: new Date(input.result_at).toISOString(),
    reservation_deadline: new Date(input.reservation_deadline).toISOString(),
    max_adults: maxAdults,
  };
}

/** 409 9409 naming the first field that may not change now, and why. */
const locked = (field: Field, why: string): DomainError =>
  new DomainError(ErrorCode.conflict, 409, `${field} cannot change: ${why}.`, field);

/**
 * Edits an event (issue 41), with the row locked against a draw or another edit. Its texts may
 * change at any time; its moments until the draw; what entries were made against (plan, stay
 * window, nights, adults, rooms held) only while nobody has entered. A changed hold gives the
 * old rooms back and takes the new ones (1105 when a night is short, nothing changed). The
 * changed fields, before and after, go to the audit log in the same transaction.
 */
export async function updateConsoleLotteryEvent(
  db: Kysely<Database>,
  staff: StaffPrincipal,
  hotel: ConsoleHotel,
  id: number,
  input: CreateConsoleLotteryEvent,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx.selectFrom('lottery_events').select('id').where('id', '=', id).forUpdate().execute();
    const event = await hotelLotteryEvent(tx, hotel.id, id);
    const plan = await lotteryPlan(tx, hotel.id, input.plan_code);
    const before = stored(event);
    const after = normalised(input, lotteryMaxAdults(input.max_adults, plan.capacity));
    const changed = (Object.keys(after) as Field[]).filter(
      (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
    );
    if (changed.length === 0) return;
    const entered = await tx
      .selectFrom('lottery_entries')
      .select('id')
      .where('event_id', '=', id)
      .limit(1)
      .executeTakeFirst();
    for (const field of changed) {
      if (TEXTS.includes(field)) continue;
      if (event.drawn_at) throw locked(field, 'the event has been drawn');
      if (entered && !TIMES.includes(field)) throw locked(field, 'members have entered');
    }
    if (changed.some((field) => HOLD.includes(field))) {
      await releaseStock(tx, event.room_type_id, event.rooms_held, event.stay_from, event.stay_to);
      await checkStock(tx, plan.room_type_id, after.rooms_held, after.stay_from, after.stay_to);
      await takeStock(tx, plan.room_type_id, after.rooms_held, after.stay_from, after.stay_to);
    }
    await tx
      .updateTable('lottery_events')
      .set({
        plan_id: plan.id,
        name: after.name,
        names: JSON.stringify(after.names),
        notification: after.notification,
        notifications: JSON.stringify(after.notifications),
        entries_open_at: after.entries_open_at,
        entries_close_at: after.entries_close_at,
        result_at: after.result_at,
        reservation_deadline: after.reservation_deadline,
        stay_from: after.stay_from,
        stay_to: after.stay_to,
        min_nights: after.min_nights,
        max_nights: after.max_nights,
        max_adults: after.max_adults ?? plan.capacity,
        rooms_held: after.rooms_held,
      })
      .where('id', '=', id)
      .execute();
    const pick = (from: CreateConsoleLotteryEvent) =>
      Object.fromEntries(changed.map((field) => [field, from[field]]));
    await recordAudit(tx, {
      staff,
      hotelId: hotel.id,
      action: 'lottery.update',
      target: `lottery_event:${id}`,
      before: pick(before),
      after: pick(after),
      at: now,
    });
  });
}

/** Publishes an event to members or takes it back to a draft; audited when it changes. */
export async function publishConsoleLotteryEvent(
  db: Kysely<Database>,
  staff: StaffPrincipal,
  hotel: ConsoleHotel,
  id: number,
  published: boolean,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx.selectFrom('lottery_events').select('id').where('id', '=', id).forUpdate().execute();
    const event = await hotelLotteryEvent(tx, hotel.id, id);
    if (event.published === published) return;
    await tx.updateTable('lottery_events').set({ published }).where('id', '=', id).execute();
    await recordAudit(tx, {
      staff,
      hotelId: hotel.id,
      action: published ? 'lottery.publish' : 'lottery.unpublish',
      target: `lottery_event:${id}`,
      before: { published: event.published },
      after: { published },
      at: now,
    });
  });
}
