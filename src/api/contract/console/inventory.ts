import * as v from 'valibot';
import { ROUND_MODES } from '../../../rules/inventory/rates.ts';
import { LOCALES } from '../../../rules/locales.ts';
import { DateSchema, PaymentTypeSchema } from '../common.ts';

/**
 * The hotel console's rooms, rate plans and rates-and-availability calendar (issue 39). Money is
 * in the hotel currency's minor units, before tax. A rate plan is sold for one room type (its
 * `room_type_code`); the calendar's rows are rate plans, grouped by room type.
 */

const Code = v.pipe(v.string(), v.trim(), v.regex(/^[a-z0-9][a-z0-9-]{0,49}$/, 'code'));
/** A cancellation policy's code: the hotel lists' item code (underscores allowed, 40 at most). */
const PolicyCode = v.pipe(v.string(), v.trim(), v.regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'code'));
const Count = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max));
const Money = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000_000));
/** Texts per locale; a locale left out shows the plain name. */
const Texts = (max: number) =>
  v.record(v.picklist(LOCALES), v.pipe(v.string(), v.trim(), v.maxLength(max)));

export const BedSchema = v.strictObject({
  kind: v.picklist(['single', 'double', 'queen', 'king', 'twin', 'sofa', 'futon', 'bunk']),
  count: v.pipe(Count(20), v.minValue(1)),
});

export const RoomPhotoSchema = v.strictObject({
  /** A URL from the console's media upload (`/media/…`) or the hotel's https CDN. */
  url: v.pipe(v.string(), v.maxLength(500), v.regex(/^(\/media\/|https:\/\/)/, 'url')),
  /** Alt text in the hotel's main language, and per locale. */
  alt: v.pipe(v.string(), v.trim(), v.maxLength(200)),
  alts: v.optional(Texts(200)),
});

/** A room type as the console writes it. */
export const RoomTypeInputSchema = v.strictObject({
  code: Code,
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'required'), v.maxLength(100)),
  names: v.optional(Texts(100), {}),
  description: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(2000)), ''),
  descriptions: v.optional(Texts(2000), {}),
  /** Guests a room holds (adults and children who count as guests). */
  capacity: v.pipe(Count(20), v.minValue(1)),
  min_adults: v.optional(v.pipe(Count(20), v.minValue(1)), 1),
  max_adults: v.optional(v.nullable(v.pipe(Count(20), v.minValue(1))), null),
  max_children: v.optional(v.nullable(Count(20)), null),
  beds: v.optional(v.array(BedSchema), []),
  size_sqm: v.optional(Count(10_000), 0),
  amenities: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(50))), v.maxLength(50)), []),
  photos: v.optional(v.pipe(v.array(RoomPhotoSchema), v.maxLength(20)), []),
  /** Rooms of the type the hotel has: the default rooms to sell of a new night. */
  total_rooms: Count(10_000),
  published: v.optional(v.boolean(), false),
});
export type RoomTypeInput = v.InferOutput<typeof RoomTypeInputSchema>;

/** An edit: any field but the code. */
export const RoomTypePatchSchema = v.partial(v.omit(RoomTypeInputSchema, ['code']));
export type RoomTypePatch = v.InferOutput<typeof RoomTypePatchSchema>;

export const RoomTypeViewSchema = v.object({
  ...v.omit(RoomTypeInputSchema, ['published']).entries,
  published: v.boolean(),
  position: v.number(),
});
export type RoomTypeView = v.InferOutput<typeof RoomTypeViewSchema>;

/** How a derived plan follows its parent: ± percent (e.g. −10) or ± amount, then rounded. */
export const DerivationSchema = v.strictObject({
  parent_plan_code: Code,
  kind: v.picklist(['percent', 'amount']),
  /** Percent (two decimals at most, −100…1000) or an amount in minor units. */
  value: v.pipe(v.number(), v.minValue(-100_000_000), v.maxValue(100_000_000)),
  round_step: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)), 1),
  round_mode: v.optional(v.picklist(ROUND_MODES), 'nearest'),
});
export type DerivationInput = v.InferOutput<typeof DerivationSchema>;

const DateOrNull = v.optional(v.nullable(DateSchema), null);
const DaysOrNull = v.optional(v.nullable(Count(1000)), null);

/** A rate plan as the console writes it (sold for one room type). */
export const RatePlanInputSchema = v.strictObject({
  code: Code,
  room_type_code: Code,
  /** Groups the same plan across room types (the widget's plan view); default the code. */
  hotel_plan_code: v.optional(Code),
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'required'), v.maxLength(100)),
  names: v.optional(Texts(100), {}),
  description: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(2000)), ''),
  descriptions: v.optional(Texts(2000), {}),
  meal: v.optional(
    v.picklist(['none', 'breakfast', 'dinner', 'breakfast_dinner', 'dinner_breakfast', 'all']),
    'none',
  ),
  payment_type: PaymentTypeSchema,
  cancellation_policy_code: PolicyCode,
  members_only: v.optional(v.boolean(), false),
  /** Corporate plan: only this organization's members (its id; one of the hotel's brand). */
  organization_id: v.optional(v.nullable(v.pipe(v.number(), v.integer())), null),
  includes_flight: v.optional(v.boolean(), false),
  is_day_use: v.optional(v.boolean(), false),
  published: v.optional(v.boolean(), false),
  min_nights: v.optional(v.pipe(Count(365), v.minValue(1)), 1),
  max_nights: v.optional(v.pipe(Count(365), v.minValue(1)), 30),
  sale_limit: v.optional(v.nullable(v.pipe(Count(100), v.minValue(1))), null),
  sale_from: DateOrNull,
  sale_until: DateOrNull,
  stay_from: DateOrNull,
  stay_until: DateOrNull,
  advance_min_days: DaysOrNull,
  advance_max_days: DaysOrNull,
  derivation: v.optional(v.nullable(DerivationSchema), null),
});
export type RatePlanInput = v.InferOutput<typeof RatePlanInputSchema>;

export const RatePlanPatchSchema = v.partial(
  v.omit(RatePlanInputSchema, ['code', 'room_type_code']),
);
export type RatePlanPatch = v.InferOutput<typeof RatePlanPatchSchema>;

export const RatePlanViewSchema = v.object({
  ...v.omit(RatePlanInputSchema, ['hotel_plan_code', 'published', 'derivation']).entries,
  hotel_plan_code: v.string(),
  published: v.boolean(),
  derivation: v.nullable(DerivationSchema),
  position: v.number(),
});
export type RatePlanView = v.InferOutput<typeof RatePlanViewSchema>;

export const OrderSchema = v.strictObject({
  codes: v.pipe(v.array(Code), v.minLength(1), v.maxLength(500)),
});

/** An occupancy rate: the room's price for 1, 2, … adults (null: not sold), children extra. */
export const OccupancyRateSchema = v.strictObject({
  adults: v.pipe(v.array(v.nullable(Money)), v.minLength(1), v.maxLength(20)),
  children: v.optional(v.record(v.pipe(v.string(), v.maxLength(20)), Money), {}),
});

const StayLimit = v.nullable(v.pipe(Count(365), v.minValue(1)));

/** What a cell or a bulk change sets; a field left out stays as it is. */
export const CalendarFieldsSchema = v.strictObject({
  /** The plan's own rate (refused on a derived plan); null: back to the inherited price. */
  rate: v.optional(v.nullable(OccupancyRateSchema)),
  /** Rooms to sell of the row's room type: never below the rooms booked that night. */
  rooms_to_sell: v.optional(Count(10_000)),
  /** The room type closed that night (every plan). */
  closed: v.optional(v.boolean()),
  stop_sell: v.optional(v.boolean()),
  closed_to_arrival: v.optional(v.boolean()),
  closed_to_departure: v.optional(v.boolean()),
  min_stay_through: v.optional(StayLimit),
  max_stay_through: v.optional(StayLimit),
  min_stay_arrival: v.optional(StayLimit),
  max_stay_arrival: v.optional(StayLimit),
});
export type CalendarFields = v.InferOutput<typeof CalendarFieldsSchema>;

/** Longest period one calendar read or change covers (18 months are read in pages). */
export const MAX_CALENDAR_NIGHTS = 400;

export const CalendarQuerySchema = v.object({
  from: DateSchema,
  /** Last night shown (inclusive). */
  to: DateSchema,
  /** Only these room types (comma-separated codes); default all. */
  room_types: v.optional(v.string()),
});

const Row = v.strictObject({ plan_code: Code });

export const BulkChangeSchema = v.strictObject({
  from: DateSchema,
  /** Last night changed (inclusive). */
  to: DateSchema,
  /** ISO weekdays 1 (Monday) … 7 (Sunday) changed; default every day. */
  weekdays: v.optional(
    v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7))), v.minLength(1)),
  ),
  rows: v.pipe(v.array(Row), v.minLength(1), v.maxLength(500)),
  set: CalendarFieldsSchema,
});
export type BulkChange = v.InferOutput<typeof BulkChangeSchema>;

export const CellChangeSchema = v.strictObject({
  date: DateSchema,
  plan_code: Code,
  set: CalendarFieldsSchema,
});

export const CopyPeriodSchema = v.strictObject({
  from: DateSchema,
  to: DateSchema,
  /** First night of the period that receives the copy (same length). */
  target_from: DateSchema,
  rows: v.pipe(v.array(Row), v.minLength(1), v.maxLength(500)),
  /** Also copy rooms to sell and closed nights (default: rates and restrictions only). */
  include_stock: v.optional(v.boolean(), false),
});
export type CopyPeriod = v.InferOutput<typeof CopyPeriodSchema>;

const RestrictionView = v.object({
  stop_sell: v.boolean(),
  closed_to_arrival: v.boolean(),
  closed_to_departure: v.boolean(),
  min_stay_through: v.nullable(v.number()),
  max_stay_through: v.nullable(v.number()),
  min_stay_arrival: v.nullable(v.number()),
  max_stay_arrival: v.nullable(v.number()),
});

export const CalendarNightSchema = v.object({
  date: v.string(),
  /** Resolved price per number of adults (null: not sold), children extra; null: no rate. */
  rate: v.nullable(
    v.object({
      adults: v.array(v.nullable(v.number())),
      children: v.record(v.string(), v.number()),
    }),
  ),
  /** Where the price comes from: own rate, the parent plan, the room type's rate, or none. */
  rate_source: v.picklist(['own', 'derived', 'room_type', 'none']),
  restrictions: RestrictionView,
});

export const CalendarRowSchema = v.object({
  room_type_code: v.string(),
  plan_code: v.string(),
  plan_name: v.string(),
  parent_plan_code: v.nullable(v.string()),
  nights: v.array(CalendarNightSchema),
});

export const CalendarStockSchema = v.object({
  room_type_code: v.string(),
  nights: v.array(
    v.object({
      date: v.string(),
      /** null: no stock loaded for the night (not for sale). */
      rooms_to_sell: v.nullable(v.number()),
      rooms_booked: v.number(),
      rooms_left: v.number(),
      closed: v.boolean(),
    }),
  ),
});

export const CalendarResponseSchema = v.object({
  data: v.object({
    from: v.string(),
    to: v.string(),
    stock: v.array(CalendarStockSchema),
    rows: v.array(CalendarRowSchema),
  }),
});
export type CalendarAnswer = v.InferOutput<typeof CalendarResponseSchema>['data'];

export const ChangeResultSchema = v.object({
  data: v.object({
    /** The audit entry of the change (what undo takes back). */
    change_id: v.number(),
    nights_changed: v.number(),
  }),
});

export const RoomTypeListResponseSchema = v.object({ data: v.array(RoomTypeViewSchema) });
export const RoomTypeResponseSchema = v.object({ data: RoomTypeViewSchema });
export const RatePlanListResponseSchema = v.object({ data: v.array(RatePlanViewSchema) });
export const RatePlanResponseSchema = v.object({ data: RatePlanViewSchema });
