import type { Kysely } from 'kysely';
import { recordAudit } from '../../console/audit/record.ts';
import type { ConsoleHotel, StaffPrincipal } from '../../console/auth/staff-context.ts';
import type { Database } from '../../db/schema.ts';

/** Who acts on which hotel: every connectivity write is audited in its own transaction. */
export interface Actor {
  staff: StaffPrincipal;
  hotel: ConsoleHotel;
  now: Date;
}

/** Runs a write and its audit entry (never a secret in it) in one transaction. */
export function audited<T>(
  db: Kysely<Database>,
  actor: Actor,
  entry: { action: string; target: string; before: unknown; after: (result: T) => unknown },
  write: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const result = await write(trx);
    await recordAudit(trx, {
      staff: actor.staff,
      hotelId: actor.hotel.id,
      action: entry.action,
      target: `hotel:${actor.hotel.code}:${entry.target}`,
      before: entry.before,
      after: entry.after(result),
      at: actor.now,
    });
    return result;
  });
}

export const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** A numeric path id, or null (the route then answers 404). */
export function pathId(raw: string): number | null {
  return /^[1-9][0-9]{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}
