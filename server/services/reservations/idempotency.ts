import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { invalid } from '../../domain/errors.ts';
import { conflict } from '../../http/errors.ts';
import type { CreatedReservation, CreateResult } from './created.ts';
import { findPayment, presentPayment } from './payment.ts';

/** How long an Idempotency-Key is remembered. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;

/** A claimed Idempotency-Key whose request never answered is taken over after this long. */
export const ABANDONED_CLAIM_MS = 5 * 60_000;

/**
 * The stored key of a request's Idempotency-Key: keys are hotel-scoped, so two hotels' clients
 * choosing the same key never meet. No header, no key.
 */
export function scopedKey(hotelId: number, header: string | undefined): string | undefined {
  return header ? `${hotelId}:${header}` : undefined;
}

/** The fingerprint a retry must match: the same hotel and the very same body. */
export function requestHash(hotelId: number, body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([hotelId, body]))
    .digest('hex');
}

/** The outcome of a claim: this request runs, or it is a retry answered with the first answer. */
export type Claim = { kind: 'claimed' } | { kind: 'replay'; result: CreateResult };

/** The database's clock minus `ms`: every process measures a claim's age on the same clock. */
const databaseNowMinus = (ms: number) => sql<Date>`now() - make_interval(secs => ${ms / 1000})`;

/**
 * Claims an Idempotency-Key (hotel-scoped) for this request. A key already answered replays the
 * stored answer (brought up to date); one used for another body is a 400 on the header; one
 * still being processed is a 409 "retry". Inside the booking transaction (no card) a concurrent
 * retry waits on the uncommitted row and then replays; the card path claims in a transaction of
 * its own before talking to the gateway, so a retry can never pay twice.
 */
export async function claimKey(db: Kysely<Database>, key: string, hash: string): Promise<Claim> {
  // Keys are kept for a day; an older one is forgotten and the request runs anew. A claim that
  // never got its answer (the process died mid-request) is given up after a few minutes. Ages
  // are measured on the database's clock, not this process's: with several processes (on
  // several machines) a skewed clock would otherwise take over a claim still being served.
  await db
    .deleteFrom('idempotency_keys')
    .where('key', '=', key)
    .where((eb) =>
      eb.or([
        eb('created_at', '<', databaseNowMinus(IDEMPOTENCY_TTL_MS)),
        eb.and([
          eb('reservation_id', 'is', null),
          eb('created_at', '<', databaseNowMinus(ABANDONED_CLAIM_MS)),
        ]),
      ]),
    )
    .execute();
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({
      key,
      request_hash: hash,
      reservation_id: null,
      response: JSON.stringify(null),
      created_at: sql<Date>`now()`,
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  if (inserted) return { kind: 'claimed' };
  const previous = await db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  if (previous.request_hash !== hash) {
    throw invalid('Idempotency-Key', 'was already used for a different request');
  }
  if (previous.response)
    return {
      kind: 'replay',
      result: {
        reservation: await refreshReplay(
          db,
          previous.response as CreatedReservation,
          previous.reservation_id,
        ),
        created: false,
      },
    };
  throw conflict('The same request is still being processed. Please retry.');
}

/** Stores the answer of a claimed key, in the booking's transaction, for later retries. */
export async function recordAnswer(
  tx: Kysely<Database>,
  key: string,
  reservation: CreatedReservation,
  reservationId: number,
): Promise<void> {
  await tx
    .updateTable('idempotency_keys')
    .set({ reservation_id: reservationId, response: JSON.stringify(reservation) })
    .where('key', '=', key)
    .execute();
}

/** Gives up a claim that got no answer (the booking failed), so a retry runs anew. */
export async function releaseClaim(db: Kysely<Database>, key: string): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('key', '=', key)
    .where('reservation_id', 'is', null)
    .execute();
}

/** A replayed answer brought up to date: the payment may have settled since the first call. */
async function refreshReplay(
  db: Kysely<Database>,
  stored: CreatedReservation,
  reservationId: number | null,
): Promise<CreatedReservation> {
  if (reservationId === null) return stored;
  const row = await db
    .selectFrom('reservations')
    .select(['status', 'cancellation', 'updated_at'])
    .where('id', '=', reservationId)
    .executeTakeFirst();
  const payment = await findPayment(db, reservationId);
  if (!row) return stored;
  return {
    ...stored,
    status: row.status,
    cancellation: row.cancellation,
    updated_at: row.updated_at.toISOString(),
    ...(payment ? { payment: presentPayment(payment) } : {}),
  };
}
