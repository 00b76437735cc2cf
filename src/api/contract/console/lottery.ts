import * as v from 'valibot';
import { LOCALES } from '../../../rules/locales.ts';
import { DateSchema } from '../common.ts';
import { LotteryEntryStatusSchema, LotteryEventSchema } from '../lottery.ts';
import { INVALID, optionalText, text } from './hotel.ts';

/**
 * The console's lottery events (issue 41): what marketing staff set up, follow and draw. The
 * member's screens and e-mails are the widget's (src/api/contract/lottery.ts), unchanged.
 */

/** An instant typed in the console (`2026-12-01T09:00:00Z` or with an offset). */
const InstantInput = v.pipe(
  v.string(INVALID.required),
  v.trim(),
  v.check(
    (s) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(s) && !Number.isNaN(Date.parse(s)),
    'instant',
  ),
);

const Count = (min: number, max: number) =>
  v.pipe(
    v.number(INVALID.number),
    v.integer(INVALID.number),
    v.minValue(min, INVALID.number),
    v.maxValue(max, INVALID.number),
  );

/** Texts per locale (`{ ja: "…" }`); a locale left out, or left empty, shows the plain text. */
const Texts = (max: number) =>
  v.record(v.picklist(LOCALES), v.pipe(v.string(), v.trim(), v.maxLength(max)));

/**
 * An event as the console writes it, set up or edited (the whole setting each time): the plan
 * (and so its room type), the rooms held each night, the windows, the limits, the texts.
 */
export const CreateConsoleLotteryEventSchema = v.pipe(
  v.strictObject({
    plan_code: text(64),
    name: text(200),
    names: v.optional(Texts(200), {}),
    notification: v.optional(optionalText(2000), ''),
    notifications: v.optional(Texts(2000), {}),
    entries_open_at: InstantInput,
    entries_close_at: InstantInput,
    result_at: InstantInput,
    reservation_deadline: InstantInput,
    stay_from: DateSchema,
    stay_to: DateSchema,
    min_nights: Count(1, 30),
    max_nights: Count(1, 30),
    /** Adults an entry may ask for; null: as many as the room type holds. */
    max_adults: v.optional(v.nullable(Count(1, 20)), null),
    rooms_held: Count(1, 500),
  }),
  v.forward(
    v.check((e) => Date.parse(e.entries_open_at) < Date.parse(e.entries_close_at), 'order'),
    ['entries_close_at'],
  ),
  v.forward(
    v.check((e) => Date.parse(e.entries_close_at) <= Date.parse(e.result_at), 'order'),
    ['result_at'],
  ),
  v.forward(
    v.check((e) => Date.parse(e.result_at) < Date.parse(e.reservation_deadline), 'order'),
    ['reservation_deadline'],
  ),
  v.forward(
    v.check((e) => e.stay_from < e.stay_to, 'order'),
    ['stay_to'],
  ),
  v.forward(
    v.check((e) => e.min_nights <= e.max_nights, 'order'),
    ['max_nights'],
  ),
);
export type CreateConsoleLotteryEvent = v.InferOutput<typeof CreateConsoleLotteryEventSchema>;

/** How an event's entries stand: entered, drawn winners, booked, declined or lapsed. */
export const LotteryTallySchema = v.object({
  entries: v.number(),
  winners: v.number(),
  booked: v.number(),
  declined: v.number(),
});

/** An event as the console lists it: the widget's event setting, when it was drawn, its tally. */
export const ConsoleLotteryEventSchema = v.object({
  ...LotteryEventSchema.entries,
  drawn_at: v.nullable(v.string()),
  tally: LotteryTallySchema,
  /** Members see it (its page, entries); a draft is the console's only. */
  published: v.boolean(),
  names: v.record(v.string(), v.string()),
  notifications: v.record(v.string(), v.string()),
});
export type ConsoleLotteryEvent = v.InferOutput<typeof ConsoleLotteryEventSchema>;

export const ConsoleLotteryEventListSchema = v.object({ data: v.array(ConsoleLotteryEventSchema) });
export const ConsoleLotteryEventAnswerSchema = v.object({ data: ConsoleLotteryEventSchema });

/** One entry as staff follow it: who, which nights, and where it stands. */
export const ConsoleLotteryEntrySchema = v.object({
  entry_number: v.string(),
  name: v.string(),
  email: v.string(),
  checkin_date: v.string(),
  checkout_date: v.string(),
  adults: v.number(),
  status: LotteryEntryStatusSchema,
  reservation_number: v.nullable(v.string()),
  created_at: v.string(),
});
export type ConsoleLotteryEntry = v.InferOutput<typeof ConsoleLotteryEntrySchema>;

export const ConsoleLotteryEntryListSchema = v.object({
  data: v.array(ConsoleLotteryEntrySchema),
});

/** The console's draw: no seed (the console never replays a draw). */
export const ConsoleDrawLotterySchema = v.strictObject({});

/** Publishes an event (members see it and may enter while entries are open) or takes it back. */
export const PublishConsoleLotterySchema = v.strictObject({ published: v.boolean() });
