import * as v from 'valibot';
import { DateSchema } from '../common.ts';
import { INVALID, LocaleSchema, optionalText, text } from './hotel.ts';

/**
 * A hotel's lists the console edits besides its settings document (issue 38): cancellation
 * policies, extras and the hotel's additional questions. Each list is saved whole (PUT), items
 * matched by `code`: new codes are added, changed ones updated, missing ones removed, each in the
 * audit log. What a plan still uses (a policy, an included extra) cannot be removed (409).
 */

/** An item's code: what plans and bookings name it by. */
export const ItemCodeSchema = v.pipe(
  v.string(INVALID.required),
  v.trim(),
  v.regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, INVALID.code),
);

const whole = (min: number, max: number) =>
  v.pipe(
    v.number(INVALID.number),
    v.integer(INVALID.number),
    v.minValue(min, INVALID.number),
    v.maxValue(max, INVALID.number),
  );

/** Each code once in a list. */
const uniqueCodes = <T extends { code: string }>(list: readonly T[]) =>
  new Set(list.map((item) => item.code)).size === list.length;

export const PolicyItemSchema = v.object({
  code: ItemCodeSchema,
  title: text(120),
  /** From `days_before` days (and `hours_after` hours into that day) before check-in, this share is charged. */
  parts: v.pipe(
    v.array(
      v.object({
        days_before: whole(0, 400),
        hours_after: whole(0, 23),
        percentage_of_cost: whole(0, 100),
      }),
    ),
    v.maxLength(10, INVALID.tooLong),
  ),
  no_show_percentage: whole(0, 100),
});
export type PolicyItem = v.InferOutput<typeof PolicyItemSchema>;

export const ExtraItemSchema = v.pipe(
  v.object({
    code: ItemCodeSchema,
    name: text(120),
    extra_type: v.picklist(['generic', 'dated'], INVALID.required),
    price_without_tax: whole(0, 10_000_000),
    /** How many may be sold in all; null: no limit. */
    inventory: v.nullable(whole(0, 1_000_000)),
    min_quantity: whole(0, 100),
    max_quantity: whole(1, 100),
  }),
  v.forward(
    v.check((extra) => extra.max_quantity >= extra.min_quantity, INVALID.number),
    ['max_quantity'],
  ),
);
export type ExtraItem = v.InferOutput<typeof ExtraItemSchema>;

export const QuestionItemSchema = v.object({
  code: ItemCodeSchema,
  kind: v.picklist(['question', 'notification'], INVALID.required),
  question_type: v.picklist(
    ['people_per_room', 'checkin_time', 'checkout_time', 'free_text'],
    INVALID.required,
  ),
  /** Who sees it (`all_users`, `members` …); empty: everyone. */
  labels: v.pipe(v.array(text(40)), v.maxLength(10, INVALID.tooLong)),
  /** Only for these hotel plans; empty: every plan. */
  hotel_plan_codes: v.pipe(v.array(text(40)), v.maxLength(50, INVALID.tooLong)),
  display_start_date: v.nullable(DateSchema),
  display_end_date: v.nullable(DateSchema),
  required: v.boolean(),
  /** The question per locale; at least one. */
  text: v.pipe(
    v.record(LocaleSchema, text(500), INVALID.language),
    v.check((texts) => Object.keys(texts).length > 0, INVALID.required),
  ),
  options: v.pipe(v.array(optionalText(100)), v.maxLength(20, INVALID.tooLong)),
});
export type QuestionItem = v.InferOutput<typeof QuestionItemSchema>;

const listOf = <S extends v.GenericSchema<unknown, { code: string }>>(item: S, max: number) =>
  v.pipe(v.array(item), v.maxLength(max, INVALID.tooLong), v.check(uniqueCodes, INVALID.duplicate));

export const PolicyListSchema = v.object({ items: listOf(PolicyItemSchema, 50) });
export const ExtraListSchema = v.object({ items: listOf(ExtraItemSchema, 100) });
export const QuestionListSchema = v.object({ items: listOf(QuestionItemSchema, 50) });

export const ConsolePolicyListResponseSchema = v.object({ data: PolicyListSchema });
export const ConsoleExtraListResponseSchema = v.object({ data: ExtraListSchema });
export const ConsoleQuestionListResponseSchema = v.object({ data: QuestionListSchema });
