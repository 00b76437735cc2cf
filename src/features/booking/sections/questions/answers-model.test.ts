import { describe, expect, it } from 'vitest';
import type { AdditionalQuestion } from '../../../../api/contract/catalogue.ts';
import type { BookRoom } from '../../../../api/contract/reservation.ts';
import {
  answerErrors,
  answerOf,
  peopleOf,
  roomKey,
  setPeople,
  updateAnswer,
} from './answers-model.ts';

const question = (over: Partial<AdditionalQuestion>): AdditionalQuestion => ({
  id: 'q',
  question_type: 'free_text',
  ownable_type: 'hotel',
  kind: 'question',
  labels: ['all_users'],
  hotel_plan_codes: [],
  display_start_date: null,
  display_end_date: null,
  required: false,
  text: { en: 'Q' },
  options: [],
  ...over,
});
const room = (adults: number): BookRoom => ({
  room_type_code: 'std',
  room_plan_code: 'room-only',
  adults,
});

describe('updateAnswer', () => {
  it('adds, merges and removes answers left empty', () => {
    let value = updateAnswer([], 'a', { text: 'hi' });
    value = updateAnswer(value, 'b', { checkin_time: '15:00' });
    value = updateAnswer(value, 'a', { attachment_ids: ['att_1'] });
    expect(value).toEqual([
      { question_id: 'a', text: 'hi', attachment_ids: ['att_1'] },
      { question_id: 'b', checkin_time: '15:00' },
    ]);
    value = updateAnswer(value, 'a', { text: '' });
    expect(answerOf(value, 'a')).toEqual({ question_id: 'a', attachment_ids: ['att_1'] });
    value = updateAnswer(value, 'a', { attachment_ids: [] });
    expect(value).toEqual([{ question_id: 'b', checkin_time: '15:00' }]);
  });
});

describe('setPeople', () => {
  const rooms = [room(2), room(3)];

  it('fills the other count with adults minus the entered one, per room', () => {
    let value = setPeople([], 'p', rooms, 1, 'men_count', 1);
    expect(peopleOf(value, 'p', 2)).toEqual([
      { men_count: undefined, women_count: undefined },
      { men_count: 1, women_count: 2 },
    ]);
    // Room 1 had no answer yet: it is kept as an empty placeholder so room 2 stays second.
    expect(value).toEqual([
      { question_id: 'p' },
      { question_id: 'p', men_count: 1, women_count: 2 },
    ]);
    value = setPeople(value, 'p', rooms, 0, 'women_count', 5);
    expect(peopleOf(value, 'p', 2)[0]).toEqual({ men_count: 0, women_count: 2 });
  });

  it('keeps other answers in place and drops the question when every room is cleared', () => {
    let value = updateAnswer([], 'x', { text: 'before' });
    value = setPeople(value, 'p', rooms, 0, 'men_count', 2);
    value = updateAnswer(value, 'y', { text: 'after' });
    expect(value.map((a) => a.question_id)).toEqual(['x', 'p', 'p', 'y']);
    value = setPeople(value, 'p', rooms, 0, 'men_count', null);
    expect(peopleOf(value, 'p', 2)[0]).toEqual({ men_count: undefined, women_count: 0 });
    value = setPeople(value, 'p', rooms, 0, 'women_count', null);
    expect(value.map((a) => a.question_id)).toEqual(['x', 'y']);
  });
});

describe('answerErrors', () => {
  const people = question({ id: 'p', question_type: 'people_per_room', required: true });
  const checkin = question({ id: 'in', question_type: 'checkin_time', required: true });
  const checkout = question({ id: 'out', question_type: 'checkout_time' });
  const note = question({ id: 't', required: true });
  const all = [people, checkin, checkout, note];
  const rooms = [room(2), room(1)];

  it('asks for required answers, per room for people per room', () => {
    const errors = answerErrors(all, rooms, []);
    expect([...errors.keys()]).toEqual([roomKey('p', 0), roomKey('p', 1), 'in', 't']);
    expect(errors.get('t')?.id).toBe('booking.validation.required');
  });

  it('is empty once everything is answered within the rules', () => {
    let value = setPeople([], 'p', rooms, 0, 'men_count', 1);
    value = setPeople(value, 'p', rooms, 1, 'women_count', 1);
    value = updateAnswer(value, 'in', { checkin_time: '16:00' });
    value = updateAnswer(value, 't', { text: 'Anniversary' });
    expect(answerErrors(all, rooms, value).size).toBe(0);
  });

  it('checks counts against adults, text length as the server counts, and uploads', () => {
    const value = [
      { question_id: 'p', men_count: 1, women_count: 0 },
      { question_id: 'p', men_count: 1, women_count: 0 },
      { question_id: 't', text: '😀'.repeat(128) },
    ];
    const errors = answerErrors([people, note], rooms, value);
    expect(errors.get(roomKey('p', 0))).toEqual({
      id: 'booking.validation.peoplePerRoom.total',
      values: { adults: 2 },
    });
    expect(errors.has(roomKey('p', 1))).toBe(false);
    expect(errors.get('t')?.id).toBe('booking.validation.maxLength');
    // An image alone answers a required free-text question, but not while it uploads.
    const imageOnly = [{ question_id: 't', attachment_ids: ['att_1'] }];
    expect(answerErrors([note], rooms, imageOnly).size).toBe(0);
    expect(answerErrors([note], rooms, imageOnly, { t: 1 }).get('t')?.id).toBe(
      'booking.questions.attachments.wait',
    );
  });

  it('lets optional questions stay empty', () => {
    const optional = [{ ...people, required: false }, checkout];
    expect(answerErrors(optional, rooms, []).size).toBe(0);
  });
});
