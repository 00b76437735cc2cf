import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { LoadedReservation } from '../../services/reservations/access.ts';
import { recordAudit } from '../audit/record.ts';
import type { StaffPrincipal } from '../auth/staff-context.ts';
import { addEvent } from './actor.ts';

/** An internal note on a reservation: in its timeline (staff only) and the audit log. */
export async function addNote(
  db: Kysely<Database>,
  loaded: LoadedReservation,
  text: string,
  staff: StaffPrincipal,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await addEvent(tx, {
      reservationId: loaded.row.id,
      hotelId: loaded.hotel.id,
      kind: 'note',
      staff,
      detail: { text },
      at: now,
    });
    await recordAudit(tx, {
      staff,
      hotelId: loaded.hotel.id,
      action: 'reservation.note',
      target: `reservation:${loaded.row.number}`,
      before: undefined,
      after: { note: text },
      at: now,
    });
  });
}
