import * as v from 'valibot';
import { DateSchema } from '../common.ts';
import { PaymentStatusSchema } from '../payment.ts';
import { ReservationSchema } from '../reservation.ts';

/**
 * The reservations desk (issue 40): the hotel's list with search, filters, sort and pages, and
 * one reservation's page (what was booked, payments, the timeline of its events).
 */

/** Where a booking came from (recorded by the path that made it, else derived). */
export const RESERVATION_SOURCES = [
  'widget',
  'hosted',
  'agency',
  'chatbot',
  'pay_by_link',
  'channel',
  'console',
] as const;
export const ReservationSourceSchema = v.picklist(RESERVATION_SOURCES);
export type ReservationSource = v.InferOutput<typeof ReservationSourceSchema>;

/** Today's desk views in the hotel's time zone. */
export const DESK_TODAY = ['arrivals', 'departures', 'in_house'] as const;

export const DESK_SORTS = [
  'checkin',
  '-checkin',
  'created',
  '-created',
  'total',
  '-total',
  'name',
  '-name',
] as const;

const flag = v.optional(v.picklist(['yes', 'no']));
const page = (max: number, fallback: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,6}$/, 'a whole number'),
      v.transform(Number),
      v.minValue(1),
      v.maxValue(max),
    ),
    String(fallback),
  );

/** The desk's filters (query string); every one optional, combined with AND. */
export const DeskQuerySchema = v.object({
  /** Number, guest name, e-mail or phone: any part, any case. */
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  status: v.optional(v.picklist(['done', 'payment_pending', 'cancelled'])),
  /** Stays overlapping [stay_from, stay_to] (check-in before stay_to, check-out after stay_from). */
  stay_from: v.optional(DateSchema),
  stay_to: v.optional(DateSchema),
  /** Booked on these days (hotel time). */
  booked_from: v.optional(DateSchema),
  booked_to: v.optional(DateSchema),
  plan: v.optional(v.pipe(v.string(), v.maxLength(50))),
  room_type: v.optional(v.pipe(v.string(), v.maxLength(50))),
  source: v.optional(ReservationSourceSchema),
  /** yes: booked by a member; no: by a guest without an account. */
  member: flag,
  /** An organization's id: its corporate bookings only. */
  organization: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))),
  /** Today's arrivals, departures or guests in house (hotel time); not cancelled. */
  today: v.optional(v.picklist(DESK_TODAY)),
  sort: v.optional(v.picklist(DESK_SORTS), '-created'),
  page: page(100_000, 1),
  per_page: page(200, 50),
});
export type DeskQuery = v.InferOutput<typeof DeskQuerySchema>;
export type DeskQueryInput = v.InferInput<typeof DeskQuerySchema>;

/** One line of the desk's list. */
export const DeskRowSchema = v.object({
  reservation_number: v.string(),
  status: v.picklist(['done', 'payment_pending', 'cancelled']),
  guest_name: v.string(),
  email: v.string(),
  phone: v.nullable(v.string()),
  checkin_date: v.string(),
  checkout_date: v.string(),
  rooms: v.number(),
  room_types: v.array(v.string()),
  plans: v.array(v.string()),
  total_price: v.number(),
  currency: v.string(),
  source: ReservationSourceSchema,
  member: v.boolean(),
  organization_id: v.nullable(v.number()),
  created_at: v.string(),
  updated_at: v.string(),
});
export type DeskRow = v.InferOutput<typeof DeskRowSchema>;

export const DeskListResponseSchema = v.object({
  data: v.array(DeskRowSchema),
  meta: v.object({
    total: v.number(),
    page: v.number(),
    per_page: v.number(),
    /** The hotel's today, the day `today` counts from. */
    hotel_today: v.string(),
  }),
});
export type DeskList = v.InferOutput<typeof DeskListResponseSchema>;

/** One event of the timeline; `actor` null: the guest or the system. */
export const DeskEventSchema = v.object({
  id: v.number(),
  kind: v.string(),
  at: v.string(),
  actor: v.nullable(v.object({ staff_id: v.nullable(v.number()), email: v.string() })),
  detail: v.nullable(v.record(v.string(), v.unknown())),
});
export type DeskEvent = v.InferOutput<typeof DeskEventSchema>;

export const DeskPaymentSchema = v.object({
  kind: v.picklist(['card', 'pay_link']),
  reference: v.string(),
  status: v.union([PaymentStatusSchema, v.string()]),
  amount: v.number(),
  refunded_amount: v.number(),
  currency: v.string(),
  card_brand: v.nullable(v.string()),
  card_last4: v.nullable(v.string()),
  created_at: v.string(),
});
export type DeskPayment = v.InferOutput<typeof DeskPaymentSchema>;

/** A reservation's page: the booking as the guest sees it, plus what only the hotel sees. */
export const DeskReservationSchema = v.object({
  reservation: ReservationSchema,
  hotel_currency: v.string(),
  source: ReservationSourceSchema,
  member: v.nullable(
    v.object({ id: v.number(), membership_id: v.string(), name: v.string(), email: v.string() }),
  ),
  organization: v.nullable(v.object({ id: v.number(), name: v.string() })),
  /** Uploaded files named by the answers. */
  attachments: v.array(
    v.object({ id: v.string(), filename: v.nullable(v.string()), content_type: v.string() }),
  ),
  points: v.object({ spent: v.number(), earned: v.number() }),
  payments: v.array(DeskPaymentSchema),
  events: v.array(DeskEventSchema),
  /** The fee the cancellation policy asks today (hotel time) and whether a card is held. */
  cancellation_quote: v.object({ fee: v.number(), percentage: v.number(), card_held: v.boolean() }),
  /** The policy's no-show fee. */
  no_show_fee: v.number(),
  locked: v.boolean(),
});
export type DeskReservation = v.InferOutput<typeof DeskReservationSchema>;
export const DeskReservationResponseSchema = v.object({ data: DeskReservationSchema });
