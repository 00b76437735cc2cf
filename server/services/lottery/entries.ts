import { randomInt } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { ErrorCode } from '../../../src/api/contract/index.ts';
import {
  type CreateLotteryEntry,
  type LotteryEntry,
  type LotteryEntryInput,
  LotteryErrorCode,
} from '../../../src/api/contract/lottery.ts';
import { daysBetween } from '../../../src/rules/dates.ts';
import type { Database } from '../../db/schema.ts';
import type { LotteryEntryTable } from '../../db/schema-lottery.ts';
import { DomainError, invalid } from '../../domain/errors.ts';
import {
  findLotteryEvent,
  type LotteryEventView,
  lotteryNotFound,
  lotteryPhase,
  presentLotteryEvent,
} from './events.ts';

export type LotteryEntryRow = Selectable<LotteryEntryTable>;

export const lotteryNotAvailable = (message = 'This lottery is not available.'): DomainError =>
  new DomainError(LotteryErrorCode.notAvailable, 422, message);

/** Product.md §6: "lottery entries can be managed only by the account that applied". */
export const lotteryAccountMismatch = (): DomainError =>
  new DomainError(
    LotteryErrorCode.accountMismatch,
    403,
    'This lottery entry belongs to another account. Please sign in with the account that applied.',
  );

export const lotteryDeadlinePassed = (): DomainError =>
  new DomainError(LotteryErrorCode.deadlinePassed, 422, 'The reservation deadline has passed.');

/**
 * The stay must lie inside the event's window and its nights within the event's minimum and
 * maximum (product.md §5); the adults within the room's capacity. 400 code 1000 naming the field.
 */
export function checkEntryStay(event: LotteryEventView, input: LotteryEntryInput): void {
  if (input.checkin_date < event.stay_from || input.checkin_date >= event.stay_to)
    throw invalid('checkin_date', `must be from ${event.stay_from} to before ${event.stay_to}`);
  if (input.checkout_date <= input.checkin_date || input.checkout_date > event.stay_to)
    throw invalid('checkout_date', `must be after check-in and at most ${event.stay_to}`);
  const nights = daysBetween(input.checkin_date, input.checkout_date);
  if (nights < event.min_nights || nights > event.max_nights)
    throw invalid(
      'checkout_date',
      `the stay must be ${event.min_nights} to ${event.max_nights} nights`,
    );
  if (input.adults > event.max_adults)
    throw invalid('adults', `must be at most ${event.max_adults}`);
}

/** Entries are taken and changed only while the event's entry period is open. */
function checkOpen(event: LotteryEventView, now: Date): void {
  if (lotteryPhase(event, now) !== 'open')
    throw lotteryNotAvailable('This lottery is not taking entries now.');
}

const newEntryNumber = (): string => `L${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;

/** Enters a member once per event (3756 for a second entry, even after a cancellation). */
export async function createEntry(
  db: Kysely<Database>,
  memberId: number,
  input: CreateLotteryEntry,
  now: Date,
): Promise<LotteryEntryRow> {
  const event = await findLotteryEvent(db, input.lottery_event_id);
  // A draft (issue 41) is the console's only: to members it does not exist.
  if (!event.published) throw lotteryNotFound();
  checkOpen(event, now);
  checkEntryStay(event, input);
  const row = await db
    .insertInto('lottery_entries')
    .values({
      entry_number: newEntryNumber(),
      event_id: event.id,
      member_id: memberId,
      status: 'registered',
      checkin_date: input.checkin_date,
      checkout_date: input.checkout_date,
      adults: input.adults,
      first_name: input.first_name,
      last_name: input.last_name,
      locale: input.locale ?? 'en',
      created_at: now,
      updated_at: now,
    })
    // One entry per member and event: a concurrent second entry meets the unique key here.
    .onConflict((oc) => oc.columns(['event_id', 'member_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!row)
    throw new DomainError(
      LotteryErrorCode.alreadyEntered,
      409,
      'You have already entered this lottery.',
    );
  return row;
}

/**
 * The member's entry, locked for the rest of the caller's transaction when `forUpdate`: 404
 * when no entry has the number, 403 "lottery account mismatch" when it is someone else's.
 */
export async function ownEntry(
  db: Kysely<Database>,
  memberId: number,
  entryNumber: string,
  forUpdate = false,
): Promise<LotteryEntryRow> {
  let query = db.selectFrom('lottery_entries').selectAll().where('entry_number', '=', entryNumber);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row)
    throw new DomainError(ErrorCode.notFound, 404, 'No lottery entry has this number.', 'entry');
  if (row.member_id !== memberId) throw lotteryAccountMismatch();
  return row;
}

/** Changes a registered entry's stay, guests or name while entries are open. */
export function updateEntry(
  db: Kysely<Database>,
  memberId: number,
  entryNumber: string,
  input: LotteryEntryInput,
  now: Date,
): Promise<LotteryEntryRow> {
  return db.transaction().execute(async (tx) => {
    const entry = await ownEntry(tx, memberId, entryNumber, true);
    const event = await findLotteryEvent(tx, entry.event_id);
    checkOpen(event, now);
    if (entry.status !== 'registered') throw lotteryNotAvailable('This entry cannot be changed.');
    checkEntryStay(event, input);
    return tx
      .updateTable('lottery_entries')
      .set({
        checkin_date: input.checkin_date,
        checkout_date: input.checkout_date,
        adults: input.adults,
        first_name: input.first_name,
        last_name: input.last_name,
        ...(input.locale ? { locale: input.locale } : {}),
        updated_at: now,
      })
      .where('id', '=', entry.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/**
 * Cancels for good (product.md §4: a lottery cancel cannot be undone): a registered entry
 * becomes registration_cancelled while entries are open; a winner who has not booked yet
 * declines (winner_reservation_pending_declined) before the deadline. Anything else is 3751.
 */
export function cancelEntry(
  db: Kysely<Database>,
  memberId: number,
  entryNumber: string,
  now: Date,
  /** `delete_in_complete_reservation`: only a win not yet booked may be given up. */
  winsOnly = false,
): Promise<LotteryEntryRow> {
  return db.transaction().execute(async (tx) => {
    const entry = await ownEntry(tx, memberId, entryNumber, true);
    const event = await findLotteryEvent(tx, entry.event_id);
    let status: LotteryEntryRow['status'];
    if (entry.status === 'registered' && !winsOnly) {
      checkOpen(event, now);
      status = 'registration_cancelled';
    } else if (entry.status === 'winner_reservation_pending') {
      if (now >= event.reservation_deadline) throw lotteryDeadlinePassed();
      status = 'winner_reservation_pending_declined';
    } else throw lotteryNotAvailable('This entry cannot be cancelled.');
    return tx
      .updateTable('lottery_entries')
      .set({ status, updated_at: now })
      .where('id', '=', entry.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Whether the member may still change or cancel the entry itself. */
const updatable = (entry: LotteryEntryRow, event: LotteryEventView, now: Date): boolean =>
  entry.status === 'registered' && lotteryPhase(event, now) === 'open';

/**
 * A win that was not booked in time: still pending past the deadline (the release job has not
 * run yet) or declined at or after it, which only the deadline's release does (a member's own
 * decline is refused from the deadline on, so it is always earlier).
 */
const lapsed = (entry: LotteryEntryRow, event: LotteryEventView, now: Date): boolean =>
  (entry.status === 'winner_reservation_pending' && now >= event.reservation_deadline) ||
  (entry.status === 'winner_reservation_pending_declined' &&
    new Date(entry.updated_at) >= event.reservation_deadline);

/** An entry as its member sees it. */
export function presentEntry(
  entry: LotteryEntryRow,
  event: LotteryEventView,
  reservationNumber: string | null,
  now: Date,
): LotteryEntry {
  return {
    entry_number: entry.entry_number,
    status: entry.status,
    checkin_date: entry.checkin_date,
    checkout_date: entry.checkout_date,
    adults: entry.adults,
    first_name: entry.first_name,
    last_name: entry.last_name,
    result_date: event.result_at.toISOString(),
    reservation_deadline: event.reservation_deadline.toISOString(),
    updatable: updatable(entry, event, now),
    lapsed: lapsed(entry, event, now),
    reservation_number: reservationNumber,
    event: presentLotteryEvent(event, now, entry.locale),
  };
}

/** The reservation number of a winner's booking, if any. */
async function reservationNumber(
  db: Kysely<Database>,
  reservationId: number | null,
): Promise<string | null> {
  if (reservationId === null) return null;
  const row = await db
    .selectFrom('reservations')
    .select('number')
    .where('id', '=', reservationId)
    .executeTakeFirst();
  return row?.number ?? null;
}

/** One entry of the member, presented. */
export async function memberEntry(
  db: Kysely<Database>,
  entry: LotteryEntryRow,
  now: Date,
): Promise<LotteryEntry> {
  const event = await findLotteryEvent(db, entry.event_id);
  return presentEntry(entry, event, await reservationNumber(db, entry.reservation_id), now);
}

/** Every entry of the member (`GET /user/lottery_results`), newest first. */
export async function memberEntries(
  db: Kysely<Database>,
  memberId: number,
  now: Date,
): Promise<LotteryEntry[]> {
  const rows = await db
    .selectFrom('lottery_entries')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  const list: LotteryEntry[] = [];
  for (const row of rows) list.push(await memberEntry(db, row, now));
  return list;
}
