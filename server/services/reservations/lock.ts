import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ErrorCode } from '../../../src/api/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { DomainError } from '../../domain/errors.ts';
import type { LoadedReservation } from './access.ts';

/**
 * How long a change or cancellation may hold a reservation. Released as soon as it ends
 * (success or failure); a lock left behind by a process that died expires after this, which is
 * the catalogue's "retry in about 5 minutes" (doc 2 §9).
 */
export const UPDATE_LOCK_MS = 5 * 60_000;

/** What the lock is taken for: the guests' update answers 3016, everything else 3013. */
export type LockPurpose = 'update' | 'cancel' | 'guests';

/** 409 3013 / 3016: another change or cancellation of this reservation is in progress. */
export function reservationBusy(purpose: LockPurpose = 'update'): DomainError {
  return new DomainError(
    purpose === 'guests' ? ErrorCode.guestsLocked : ErrorCode.updateLocked,
    409,
    'The reservation is being updated elsewhere. Please retry in about 5 minutes.',
    undefined,
    { retry_after: Math.round(UPDATE_LOCK_MS / 1000) },
  );
}

/** 409 3014: the reservation changed since the guest's screen was built from it. */
export function originalChanged(updatedAt: Date): DomainError {
  return new DomainError(
    ErrorCode.originalChanged,
    409,
    'The original reservation has changed. Please reload it and confirm again.',
    'expected_updated_at',
    { updated_at: updatedAt.toISOString() },
  );
}

/**
 * Runs `work` holding the reservation's short lock (`locked_until` / `lock_id`, migration 007),
 * with the row as it is once locked, so a change that committed meanwhile is never overwritten.
 * The lock is one conditional UPDATE outside any transaction: a concurrent change, cancellation
 * or guests' update sees it at once and answers 3013 (3016 for guests) instead of waiting, and
 * a cancellation may talk to the gateway while holding it. `expectedUpdatedAt` (the guest's
 * copy) must equal the locked row's `updated_at`, else 3014.
 */
export async function withReservationLock<T>(
  db: Kysely<Database>,
  loaded: LoadedReservation,
  options: { purpose: LockPurpose; expectedUpdatedAt?: string | undefined; now: Date },
  work: (locked: LoadedReservation) => Promise<T>,
): Promise<T> {
  const lockId = randomUUID();
  const { now } = options;
  const row = await db
    .updateTable('reservations')
    .set({ lock_id: lockId, locked_until: new Date(now.getTime() + UPDATE_LOCK_MS) })
    .where('id', '=', loaded.row.id)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .returningAll()
    .executeTakeFirst();
  if (!row) throw reservationBusy(options.purpose);
  try {
    if (
      options.expectedUpdatedAt !== undefined &&
      Date.parse(options.expectedUpdatedAt) !== row.updated_at.getTime()
    ) {
      throw originalChanged(row.updated_at);
    }
    return await work({ ...loaded, row });
  } finally {
    await db
      .updateTable('reservations')
      .set({ lock_id: null, locked_until: null })
      .where('id', '=', row.id)
      .where('lock_id', '=', lockId)
      .execute();
  }
}
