import * as v from 'valibot';

/**
 * A calendar date `YYYY-MM-DD` (spec doc 2 §9 date format). Dates carry no time zone. The
 * format check alone accepts 2030-02-30, so the date must also exist in the calendar.
 */
export const DateSchema = v.pipe(
  v.string(),
  v.isoDate('must be a date YYYY-MM-DD'),
  // valibot runs later checks even after isoDate failed, so this must not throw on junk.
  v.check((s) => {
    const t = Date.parse(`${s}T00:00:00Z`);
    return !Number.isNaN(t) && new Date(t).toISOString().startsWith(s);
  }, 'must be a real calendar date'),
);

/** Money is an integer amount in the currency's minor unit (0 decimals for JPY). */
export const MoneySchema = v.pipe(v.number(), v.integer());

/** Query-string integer: the URL carries text, the handler wants a number. */
export const QueryIntSchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,4}$/, 'must be a whole number'),
  v.transform(Number),
);

/**
 * Adults of one room in a query string: 1 to 20, as in the JSON `rooms` of a search (product.md
 * §5: at most 20 guests a room when the hotel sets no maximum; a room is for at least one adult).
 */
export const QueryAdultsSchema = v.pipe(
  QueryIntSchema,
  v.minValue(1, 'must be at least 1'),
  v.maxValue(20, 'must be at most 20'),
);

/** Rooms of a search in a query string: 1 to 10, as in the JSON `rooms` of a search. */
export const QueryRoomCountSchema = v.pipe(
  QueryIntSchema,
  v.minValue(1, 'must be at least 1'),
  v.maxValue(10, 'must be at most 10'),
);

/** Query-string boolean: `true`/`1` are true, `false`/`0` false. */
export const QueryBoolSchema = v.pipe(
  v.picklist(['true', 'false', '1', '0']),
  v.transform((s) => s === 'true' || s === '1'),
);

/** Query-string list: `a,b,c` (empty entries dropped). */
export const QueryListSchema = v.pipe(
  v.string(),
  v.maxLength(2000),
  v.transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter((x) => x !== ''),
  ),
);

/** A kids tier count, as searched and booked: tier code plus number of children. */
export const KidsTierCountSchema = v.strictObject({
  code: v.pipe(v.string(), v.maxLength(20)),
  count: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(20)),
});
export type KidsTierCount = v.InferOutput<typeof KidsTierCountSchema>;

/** Payment types of spec product.md §4. */
export const PaymentTypeSchema = v.picklist([
  'pre_paid',
  'on_site',
  'deferred_payment',
  'on_site_credit_card_required',
]);
export type PaymentType = v.InferOutput<typeof PaymentTypeSchema>;

/** Reservation statuses of spec product.md §4. */
export const ReservationStatusSchema = v.picklist(['done', 'payment_pending', 'cancelled']);
export type ReservationStatus = v.InferOutput<typeof ReservationStatusSchema>;

/** Sort orders of search results (spec doc 2 §9). */
export const SearchOrderSchema = v.picklist([
  'recommended',
  'price_low_to_high',
  'price_high_to_low',
]);
export type SearchOrder = v.InferOutput<typeof SearchOrderSchema>;
