import { randomInt } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { ErrorCode } from '../../../src/api/contract/index.ts';
import type { DrawLotteryResult } from '../../../src/api/contract/lottery.ts';
import { addDays, stayNights } from '../../../src/rules/dates.ts';
import type { Database } from '../../db/schema.ts';
import { DomainError } from '../../domain/errors.ts';
import { drawWinners } from '../../domain/lottery-draw.ts';
import type { Logger } from '../../http/logger.ts';
import { lotteryResultMail } from '../../mail/lottery-template.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { lotteryNotAvailable } from './entries.ts';
import { findLotteryEvent, lotteryText, releaseHeld } from './events.ts';

export const alreadyDrawn = (): DomainError =>
  new DomainError(ErrorCode.conflict, 409, 'This lottery has already been drawn.');

/** A draft (console, not published): members could not enter it, so it is not drawn. */
export const draftNotDrawn = (): DomainError =>
  new DomainError(
    ErrorCode.conflict,
    409,
    'This lottery event is a draft: publish it before drawing it.',
    'published',
  );

/**
 * Draws an event once: the event row is locked (`SELECT … FOR UPDATE`) and its `drawn_at`
 * checked, so two processes (the job, the CLI, a second CLI) cannot both draw it — the second
 * waits for the first's commit and then answers 409. Entries close at the draw. The registered
 * entries become winner_reservation_pending or not_winner (drawWinners: never more winners on
 * a night than rooms held); the seed is recorded with the event.
 */
export async function drawLottery(
  db: Kysely<Database>,
  eventId: number,
  now: Date,
  options: { hotelId?: number; seed?: number | undefined } = {},
): Promise<DrawLotteryResult> {
  const result = await drawUnlessDrawn(db, eventId, now, options);
  if (!result) throw alreadyDrawn();
  return result;
}

/**
 * `drawLottery` for the job: null when another process drew the event first. A draft is
 * refused (409), or with `skipDraft` (the job's) passed over as null: it may have been taken
 * back to a draft between the job's query and this row lock.
 */
export function drawUnlessDrawn(
  db: Kysely<Database>,
  eventId: number,
  now: Date,
  options: { hotelId?: number; seed?: number | undefined; skipDraft?: boolean } = {},
): Promise<DrawLotteryResult | null> {
  return db.transaction().execute(async (tx) => {
    const event = await tx
      .selectFrom('lottery_events')
      .selectAll()
      .where('id', '=', eventId)
      .forUpdate()
      .executeTakeFirst();
    if (!event || (options.hotelId !== undefined && event.hotel_id !== options.hotelId))
      throw new DomainError(ErrorCode.notFound, 404, 'No lottery event has this id.', 'id');
    if (event.drawn_at) return null;
    if (!event.published) {
      if (options.skipDraft) return null;
      throw draftNotDrawn();
    }
    if (now < event.entries_open_at) throw lotteryNotAvailable('Entries have not opened yet.');
    const entries = await tx
      .selectFrom('lottery_entries')
      .select(['id', 'entry_number', 'checkin_date', 'checkout_date'])
      .where('event_id', '=', eventId)
      .where('status', '=', 'registered')
      .execute();
    const seed = options.seed ?? randomInt(0, 0x1_0000_0000);
    const winners = drawWinners(
      entries.map((e) => ({ id: e.id, checkin: e.checkin_date, checkout: e.checkout_date })),
      event.rooms_held,
      seed,
    );
    const winnerIds = [...winners];
    if (winnerIds.length > 0)
      await tx
        .updateTable('lottery_entries')
        .set({ status: 'winner_reservation_pending', updated_at: now })
        .where('id', 'in', winnerIds)
        .execute();
    await tx
      .updateTable('lottery_entries')
      .set({ status: 'not_winner', updated_at: now })
      .where('event_id', '=', eventId)
      .where('status', '=', 'registered')
      .execute();
    await tx
      .updateTable('lottery_events')
      .set({
        drawn_at: now,
        draw_seed: seed,
        entries_close_at: sql<Date>`LEAST(entries_close_at, ${now})`,
      })
      .where('id', '=', eventId)
      .execute();
    return {
      event_id: eventId,
      seed,
      drawn_at: now.toISOString(),
      entries: entries.length,
      winners: entries.filter((e) => winners.has(e.id)).map((e) => e.entry_number),
    };
  });
}

/** Where the mails and the job send results from. */
export interface LotteryMailDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  publicOrigin: () => string;
  logger: Logger;
  now: () => Date;
}

/**
 * Mails the result of every drawn entry not yet told, in the member's language, then marks it
 * told. A mail that fails is tried again on the job's next run.
 */
export async function mailLotteryResults(deps: LotteryMailDeps, eventId: number): Promise<number> {
  const { db } = deps;
  const event = await findLotteryEvent(db, eventId);
  // Claimed first (a conditional UPDATE), so a draw's own mailing and a job run in another
  // process never send one result twice; a failed send gives the claim back for a retry.
  const claimed = await db
    .updateTable('lottery_entries')
    .set({ result_mailed_at: deps.now() })
    .where('event_id', '=', eventId)
    .where('result_mailed_at', 'is', null)
    .where('status', 'in', ['winner_reservation_pending', 'not_winner'])
    .returning(['id', 'entry_number', 'status', 'checkin_date', 'checkout_date', 'member_id'])
    .execute();
  let sent = 0;
  for (const row of claimed) {
    const to = await db
      .selectFrom('members')
      .select(['email', 'locale'])
      .where('id', '=', row.member_id)
      .executeTakeFirstOrThrow();
    const url = new URL(`/room-lottery/confirmation/${row.entry_number}`, deps.publicOrigin());
    url.searchParams.set('code', event.hotel_code);
    url.searchParams.set('locale', to.locale);
    try {
      await deps.mailer.send(
        lotteryResultMail({
          to: to.email,
          locale: to.locale,
          won: row.status === 'winner_reservation_pending',
          hotelName: event.hotel_name,
          hotelTimeZone: event.time_zone,
          eventName: lotteryText(event.name, event.names, to.locale),
          entryNumber: row.entry_number,
          checkin: row.checkin_date,
          checkout: row.checkout_date,
          roomName: event.room_type_name,
          deadline: event.reservation_deadline,
          url: url.href,
        }),
      );
      sent++;
    } catch (error) {
      deps.logger({
        level: 'error',
        msg: 'lottery result mail failed',
        entry: row.entry_number,
        error: error instanceof Error ? error.message.slice(0, 200) : 'unknown',
      });
      await db
        .updateTable('lottery_entries')
        .set({ result_mailed_at: null })
        .where('id', '=', row.id)
        .execute();
    }
  }
  return sent;
}

/**
 * After the deadline: winners who did not book are declined, and every held room no winner
 * booked goes back to ordinary sale, night by night. Conditional on `released_at`, under the
 * event's row lock, so it happens once.
 */
export function releaseAfterDeadline(
  db: Kysely<Database>,
  eventId: number,
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const locked = await tx
      .selectFrom('lottery_events')
      .select(['id', 'released_at', 'reservation_deadline', 'drawn_at'])
      .where('id', '=', eventId)
      .forUpdate()
      .executeTakeFirst();
    if (!locked || locked.released_at || !locked.drawn_at || now < locked.reservation_deadline)
      return false;
    const event = await findLotteryEvent(tx, eventId);
    await tx
      .updateTable('lottery_entries')
      .set({ status: 'winner_reservation_pending_declined', updated_at: now })
      .where('event_id', '=', eventId)
      .where('status', '=', 'winner_reservation_pending')
      .execute();
    const booked = await tx
      .selectFrom('lottery_entries')
      .select(['checkin_date', 'checkout_date'])
      .where('event_id', '=', eventId)
      .where('reservation_id', 'is not', null)
      .execute();
    for (const night of stayNights(event.stay_from, event.stay_to)) {
      const used = booked.filter((b) => b.checkin_date <= night && night < b.checkout_date).length;
      const free = event.rooms_held - used;
      if (free > 0) await releaseHeld(tx, event, free, night, addDays(night, 1));
    }
    await tx
      .updateTable('lottery_events')
      .set({ released_at: now })
      .where('id', '=', eventId)
      .execute();
    return true;
  });
}
