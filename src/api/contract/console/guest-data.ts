import * as v from 'valibot';
import { EmailSchema } from '../reservation.ts';

/**
 * A guest's data in the console (issue 40): everything the brand holds about an e-mail address,
 * exported as JSON or erased (personal data removed, bookings kept anonymised).
 */

export const GuestDataQuerySchema = v.object({ email: EmailSchema });
export const GuestDataEraseSchema = v.strictObject({
  email: EmailSchema,
  /** The address typed again: an erasure cannot be undone. */
  confirm_email: EmailSchema,
});
export type GuestDataErase = v.InferOutput<typeof GuestDataEraseSchema>;

export const GuestDataSummarySchema = v.object({
  email: v.string(),
  reservations: v.array(
    v.object({
      reservation_number: v.string(),
      hotel_code: v.string(),
      status: v.string(),
      checkin_date: v.string(),
      checkout_date: v.string(),
      guest_name: v.string(),
    }),
  ),
  member: v.nullable(
    v.object({
      membership_id: v.string(),
      name: v.string(),
      created_at: v.string(),
      accepts_promotion_emails: v.boolean(),
    }),
  ),
  marketing: v.nullable(v.object({ subscribed: v.boolean(), updated_at: v.string() })),
  lottery_entries: v.array(
    v.object({ entry_number: v.string(), status: v.string(), checkin_date: v.string() }),
  ),
  pay_links: v.array(
    v.object({
      payment_number: v.string(),
      status: v.string(),
      amount: v.number(),
      currency: v.string(),
    }),
  ),
});
export type GuestDataSummary = v.InferOutput<typeof GuestDataSummarySchema>;
export const GuestDataResponseSchema = v.object({ data: GuestDataSummarySchema });

export const GuestDataErasedSchema = v.object({
  data: v.object({
    reservations: v.number(),
    member: v.boolean(),
    marketing: v.number(),
    lottery_entries: v.number(),
    pay_links: v.number(),
  }),
});
