import type { Kysely } from 'kysely';
import type { ReservationAccessQuery } from '../../../src/api/contract/index.ts';
import type { ReservationLotteryResult } from '../../../src/api/contract/lottery-status.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { PolicyRow } from '../catalogue.ts';
import type { Hotel } from '../hotels.ts';
import { isAddedToken } from './access-tokens.ts';
import { strictestPolicy } from './policy.ts';
import type { ReservationRow } from './present.ts';
import { hashToken, sameHash } from './tokens.ts';

export interface LoadedReservation {
  row: ReservationRow;
  hotel: Hotel;
  policy: PolicyRow;
  /** The lottery entry a winner's booking was made for (its status now); null for others. */
  lottery_result: ReservationLotteryResult | null;
}

type Proof = ReservationAccessQuery & {
  authorization?: string | undefined;
  /** A signed-in member (their live session's member id): their own bookings open. */
  memberId?: number | undefined;
};

async function findRow(db: Kysely<Database>, number: string) {
  return db
    .selectFrom('reservations')
    .selectAll()
    .where('number', '=', number.slice(0, 40))
    .executeTakeFirst();
}

/** The hotel and the policy a stored reservation is shown by (the strictest of its plans). */
async function complete(db: Kysely<Database>, row: ReservationRow): Promise<LoadedReservation> {
  const hotel = await db
    .selectFrom('hotels')
    .selectAll()
    .where('id', '=', row.hotel_id)
    .executeTakeFirstOrThrow();
  const planIds = [...new Set(row.rooms.map((r) => r.plan_id))];
  const policies = await db
    .selectFrom('cancellation_policies')
    .innerJoin('plans', 'plans.cancellation_policy_id', 'cancellation_policies.id')
    .selectAll('cancellation_policies')
    .where('plans.id', 'in', planIds.length > 0 ? planIds : [-1])
    .execute();
  const policy = strictestPolicy(policies, row.checkin_date);
  if (!policy) throw new Error(`reservation ${row.number} has no cancellation policy`);
  // The entry keeps its reservation once booked (confirmed, later perhaps cancelled); a win
  // reopened after an unpaid booking lets go of it, and that booking reads as no lottery's.
  const entry = await db
    .selectFrom('lottery_entries')
    .select(['entry_number', 'status'])
    .where('reservation_id', '=', row.id)
    .executeTakeFirst();
  return { row, hotel, policy, lottery_result: entry ?? null };
}

/** A reservation with its hotel and policy. */
export async function loadReservation(
  db: Kysely<Database>,
  number: string,
): Promise<LoadedReservation | null> {
  const row = await findRow(db, number);
  return row ? complete(db, row) : null;
}

/** Stands in for a missing reservation's token hash, so the check costs the same. */
const NO_HASH = hashToken('no reservation has this token');

/**
 * Access proof: the reservation's e-mail (any case) or its bypass token. The token is hashed
 * whatever the e-mail says, so a right and a wrong e-mail take the same time.
 */
export function canAccess(row: ReservationRow | undefined, proof: Proof): boolean {
  const email = proof.email?.trim().toLowerCase();
  const emailOk = row !== undefined && !!email && email === row.email.toLowerCase();
  const token = proofToken(proof);
  const tokenOk = sameHash(hashToken(token), row?.bypass_token_hash ?? NO_HASH);
  const ownerOk =
    row !== undefined && proof.memberId !== undefined && row.member_id === proof.memberId;
  return row !== undefined && (emailOk || ownerOk || (token !== '' && tokenOk));
}

/** The token a proof offers: `bypass_token`, else a Bearer credential; '' when none. */
function proofToken(proof: Proof): string {
  if (proof.memberId !== undefined && proof.bypass_token === undefined) return '';
  const bearer = proof.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return proof.bypass_token ?? bearer ?? '';
}

/**
 * Loads a reservation the caller may see. Wrong e-mail, wrong token and unknown number all give
 * the same 404 after the same work (one query and one hash, plus one token lookup for a token), so neither the answer nor its
 * timing confirms that a reservation number exists.
 */
export async function loadAccessible(
  db: Kysely<Database>,
  number: string,
  proof: Proof,
): Promise<LoadedReservation> {
  const row = await findRow(db, number);
  // A token that is not the first may be one minted for a later e-mail. Looked up for every
  // token proof, known number or not, so the timing still tells nothing.
  const token = proofToken(proof);
  const added = token !== '' && (await isAddedToken(db, row?.id ?? -1, token));
  if (!row || !(canAccess(row, proof) || added)) throw notFound('Reservation');
  return complete(db, row);
}
