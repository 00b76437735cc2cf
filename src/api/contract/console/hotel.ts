import * as v from 'valibot';
import { CURRENCY_CODES } from '../../../rules/currencies.ts';
import { LOCALES } from '../../../rules/locales.ts';

/**
 * The hotel console's editable hotel (issue 38): what an owner types to add a hotel and what the
 * console edits later. Each rule's message is a stable reason (`code`, `time_zone` …): the
 * server answers it as error 1000 with the field (`names.ja`), and the console shows its own
 * translated text for that reason (`settings.invalid.<reason>`) beside the field.
 */

/** Why a value was refused: the last word of an error 1000's message, and a console text key. */
export const INVALID = {
  required: 'required',
  tooLong: 'too_long',
  code: 'code',
  timeZone: 'time_zone',
  currency: 'currency',
  language: 'language',
  languages: 'languages',
  colour: 'colour',
  url: 'url',
  email: 'email',
  number: 'number',
  country: 'country',
  duplicate: 'duplicate',
} as const;
export type InvalidReason = (typeof INVALID)[keyof typeof INVALID];

/** Required text of at most `max` characters, trimmed. */
export function text(max: number) {
  return v.pipe(
    v.string(INVALID.required),
    v.trim(),
    v.minLength(1, INVALID.required),
    v.maxLength(max, INVALID.tooLong),
  );
}

/** Text of at most `max` characters, trimmed; may be empty. */
export function optionalText(max: number) {
  return v.pipe(v.string(INVALID.required), v.trim(), v.maxLength(max, INVALID.tooLong));
}

/**
 * A hotel code: 3 to 64 lower-case letters, digits and single hyphens (`sakura-tokyo`). Any other
 * spelling of the same code (`Sakura_Tokyo`) names the same hotel (normaliseHotelCode), so a code
 * is unique in that normalised form.
 */
export const HotelCodeSchema = v.pipe(
  v.string(INVALID.required),
  v.trim(),
  v.toLowerCase(),
  v.regex(/^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){2,63}$/, INVALID.code),
);

/** A locale the widget ships messages for. */
export const LocaleSchema = v.picklist(LOCALES, INVALID.language);

/** A name per locale; absent locales fall back to the hotel's main name. */
export const LocalisedNamesSchema = v.pipe(
  v.record(LocaleSchema, optionalText(120), INVALID.language),
  v.transform((names) =>
    Object.fromEntries(Object.entries(names).filter(([, name]) => name !== '')),
  ),
);

/** True for an IANA time zone this runtime knows (`Asia/Tokyo`), never for offsets or `Local`. */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$|^UTC$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const TimeZoneSchema = v.pipe(
  v.string(INVALID.required),
  v.trim(),
  v.check(isTimeZone, INVALID.timeZone),
);

/** A currency of the currency table (product §1). */
export const CurrencySchema = v.picklist(CURRENCY_CODES, INVALID.currency);

/** The languages the hotel's widget offers: at least one, each once. */
export const LanguagesSchema = v.pipe(
  v.array(LocaleSchema, INVALID.languages),
  v.minLength(1, INVALID.languages),
  v.check((list) => new Set(list).size === list.length, INVALID.duplicate),
);

export const AddressSchema = v.object({
  post_code: optionalText(20),
  full_address: text(300),
  /** ISO 3166-1 alpha-2, upper case. */
  country: v.pipe(
    v.string(INVALID.country),
    v.trim(),
    v.toUpperCase(),
    v.regex(/^[A-Z]{2}$/, INVALID.country),
  ),
});

const degrees = (limit: number) =>
  v.pipe(
    v.number(INVALID.number),
    v.finite(INVALID.number),
    v.minValue(-limit, INVALID.number),
    v.maxValue(limit, INVALID.number),
  );

/** Where the hotel is (WGS 84 degrees); null when not given. */
export const CoordinatesSchema = v.nullable(
  v.object({ latitude: degrees(90), longitude: degrees(180) }),
);

/**
 * A hotel's details: everything an owner gives to add one (`hotels.create`), and what the
 * console edits afterwards. `name` is the hotel's main name (the widget's `hotel_name`), `names`
 * its other spellings per locale.
 */
export const HotelDetailsSchema = v.object({
  code: HotelCodeSchema,
  name: text(120),
  names: LocalisedNamesSchema,
  address: AddressSchema,
  coordinates: CoordinatesSchema,
  time_zone: TimeZoneSchema,
  currency: CurrencySchema,
  /** The hotel's own language (its receipts and mails when the guest's is not offered). */
  locale: LocaleSchema,
  languages: LanguagesSchema,
});
export type HotelDetails = v.InferOutput<typeof HotelDetailsSchema>;
export type HotelDetailsInput = v.InferInput<typeof HotelDetailsSchema>;

/** A hotel as the console lists it. */
export const ConsoleHotelSchema = v.object({
  id: v.number(),
  ...HotelDetailsSchema.entries,
  code: v.string(),
  currency: v.string(),
  locale: v.string(),
  languages: v.array(v.string()),
  /** Made in the console (never topped up by the demo's seeding) rather than seeded. */
  created_in_console: v.boolean(),
});
export type ConsoleHotel = v.InferOutput<typeof ConsoleHotelSchema>;

export const ConsoleHotelResponseSchema = v.object({ data: ConsoleHotelSchema });
export const ConsoleHotelListResponseSchema = v.object({ data: v.array(ConsoleHotelSchema) });
