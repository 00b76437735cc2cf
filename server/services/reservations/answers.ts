import type { Kysely } from 'kysely';
import type {
  Answer,
  ReservationQuestionAnswer,
  UpdateAnswers,
} from '../../../src/api/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { updateSettings } from '../../domain/update-rules.ts';
import { notAllowed } from '../../http/errors.ts';
import type { PlanRow } from '../catalogue.ts';
import { hotelToday } from '../hotels.ts';
import { loadQuestions, presentQuestion, selectQuestions } from '../questions.ts';
import type { LoadedReservation } from './access.ts';
import { attachFiles, checkAttachments } from './attachments.ts';
import { checkAnswers } from './build.ts';
import { withReservationLock } from './lock.ts';

/** The plans a reservation was booked on (their hotel plan codes decide which questions apply). */
async function bookedPlans(db: Kysely<Database>, loaded: LoadedReservation): Promise<PlanRow[]> {
  const ids = [...new Set(loaded.row.rooms.map((r) => r.plan_id))];
  return db
    .selectFrom('plans')
    .selectAll()
    .where('id', 'in', ids.length > 0 ? ids : [-1])
    .execute();
}

/**
 * The questions of a reservation with its answers: the questions a booking of these plans on
 * this check-in day is asked (hotel and brand, for every viewer), then any other question the
 * booking holds an answer to (its display window may have closed since).
 */
export async function questionAnswers(
  db: Kysely<Database>,
  loaded: LoadedReservation,
  answers: readonly Answer[] = loaded.row.answers,
): Promise<ReservationQuestionAnswer[]> {
  const { row, hotel } = loaded;
  const plans = await bookedPlans(db, loaded);
  const rows = (await loadQuestions(db, hotel.brand_id, hotel.id)).filter(
    (q) => q.kind === 'question',
  );
  const asked = selectQuestions(rows, {
    day: row.checkin_date,
    labels: ['all_users'],
    hotelPlanCodes: plans.map((p) => p.hotel_plan_code),
    hotelId: hotel.id,
  });
  const answered = rows
    .filter(
      (q) => !asked.some((a) => a.id === q.code) && answers.some((a) => a.question_id === q.code),
    )
    .map(presentQuestion);
  return [...asked, ...answered].map((question) => ({
    question,
    answer: answers.find((a) => a.question_id === question.id) ?? null,
  }));
}

/**
 * Replaces a reservation's answers, checked as a booking's are (known questions, required ones
 * answered, people within the adults, uploads not attached to another booking), under the
 * reservation's lock (3013; 3014 with a stale `expected_updated_at`). New uploads are linked.
 */
export async function updateAnswers(
  db: Kysely<Database>,
  loaded: LoadedReservation,
  body: UpdateAnswers,
  now: Date,
): Promise<ReservationQuestionAnswer[]> {
  return withReservationLock(
    db,
    loaded,
    { purpose: 'update', expectedUpdatedAt: body.expected_updated_at, now },
    async (locked) => {
      const { row, hotel } = locked;
      const settings = updateSettings(row, hotelToday(hotel, now));
      if (!settings.updatable)
        throw notAllowed('This reservation can no longer be changed online.', {
          reason: settings.reason,
        });
      const plans = await bookedPlans(db, locked);
      const adults = row.rooms.reduce((n, r) => n + r.adults, 0);
      await checkAnswers(db, hotel, plans, adults, body.answers);
      await checkAttachments(db, body.answers, row.id);
      const updated = await db.transaction().execute(async (tx) => {
        await attachFiles(tx, row.id, body.answers);
        return tx
          .updateTable('reservations')
          .set({ answers: JSON.stringify(body.answers), updated_at: now })
          .where('id', '=', row.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      return questionAnswers(db, { ...locked, row: updated });
    },
  );
}
