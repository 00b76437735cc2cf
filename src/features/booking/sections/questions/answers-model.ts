import type { AdditionalQuestion } from '../../../../api/contract/catalogue.ts';
import type { BookRoom } from '../../../../api/contract/reservation.ts';
import type { MessageId } from '../../../../i18n/messages.ts';
import type { DraftAnswer } from '../../draft.ts';
import { answerTextError } from '../../rules/answers.ts';
import { peopleCountsError, setMenCount, setWomenCount } from '../../rules/people-per-room.ts';

/*
 * The guest's answers as `DraftAnswer[]`, one per question, except people-per-room: the
 * contract's answer has no room field, so that question has one answer per booked room, in
 * room order (the k-th answer with its id is room k). Empty answers are dropped: the server
 * counts any answer with a question's id as "answered".
 */

export type AnswerPatch = {
  [K in keyof Omit<DraftAnswer, 'question_id'>]?: DraftAnswer[K] | undefined;
};

const isEmpty = (a: DraftAnswer): boolean =>
  (a.text ?? '') === '' &&
  (a.checkin_time ?? '') === '' &&
  (a.checkout_time ?? '') === '' &&
  a.men_count === undefined &&
  a.women_count === undefined &&
  (a.attachment_ids ?? []).length === 0;

/** Fields as typed, where a cleared one may still be present as `undefined`. */
type LooseFields = { readonly [K in keyof AnswerPatch]?: AnswerPatch[K] | undefined };

/** Rebuilds an answer from its fields, leaving out empty ones (exactOptionalPropertyTypes). */
function compact(questionId: string, fields: LooseFields): DraftAnswer {
  const answer: DraftAnswer = { question_id: questionId };
  if (fields.text) answer.text = fields.text;
  if (fields.checkin_time) answer.checkin_time = fields.checkin_time;
  if (fields.checkout_time) answer.checkout_time = fields.checkout_time;
  if (fields.men_count !== undefined) answer.men_count = fields.men_count;
  if (fields.women_count !== undefined) answer.women_count = fields.women_count;
  if (fields.attachment_ids?.length) answer.attachment_ids = [...fields.attachment_ids];
  return answer;
}

/** The answer to a question (not people-per-room); undefined when unanswered. */
export function answerOf(
  value: readonly DraftAnswer[],
  questionId: string,
): DraftAnswer | undefined {
  return value.find((a) => a.question_id === questionId);
}

/** Sets fields of one question's answer; an answer left empty is removed. Order is kept. */
export function updateAnswer(
  value: readonly DraftAnswer[],
  questionId: string,
  patch: AnswerPatch,
): DraftAnswer[] {
  const index = value.findIndex((a) => a.question_id === questionId);
  const current = index === -1 ? { question_id: questionId } : value[index];
  const next = compact(questionId, { ...current, ...patch });
  // An explicitly cleared field must go, even though spreading `undefined` keeps the key.
  for (const [key, field] of Object.entries(patch)) {
    if (field === undefined || field === '') Reflect.deleteProperty(next, key);
  }
  if (isEmpty(next)) return value.filter((_, i) => i !== index);
  if (index === -1) return [...value, next];
  return value.map((a, i) => (i === index ? next : a));
}

/** Men and women of each room for a people-per-room question (undefined: not entered). */
export interface RoomPeople {
  readonly men_count?: number | undefined;
  readonly women_count?: number | undefined;
}

/** The per-room counts of a people-per-room question, one entry per booked room. */
export function peopleOf(
  value: readonly DraftAnswer[],
  questionId: string,
  roomCount: number,
): RoomPeople[] {
  const answers = value.filter((a) => a.question_id === questionId);
  return Array.from({ length: roomCount }, (_, i) => {
    const a = answers[i];
    return { men_count: a?.men_count, women_count: a?.women_count };
  });
}

/**
 * Enters men or women for one room (product §5): the other count becomes adults minus it.
 * `null` clears the typed count only. The question's answers are rewritten as one per room, in
 * room order, at the place of its first answer; all of them go when every room is empty.
 */
export function setPeople(
  value: readonly DraftAnswer[],
  questionId: string,
  rooms: readonly BookRoom[],
  roomIndex: number,
  field: 'men_count' | 'women_count',
  count: number | null,
): DraftAnswer[] {
  const people = peopleOf(value, questionId, rooms.length);
  const adults = rooms[roomIndex]?.adults ?? 0;
  const current = people[roomIndex] ?? {};
  let entered: RoomPeople;
  if (count === null) entered = { ...current, [field]: undefined };
  else entered = field === 'men_count' ? setMenCount(adults, count) : setWomenCount(adults, count);
  people[roomIndex] = entered;
  const answers = people.map((p) => compact(questionId, p));
  const first = value.findIndex((a) => a.question_id === questionId);
  const others = value.filter((a) => a.question_id !== questionId);
  if (answers.every(isEmpty)) return others;
  const at = first === -1 ? others.length : first;
  return [...others.slice(0, at), ...answers, ...others.slice(at)];
}

/** A field's message: a key and its values. */
export interface FieldError {
  readonly id: MessageId;
  readonly values?: Readonly<Record<string, string | number>>;
}

/** Field keys: the question id, or `{id}:room:{n}` for a people-per-room room. */
export const roomKey = (questionId: string, roomIndex: number): string =>
  `${questionId}:room:${roomIndex}`;

/** Uploads of one question that are not finished yet (they block continuing). */
export type PendingUploads = Readonly<Record<string, number>>;

/**
 * Every field error of the shown questions: required answers, men + women equal to each
 * room's adults, free text within 255 characters (as the server counts), and uploads still
 * running. Empty when the step may continue.
 */
export function answerErrors(
  questions: readonly AdditionalQuestion[],
  rooms: readonly BookRoom[],
  value: readonly DraftAnswer[],
  pending: PendingUploads = {},
): Map<string, FieldError> {
  const errors = new Map<string, FieldError>();
  for (const q of questions) {
    if (q.question_type === 'people_per_room') {
      peopleOf(value, q.id, rooms.length).forEach((p, i) => {
        const entered = p.men_count !== undefined || p.women_count !== undefined;
        if (!entered && !q.required) return;
        const adults = rooms[i]?.adults ?? 0;
        if (p.men_count === undefined || p.women_count === undefined) {
          errors.set(roomKey(q.id, i), { id: 'booking.validation.required' });
          return;
        }
        const rule = peopleCountsError(adults, {
          men_count: p.men_count,
          women_count: p.women_count,
        });
        if (rule) errors.set(roomKey(q.id, i), { id: rule, values: { adults } });
      });
      continue;
    }
    const answer = answerOf(value, q.id);
    if (q.question_type === 'checkin_time' || q.question_type === 'checkout_time') {
      const time =
        q.question_type === 'checkin_time' ? answer?.checkin_time : answer?.checkout_time;
      if (q.required && !time) errors.set(q.id, { id: 'booking.validation.required' });
      continue;
    }
    if ((pending[q.id] ?? 0) > 0) {
      errors.set(q.id, { id: 'booking.questions.attachments.wait' });
      continue;
    }
    const attached = (answer?.attachment_ids ?? []).length > 0;
    const rule = answerTextError(answer?.text ?? '', q.required && !attached);
    if (rule) errors.set(q.id, { id: rule, values: { max: 255 } });
  }
  return errors;
}
