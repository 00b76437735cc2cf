import type { Kysely } from 'kysely';
import type { ReservationAccessQuery } from '../../../src/api/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { PolicyRow } from '../catalogue.ts';
import type { Hotel } from '../hotels.ts';
import type { ReservationRow } from './present.ts';
import { hashToken, sameHash } from './tokens.ts';

export interface LoadedReservation {
  row: ReservationRow;
  hotel: Hotel;
  policy: PolicyRow;
}

/** A reservation with its hotel and the policy of its first room's plan. */
export async function loadReservation(
  db: Kysely<Database>,
  number: string,
): Promise<LoadedReservation | null> {
  const row = await db
    .selectFrom('reservations')
    .selectAll()
    .where('number', '=', number.slice(0, 40))
    .executeTakeFirst();
  if (!row) return null;
  const hotel = await db
    .selectFrom('hotels')
    .selectAll()
    .where('id', '=', row.hotel_id)
    .executeTakeFirstOrThrow();
  const policy = await db
    .selectFrom('cancellation_policies')
    .innerJoin('plans', 'plans.cancellation_policy_id', 'cancellation_policies.id')
    .selectAll('cancellation_policies')
    .where('plans.id', '=', row.rooms[0]?.plan_id ?? -1)
    .executeTakeFirstOrThrow();
  return { row, hotel, policy };
}

/** Access proof: the reservation's e-mail (any case) or its bypass token. */
export function canAccess(
  row: ReservationRow,
  proof: ReservationAccessQuery & { authorization?: string | undefined },
): boolean {
  const email = proof.email?.trim().toLowerCase();
  if (email && email === row.email.toLowerCase()) return true;
  const bearer = proof.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const token = proof.bypass_token ?? bearer;
  return token !== undefined && token !== '' && sameHash(hashToken(token), row.bypass_token_hash);
}

/**
 * Loads a reservation the caller may see. Wrong e-mail, wrong token and unknown number all give
 * the same 404, so the API never confirms that a reservation number exists.
 */
export async function loadAccessible(
  db: Kysely<Database>,
  number: string,
  proof: ReservationAccessQuery & { authorization?: string | undefined },
): Promise<LoadedReservation> {
  const loaded = await loadReservation(db, number);
  if (!loaded || !canAccess(loaded.row, proof)) throw notFound('Reservation');
  return loaded;
}
