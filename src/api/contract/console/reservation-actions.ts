import * as v from 'valibot';
import { DateSchema, MoneySchema } from '../common.ts';

/**
 * What the desk does to a reservation (issue 40). A price or fee other than the one the hotel's
 * rules give needs `reservations.override_price` and a reason; every action is audited.
 */

const reason = v.pipe(v.string(), v.trim(), v.minLength(1, 'required'), v.maxLength(500));
const amount = v.pipe(MoneySchema, v.minValue(0));

/** New dates and/or occupancy for the same plans; quoted first, then applied. */
export const DeskChangeSchema = v.strictObject({
  checkin_date: DateSchema,
  checkout_date: DateSchema,
  rooms: v.optional(
    v.pipe(
      v.array(
        v.strictObject({
          adults: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20)),
        }),
      ),
      v.maxLength(10),
    ),
  ),
});
export type DeskChange = v.InferOutput<typeof DeskChangeSchema>;

/** Applying a change: the quoted price (409 when it moved) or a manager's price and reason. */
export const DeskApplyChangeSchema = v.strictObject({
  ...DeskChangeSchema.entries,
  expected_total_price: amount,
  override_total_price: v.optional(amount),
  override_reason: v.optional(reason),
});
export type DeskApplyChange = v.InferOutput<typeof DeskApplyChangeSchema>;

export const DeskQuoteResponseSchema = v.object({
  data: v.object({
    old_total_price: v.number(),
    total_price: v.number(),
    currency: v.string(),
    nights: v.number(),
  }),
});
export type DeskQuote = v.InferOutput<typeof DeskQuoteResponseSchema>['data'];

/** Cancelling: the policy's fee, or another with a reason (override_price). */
export const DeskCancelSchema = v.strictObject({
  fee: amount,
  override_reason: v.optional(reason),
  details: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500))),
});
export type DeskCancel = v.InferOutput<typeof DeskCancelSchema>;

/** Marking a no-show: the policy's no-show fee, or another with a reason (override_price). */
export const DeskNoShowSchema = v.strictObject({
  fee: amount,
  override_reason: v.optional(reason),
});
export type DeskNoShow = v.InferOutput<typeof DeskNoShowSchema>;

export const DeskNoteSchema = v.strictObject({
  text: v.pipe(v.string(), v.trim(), v.minLength(1, 'required'), v.maxLength(2000)),
});
export type DeskNote = v.InferOutput<typeof DeskNoteSchema>;

/** Asking the guest for a payment: a pay-by-link request e-mailed to the booking's address. */
export const DeskPayLinkSchema = v.strictObject({
  amount: v.pipe(MoneySchema, v.minValue(1)),
  description: v.pipe(v.string(), v.trim(), v.minLength(1, 'required'), v.maxLength(200)),
});
export type DeskPayLink = v.InferOutput<typeof DeskPayLinkSchema>;

export const DeskPayLinkResponseSchema = v.object({
  data: v.object({ payment_number: v.string(), url: v.string(), expires_at: v.string() }),
});
