import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ExtraListSchema,
  PolicyListSchema,
  QuestionListSchema,
} from '../../../api/contract/console/hotel-lists.ts';
import {
  EMPTY_EXTRA,
  extrasOfValues,
  extraValues,
  listErrors,
  policiesOfValues,
  policyValues,
  questionsOfValues,
  questionValues,
  withItem,
  withoutItem,
} from './list-values.ts';

const POLICY = {
  code: 'standard',
  title: 'Standard',
  parts: [
    { days_before: 3, hours_after: 0, percentage_of_cost: 20 },
    { days_before: 0, hours_after: 0, percentage_of_cost: 100 },
  ],
  no_show_percentage: 100,
};
const EXTRA = {
  ...EMPTY_EXTRA,
  code: 'breakfast',
  name: 'Breakfast',
  inventory: 10,
  price_without_tax: 1500,
};

describe('the policy and extra forms', () => {
  it('give back the lists they were made from', () => {
    expect(v.parse(PolicyListSchema, policiesOfValues(policyValues([POLICY]), 1))).toEqual({
      items: [POLICY],
    });
    expect(v.parse(ExtraListSchema, extrasOfValues(extraValues([EXTRA]), 1))).toEqual({
      items: [EXTRA],
    });
    expect(policyValues([POLICY])['items.0.parts']).toBe('3/0/20\n0/0/100');
  });

  it('add and remove items, keeping what was typed in the others', () => {
    const two = withItem(extraValues([EXTRA]), 1, extraValues([EMPTY_EXTRA]));
    expect(two['items.1.max_quantity']).toBe('1');
    const typed = { ...two, 'items.1.name': 'Towels' };
    const one = withoutItem(typed, 0);
    expect(one['items.0.name']).toBe('Towels');
    expect(Object.keys(one).some((name) => name.startsWith('items.1.'))).toBe(false);
  });

  it("shows a part's error on the parts field, and keeps a typed non-number for the contract", () => {
    expect(listErrors({ 'items.0.parts.1.days_before': 'bad', 'items.0.title': 'empty' })).toEqual({
      'items.0.parts': 'bad',
      'items.0.title': 'empty',
    });
    const result = v.safeParse(
      ExtraListSchema,
      extrasOfValues({ ...extraValues([EXTRA]), 'items.0.price_without_tax': '12a' }, 1),
    );
    expect(result.issues?.map((issue) => v.getDotPath(issue))).toEqual([
      'items.0.price_without_tax',
    ]);
  });

  it('give back a question, its texts per locale, choices and dates', () => {
    const question = {
      code: 'arrival',
      kind: 'question' as const,
      question_type: 'free_text' as const,
      labels: ['all_users'],
      hotel_plan_codes: [],
      display_start_date: '2026-12-01',
      display_end_date: null,
      required: true,
      text: { en: 'How will you arrive?', ar: 'كيف ستصل؟' },
      options: ['Car', 'Train'],
    };
    const values = questionValues([question]);
    expect(values['items.0.required']).toBe('yes');
    expect(v.parse(QuestionListSchema, questionsOfValues(values, 1))).toEqual({
      items: [question],
    });
  });
});
