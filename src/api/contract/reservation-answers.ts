import * as v from 'valibot';
import { AdditionalQuestionSchema } from './catalogue.ts';
import { AnswerSchema } from './reservation.ts';

// A file of its own: catalogue.ts imports reservation.ts, so reservation.ts cannot import the
// question schema back without a cycle.

/** One of a reservation's questions with the guest's answer (null: not answered). */
export const ReservationQuestionAnswerSchema = v.object({
  question: AdditionalQuestionSchema,
  answer: v.nullable(v.object(AnswerSchema.entries)),
});
export type ReservationQuestionAnswer = v.InferOutput<typeof ReservationQuestionAnswerSchema>;

/**
 * Answer of `GET /api/v1/reservations/{number}/additional_questions` and of its `batch_update`:
 * the questions that apply to the booking (its hotel and brand, its plans, its check-in day) and
 * any other question it has an answer to, each with that answer.
 */
export const ReservationQuestionAnswersResponseSchema = v.object({
  data: v.array(ReservationQuestionAnswerSchema),
});

/**
 * `PUT /api/v1/reservations/{number}/additional_questions/batch_update` body: the answers as
 * they should now be (replacing the booking's). Checked like a booking's answers: known
 * questions, required ones answered, people within the adults, uploads not attached elsewhere.
 */
export const UpdateAnswersSchema = v.strictObject({
  answers: v.pipe(v.array(AnswerSchema), v.maxLength(30)),
  /** See `expected_updated_at` of the change and cancel bodies (3014). */
  expected_updated_at: v.optional(
    v.pipe(v.string(), v.isoTimestamp('must be the reservation updated_at')),
  ),
});
export type UpdateAnswers = v.InferOutput<typeof UpdateAnswersSchema>;
