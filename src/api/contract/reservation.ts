import * as v from 'valibot';
import { CampaignSchema } from './campaign.ts';
import {
  DateSchema,
  KidsTierCountSchema,
  MoneySchema,
  PaymentTypeSchema,
  ReservationStatusSchema,
} from './common.ts';
import { ReservationLotteryResultSchema } from './lottery-status.ts';
import { BookingPaymentSchema, ReservationPaymentSchema } from './payment.ts';
import { RoomPriceSchema, TotalPriceSchema } from './price.ts';

const name = (max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'is required'),
    v.maxLength(max),
    // Letters of any script (Latin, kana, kanji, hangul), marks, spaces and name punctuation.
    v.regex(/^[\p{L}\p{M}][\p{L}\p{M}' .\-ー]*$/u, 'contains unsupported characters'),
  );
/** A currency code of the multi-currency list (upper case, as the rates are keyed). */
const McpCurrencySchema = v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'must be a currency code'));

/**
 * The reservation's `updated_at` the guest's screen was built from. A change or cancellation
 * that carries it is refused with 3014 ("original reservation changed") when the reservation
 * changed since.
 */
const ExpectedUpdatedAtSchema = v.optional(
  v.pipe(v.string(), v.isoTimestamp('must be the reservation updated_at')),
);

const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max)));

/** Guest of product.md §3; the address is required only where the hotel asks for it. */
export const GuestSchema = v.strictObject({
  first_name: name(50),
  last_name: name(50),
  first_name_kana: v.optional(name(50)),
  last_name_kana: v.optional(name(50)),
  phone: v.optional(v.pipe(v.string(), v.regex(/^\+?[0-9]{5,20}$/, 'digits and + only'))),
  postal_code: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{2,10}$/, 'letters and digits only')),
  ),
  prefecture_or_state: optionalText(100),
  street_address: optionalText(200),
  building_name_and_number: optionalText(200),
});
export type Guest = v.InferOutput<typeof GuestSchema>;

export const EmailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(254),
  v.email('must be an e-mail address'),
);

/** One booked room: what the guest chose; the server prices it. */
export const BookRoomSchema = v.strictObject({
  room_type_code: v.pipe(v.string(), v.minLength(1), v.maxLength(50)),
  room_plan_code: v.pipe(v.string(), v.minLength(1), v.maxLength(50)),
  adults: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(1, 'at least 1 adult'),
    v.maxValue(20, 'at most 20 adults'),
  ),
  kids_tiers: v.optional(v.pipe(v.array(KidsTierCountSchema), v.maxLength(10))),
  kids_ages: v.optional(
    v.pipe(
      v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(17))),
      v.maxLength(20),
    ),
  ),
  guest: v.optional(v.strictObject({ first_name: name(50), last_name: name(50) })),
});
export type BookRoom = v.InferOutput<typeof BookRoomSchema>;

export const BookExtraSchema = v.strictObject({
  extra_id: v.pipe(v.string(), v.minLength(1), v.maxLength(50)),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999)),
  /** Required for dated extras: the day it is delivered. */
  date: v.optional(DateSchema),
});
export type BookExtra = v.InferOutput<typeof BookExtraSchema>;

export const AnswerSchema = v.strictObject({
  question_id: v.pipe(v.string(), v.minLength(1), v.maxLength(50)),
  text: v.optional(v.pipe(v.string(), v.maxLength(255))),
  checkin_time: v.optional(v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/))),
  checkout_time: v.optional(v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/))),
  men_count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(20))),
  women_count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(20))),
  /** Images uploaded first to `POST /file_attachments` (at most 30, spec §5). */
  attachment_ids: v.optional(
    v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(100))), v.maxLength(30)),
  ),
});
export type Answer = v.InferOutput<typeof AnswerSchema>;

/**
 * Where a booking is made, as the page that makes it can tell: the `<hotel-booking>` element on
 * a hotel's site, the hosted pages (iframe, new tab, e-mail links), the agency site (the hosted
 * app under `/ota`) and the chatbot frame (`iframe=triplabot`).
 */
export const CLIENT_BOOKING_SOURCES = ['widget', 'hosted', 'agency', 'chatbot'] as const;
export type ClientBookingSource = (typeof CLIENT_BOOKING_SOURCES)[number];

/**
 * `POST /api/v1/reservations` body. Prices are never taken from the client: if
 * `expected_total_price` is sent and differs from the server's price the answer is 409 so the
 * widget can show "the price changed, confirm the new price".
 */
export const CreateReservationSchema = v.strictObject({
  hotel_code: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  checkin_date: DateSchema,
  checkout_date: DateSchema,
  rooms: v.pipe(
    v.array(BookRoomSchema),
    v.minLength(1, 'at least one room'),
    v.maxLength(10, 'at most 10 rooms'),
  ),
  guest: GuestSchema,
  email: EmailSchema,
  payment_type: PaymentTypeSchema,
  extras: v.optional(v.pipe(v.array(BookExtraSchema), v.maxLength(20))),
  answers: v.optional(v.pipe(v.array(AnswerSchema), v.maxLength(30))),
  coupon_code: v.optional(v.pipe(v.string(), v.maxLength(50))),
  /** A voucher's number (spec `voucher_coupon_code`): redeemed once, inside its periods. */
  voucher_coupon_code: v.optional(v.pipe(v.string(), v.maxLength(50))),
  expected_total_price: v.optional(MoneySchema),
  locale: v.optional(v.picklist(['en', 'ja', 'ko', 'zh_Hans', 'zh_Hant', 'id', 'th', 'ar'])),
  special_request: optionalText(255),
  /** The guest agreed to marketing e-mail from the brand (unsubscribe link in every mail). */
  marketing_opt_in: v.optional(v.boolean()),
  /** Card payment (pre_paid, on_site_credit_card_required): a token from `POST /gateway/tokens`. */
  payment: v.optional(BookingPaymentSchema),
  /**
   * Multi-currency hotels: book in this currency (the `mcp_currency` of the search). Prices come
   * back with their `mcp_` variants, the card is charged in it, and `expected_total_price` is
   * then in its minor units. A currency other than the hotel's needs a card payment type.
   */
  mcp_currency: v.optional(McpCurrencySchema),
  /** Points to spend (signed-in members of a points program; product.md §5); 2401 when short. */
  spending_point: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /** The campaign that brought the guest (UTM and click ids, kept a day by the widget). */
  campaign: v.optional(CampaignSchema),
  /**
   * Where the guest books (absent: `widget`): only what a page can know of itself. Channel,
   * pay-by-link and console bookings are the server's to record, so a client cannot claim them.
   */
  source: v.optional(v.picklist(CLIENT_BOOKING_SOURCES)),
  /**
   * A lottery winner books the won stay (`entry_number` of their winning entry): the held room,
   * only the entry's member, dates, room and plan, before the reservation deadline.
   */
  lottery_result: v.optional(
    v.strictObject({ entry_number: v.pipe(v.string(), v.minLength(1), v.maxLength(20)) }),
  ),
});
export type CreateReservation = v.InferOutput<typeof CreateReservationSchema>;

/**
 * `POST /api/v1/reservations/quote` body: what the guest-detail step has chosen so far. The
 * answer is the server's price for exactly this booking (the spec's "selected booking price"),
 * so the summary shows the total the server will charge. Nothing is written or held.
 */
export const QuoteReservationSchema = v.strictObject({
  hotel_code: CreateReservationSchema.entries.hotel_code,
  checkin_date: DateSchema,
  checkout_date: DateSchema,
  rooms: CreateReservationSchema.entries.rooms,
  extras: CreateReservationSchema.entries.extras,
  coupon_code: CreateReservationSchema.entries.coupon_code,
  voucher_coupon_code: CreateReservationSchema.entries.voucher_coupon_code,
  payment_type: v.optional(PaymentTypeSchema),
  mcp_currency: v.optional(McpCurrencySchema),
  spending_point: CreateReservationSchema.entries.spending_point,
  /** A lottery winner's quote of the won stay: priced on the held room, not ordinary stock. */
  lottery_result: CreateReservationSchema.entries.lottery_result,
});
export type QuoteReservation = v.InferOutput<typeof QuoteReservationSchema>;

export const ReservationRoomSchema = v.object({
  room_type_code: v.string(),
  room_type_name: v.string(),
  room_plan_code: v.string(),
  room_plan_name: v.string(),
  adults: v.number(),
  children: v.number(),
  kids_tiers: v.array(v.object(KidsTierCountSchema.entries)),
  guest: v.nullable(v.object({ first_name: v.string(), last_name: v.string() })),
  price: RoomPriceSchema,
});
export type ReservationRoom = v.InferOutput<typeof ReservationRoomSchema>;

export const ReservationExtraSchema = v.object({
  extra_id: v.string(),
  name: v.string(),
  quantity: v.number(),
  date: v.nullable(DateSchema),
  price_without_tax: MoneySchema,
  price: MoneySchema,
});
export type ReservationExtra = v.InferOutput<typeof ReservationExtraSchema>;

export const CancellationPolicyPartSchema = v.object({
  days_before: v.number(),
  hours_after: v.number(),
  percentage_of_cost: v.number(),
});
export type CancellationPolicyPart = v.InferOutput<typeof CancellationPolicyPartSchema>;

export const CancellationPolicySchema = v.object({
  code: v.string(),
  title: v.string(),
  lines: v.array(v.string()),
  cancel_before_at: v.nullable(v.string()),
  cancellation_policy_parts: v.array(CancellationPolicyPartSchema),
  no_show_percentage_of_cost: v.number(),
});
export type CancellationPolicy = v.InferOutput<typeof CancellationPolicySchema>;

export const ReservationSchema = v.object({
  reservation_number: v.string(),
  status: ReservationStatusSchema,
  hotel_code: v.string(),
  hotel_name: v.string(),
  hotel_brand_id: v.number(),
  email: v.string(),
  checkin_date: DateSchema,
  checkout_date: DateSchema,
  nights: v.number(),
  payment_type: PaymentTypeSchema,
  // Answers are parsed leniently (plain objects): a field added later must not break old widgets.
  guest: v.object(GuestSchema.entries),
  rooms: v.array(ReservationRoomSchema),
  extras: v.array(ReservationExtraSchema),
  answers: v.array(v.object(AnswerSchema.entries)),
  coupon_code: v.nullable(v.string()),
  special_request: v.nullable(v.string()),
  price: TotalPriceSchema,
  cancellation_policy: CancellationPolicySchema,
  /** Fee that a cancellation right now would cost (what the cancel screen displays). */
  cancellation_fee: MoneySchema,
  /** Multi-currency booking: `cancellation_fee` in minor units of `price.mcp_currency`. */
  mcp_cancellation_fee: v.optional(MoneySchema),
  cancellation: v.nullable(
    v.object({
      fee: MoneySchema,
      /** Multi-currency booking: the fee in minor units of `price.mcp_currency`. */
      mcp_fee: v.optional(MoneySchema),
      reason: v.string(),
      details: v.nullable(v.string()),
      cancelled_at: v.string(),
    }),
  ),
  /** The card payment, when the booking carried one. */
  payment: v.optional(v.nullable(ReservationPaymentSchema)),
  /** The campaign the booking came from (absent: none was sent); lenient like the answers. */
  campaign: v.optional(v.record(v.string(), v.string())),
  /**
   * Reads (`GET /reservations/{id}` and the lookups): the lottery entry a winner's booking was
   * made for, with the entry's status now; null for any other booking. Absent from the answers
   * of writes.
   */
  lottery_result: v.optional(v.nullable(ReservationLotteryResultSchema)),
  created_at: v.string(),
  updated_at: v.string(),
});
export type Reservation = v.InferOutput<typeof ReservationSchema>;

/** Answer of create (the only time `bypass_token` is shown; it is also in the e-mail link). */
export const CreateReservationResponseSchema = v.object({
  data: v.object({
    ...ReservationSchema.entries,
    bypass_token: v.string(),
    manage_url: v.string(),
  }),
});
export const ReservationResponseSchema = v.object({ data: ReservationSchema });

/** Answer of `POST /api/v1/reservations/quote`. */
export const QuoteResponseSchema = v.object({
  data: v.object({
    checkin_date: DateSchema,
    checkout_date: DateSchema,
    nights: v.number(),
    rooms: v.array(v.object(v.omit(ReservationRoomSchema, ['guest']).entries)),
    extras: v.array(ReservationExtraSchema),
    coupon_code: v.nullable(v.string()),
    price: TotalPriceSchema,
    /** The strictest policy among the booked plans, as the confirmation will show it. */
    cancellation_policy: CancellationPolicySchema,
  }),
});
export type Quote = v.InferOutput<typeof QuoteResponseSchema>['data'];

/** Query proving access to a reservation: its e-mail or its bypass token. */
export const ReservationAccessQuerySchema = v.looseObject({
  email: v.optional(v.pipe(v.string(), v.maxLength(254))),
  bypass_token: v.optional(v.pipe(v.string(), v.maxLength(200))),
});
export type ReservationAccessQuery = v.InferOutput<typeof ReservationAccessQuerySchema>;

/** Cancellation reasons of doc 2 §9. */
export const CancelReasonSchema = v.picklist([
  'trip_plan_change',
  'cheaper_elsewhere',
  'number_of_travellers_change',
  'different_hotel',
  'other',
]);

/** `PUT /api/v1/reservations/{number}/cancel` body. */
export const CancelReservationSchema = v.strictObject({
  reason: CancelReasonSchema,
  details: optionalText(255),
  /** The fee the guest saw; if the real fee is now higher the server answers 409. */
  cancellation_fee_displayed: v.optional(MoneySchema),
  expected_updated_at: ExpectedUpdatedAtSchema,
});
export type CancelReservation = v.InferOutput<typeof CancelReservationSchema>;

/** `GET|PUT /api/v1/reservations/{number}/update_settings`. */
export const UpdateSettingsSchema = v.object({
  is_active: v.boolean(),
  updatable: v.boolean(),
  reason: v.nullable(v.string()),
});
export type UpdateSettings = v.InferOutput<typeof UpdateSettingsSchema>;
export const UpdateSettingsResponseSchema = v.object({ data: UpdateSettingsSchema });

/** `PUT /api/v1/reservations/{number}` body: new dates and/or occupancy; plans cannot change. */
export const UpdateReservationSchema = v.strictObject({
  checkin_date: DateSchema,
  checkout_date: DateSchema,
  rooms: v.optional(
    v.pipe(
      v.array(
        v.strictObject({
          adults: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20)),
          kids_tiers: v.optional(v.pipe(v.array(KidsTierCountSchema), v.maxLength(10))),
        }),
      ),
      v.maxLength(10),
    ),
  ),
  expected_total_price: v.optional(MoneySchema),
  expected_updated_at: ExpectedUpdatedAtSchema,
});
export type UpdateReservation = v.InferOutput<typeof UpdateReservationSchema>;

/** `PUT /api/v1/reservations/{number}/guests` body. */
export const UpdateGuestsSchema = v.strictObject({
  guest: GuestSchema,
  rooms: v.optional(
    v.pipe(
      v.array(v.nullable(v.strictObject({ first_name: name(50), last_name: name(50) }))),
      v.maxLength(10),
    ),
  ),
  expected_updated_at: ExpectedUpdatedAtSchema,
});
export type UpdateGuests = v.InferOutput<typeof UpdateGuestsSchema>;

/**
 * `GET /api/v1/reservations/{number}/receipt` query (besides the access proof): the name the
 * receipt is made out to (default the guest's name) and, for Taiwan, the buyer's 8-digit
 * unified business number.
 */
export const ReceiptQuerySchema = v.looseObject({
  ...ReservationAccessQuerySchema.entries,
  receipt_name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  receipt_unicode: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^(?:\d{8})?$/, 'must be 8 digits')),
  ),
});
export type ReceiptQuery = v.InferOutput<typeof ReceiptQuerySchema>;
