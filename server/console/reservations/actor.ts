import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { StaffPrincipal } from '../auth/staff-context.ts';

/** Who a desk action's events name (migration 039's `hotel_booking.actor`). */
export type DeskActor = Pick<StaffPrincipal, 'staffId' | 'email' | 'brandId'>;

/**
 * Runs `work` in a transaction whose reservation events name `staff` as their actor: the
 * triggers of migration 039 read the transaction-local setting, so a change, cancellation or
 * refund the desk makes is "done by" the member in the timeline, whichever code path writes it.
 */
export function asStaff<T>(
  db: Kysely<Database>,
  staff: DeskActor,
  work: (tx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (tx) => {
    await markActor(tx, staff);
    return work(tx);
  });
}

/** Names `staff` the actor of the events of the transaction `tx` (and only it). */
export async function markActor(tx: Kysely<Database>, staff: DeskActor): Promise<void> {
  await sql`SELECT set_config('hotel_booking.actor', ${`${staff.staffId}|${staff.email}`}, true)`.execute(
    tx,
  );
}

/** Appends an event the console itself writes (a note, a mail, a no-show, an override). */
export async function addEvent(
  db: Kysely<Database>,
  event: {
    reservationId: number;
    hotelId: number;
    kind: string;
    staff: DeskActor | null;
    detail?: Record<string, unknown>;
    at: Date;
  },
): Promise<void> {
  await db
    .insertInto('reservation_events')
    .values({
      reservation_id: event.reservationId,
      hotel_id: event.hotelId,
      kind: event.kind,
      actor_staff_id: event.staff?.staffId ?? null,
      actor_email: event.staff?.email ?? null,
      detail: event.detail ? JSON.stringify(event.detail) : null,
      created_at: event.at,
    })
    .execute();
}
