import * as v from 'valibot';
import { DateSchema, PaymentTypeSchema } from './common.ts';
import { LotteryEntryStatusSchema } from './lottery-status.ts';
import { GuestSchema } from './reservation.ts';

/**
 * The lottery's error codes (doc 2 §8). 3751 and 3756 are the catalogue's; "lottery account
 * mismatch" and "reservation deadline passed" have no number there, so the server uses its own
 * 9xxx ones. Kept here, not in `ErrorCode`, so the widget's first screen does not carry them.
 */
export const LotteryErrorCode = {
  /** The event is not taking entries, or the entry cannot be changed or booked (3751). */
  notAvailable: 3751,
  /** The member already entered this event (3756). */
  alreadyEntered: 3756,
  accountMismatch: 9760,
  deadlinePassed: 9761,
} as const;

export {
  LOTTERY_ENTRY_STATUSES,
  type LotteryEntryStatus,
  LotteryEntryStatusSchema,
} from './lottery-status.ts';

/** Where an event stands now: taking entries, waiting for the draw, drawn. */
export const LotteryPhaseSchema = v.picklist(['upcoming', 'open', 'closed', 'drawn']);
export type LotteryPhase = v.InferOutput<typeof LotteryPhaseSchema>;

/**
 * An instant as ISO 8601 in UTC (`toISOString`). A plain string on purpose: valibot lives in
 * the widget's first chunk, so each of its checks used anywhere costs the first screen bytes.
 */
const Instant = v.string();

/** The event setting (doc 2 §7 `GET /lottery_events/{id}`): what the entry screen shows. */
export const LotteryEventSchema = v.object({
  id: v.number(),
  hotel_code: v.string(),
  hotel_name: v.string(),
  /** The hotel's IANA time zone: dates and deadlines are shown in it. */
  time_zone: v.string(),
  name: v.string(),
  notification: v.string(),
  room_type_code: v.string(),
  room_type_name: v.string(),
  room_plan_code: v.string(),
  room_plan_name: v.string(),
  /** The plan's payment method: a winner's booking pays as the plan says. */
  payment_type: PaymentTypeSchema,
  entries_open_at: Instant,
  entries_close_at: Instant,
  result_at: Instant,
  reservation_deadline: Instant,
  /** First possible check-in and last possible check-out. */
  stay_from: DateSchema,
  stay_to: DateSchema,
  min_nights: v.number(),
  max_nights: v.number(),
  max_adults: v.number(),
  rooms_held: v.number(),
  phase: LotteryPhaseSchema,
});
export type LotteryEvent = v.InferOutput<typeof LotteryEventSchema>;
export const LotteryEventResponseSchema = v.object({ data: LotteryEventSchema });

/** What an entry asks for (POST creates, PUT /lottery_results/{entry} changes it while open). */
export const LotteryEntryInputSchema = v.strictObject({
  checkin_date: DateSchema,
  checkout_date: DateSchema,
  adults: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20)),
  first_name: GuestSchema.entries.first_name,
  last_name: GuestSchema.entries.last_name,
  locale: v.optional(v.picklist(['en', 'ja', 'ko', 'zh_Hans', 'zh_Hant', 'id', 'th', 'ar'])),
});
export type LotteryEntryInput = v.InferOutput<typeof LotteryEntryInputSchema>;

export const CreateLotteryEntrySchema = v.strictObject({
  lottery_event_id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  ...LotteryEntryInputSchema.entries,
});
export type CreateLotteryEntry = v.InferOutput<typeof CreateLotteryEntrySchema>;

/** One entry as its member sees it, with the event it belongs to. */
export const LotteryEntrySchema = v.object({
  entry_number: v.string(),
  status: LotteryEntryStatusSchema,
  checkin_date: DateSchema,
  checkout_date: DateSchema,
  adults: v.number(),
  first_name: v.string(),
  last_name: v.string(),
  /** The spec's "result date" and "reservation deadline" of the entry. */
  result_date: Instant,
  reservation_deadline: Instant,
  /** Entries may still be changed or cancelled (registered, entry period open). */
  updatable: v.boolean(),
  /**
   * A win not booked by the reservation deadline (still pending past it, or declined by the
   * deadline rather than by the member): screens say the deadline passed.
   */
  lapsed: v.boolean(),
  /** The winner's reservation, once booked. */
  reservation_number: v.nullable(v.string()),
  event: LotteryEventSchema,
});
export type LotteryEntry = v.InferOutput<typeof LotteryEntrySchema>;
export const LotteryEntryResponseSchema = v.object({ data: LotteryEntrySchema });
export const LotteryEntriesResponseSchema = v.object({ data: v.array(LotteryEntrySchema) });

/** The hotel's draw (`POST /hotel/lottery_events/{id}/draw`): an optional seed to replay one. */
export const DrawLotterySchema = v.strictObject({
  seed: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(0xffffffff))),
});
export const DrawLotteryResponseSchema = v.object({
  data: v.object({
    event_id: v.number(),
    seed: v.number(),
    drawn_at: Instant,
    entries: v.number(),
    winners: v.array(v.string()),
  }),
});
export type DrawLotteryResult = v.InferOutput<typeof DrawLotteryResponseSchema>['data'];
