import type { Selectable } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { QuestionTable } from '../db/schema.ts';
import { type QuestionFilter, selectQuestions } from './questions.ts';

const row = (
  code: string,
  labels: string[],
  extra: Partial<Selectable<QuestionTable>> = {},
): Selectable<QuestionTable> => ({
  id: 1,
  brand_id: 1,
  hotel_id: null,
  code,
  kind: 'notification',
  question_type: 'free_text',
  labels,
  hotel_plan_codes: [],
  display_start_date: null,
  display_end_date: null,
  required: false,
  text: { en: code },
  options: [],
  ...extra,
});

const filter = (over: Partial<QuestionFilter> = {}): QuestionFilter => ({
  day: '2026-05-10',
  labels: ['all_users'],
  hotelPlanCodes: null,
  hotelId: 7,
  ...over,
});

describe('selectQuestions', () => {
  const rows = [
    row('all', ['all_users', 'all_facilities']),
    row('unscoped', ['all_users']),
    row('mine', ['all_users', 'facility_7']),
    row('other', ['all_users', 'facility_8']),
    row('own', ['all_users', 'facility_8'], { hotel_id: 7 }), // a hotel's own item always applies
    row('members', ['membership_rank_all', 'all_facilities']),
  ];

  it('keeps brand items for all facilities or the current one', () => {
    expect(selectQuestions(rows, filter()).map((q) => q.id)).toEqual([
      'all',
      'unscoped',
      'mine',
      'own',
    ]);
  });

  it('without a facility keeps only the brand items for all facilities', () => {
    expect(selectQuestions(rows, filter({ hotelId: null })).map((q) => q.id)).toEqual([
      'all',
      'unscoped',
      'own',
    ]);
  });

  it('checks the display window inclusively, either end open', () => {
    const windowed = [
      row('inside', ['all_users'], {
        display_start_date: '2026-05-10',
        display_end_date: '2026-05-10',
      }),
      row('before', ['all_users'], { display_end_date: '2026-05-09' }),
      row('after', ['all_users'], { display_start_date: '2026-05-11' }),
      row('open-start', ['all_users'], { display_end_date: '2026-06-01' }),
    ];
    expect(selectQuestions(windowed, filter()).map((q) => q.id)).toEqual(['inside', 'open-start']);
  });
});
