/** A locale the widget ships messages for. Ids match the locale file names in `locales/`. */
export type Locale = 'en' | 'ja' | 'ko' | 'zh_Hans' | 'zh_Hant' | 'id' | 'th' | 'ar';

/** Every supported locale, in the order the language selector lists them. */
export const LOCALES: readonly Locale[] = [
  'en',
  'ja',
  'ko',
  'zh_Hans',
  'zh_Hant',
  'id',
  'th',
  'ar',
];

/** The locales a facility may offer for booking (product §1). */
export const FACILITY_BOOKING_LOCALES: readonly Locale[] = ['ja', 'en', 'zh_Hans', 'zh_Hant', 'ko'];

/** The locale used when nothing else decides. */
export const DEFAULT_LOCALE: Locale = 'en';

const LOCALE_SET: ReadonlySet<string> = new Set(LOCALES);

/** True when `value` is exactly one of the supported locale ids. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && LOCALE_SET.has(value);
}

/** BCP 47 tag for `Intl` APIs and the `lang` attribute: `zh_Hans` → `zh-Hans`. */
export function toBcp47(locale: Locale): string {
  return locale.replace('_', '-');
}

/** Writing direction of a locale: `rtl` for Arabic, `ltr` otherwise. */
export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/**
 * Maps a locale id or a language tag (`ja-JP`, `zh-TW`, `zh_Hans`, `in`, `ar-EG`, …) to a
 * supported locale, or `undefined` when none fits. Case-insensitive; `_` and `-` both accepted.
 */
export function toLocale(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined;
  if (isLocale(tag)) return tag;
  const parts = tag.trim().toLowerCase().replace(/_/g, '-').split('-');
  const language = parts[0];
  const rest = parts.slice(1);
  switch (language) {
    case 'en':
      return 'en';
    case 'ja':
      return 'ja';
    case 'ko':
      return 'ko';
    case 'th':
      return 'th';
    case 'ar':
      return 'ar';
    case 'id':
    case 'in': // legacy ISO 639 code for Indonesian, still reported by some Android browsers
      return 'id';
    case 'zh': {
      if (rest.includes('hant')) return 'zh_Hant';
      if (rest.includes('hans')) return 'zh_Hans';
      if (rest.includes('tw') || rest.includes('hk') || rest.includes('mo')) return 'zh_Hant';
      return 'zh_Hans';
    }
    default:
      return undefined;
  }
}

/**
 * The booking languages a facility offers: its configured `book_languages` limited to
 * {@link FACILITY_BOOKING_LOCALES}, in configured order; all five when none are configured
 * or none is usable.
 */
export function facilityBookingLocales(bookLanguages?: readonly string[] | null): Locale[] {
  const result: Locale[] = [];
  for (const language of bookLanguages ?? []) {
    const locale = toLocale(language);
    if (locale && FACILITY_BOOKING_LOCALES.includes(locale) && !result.includes(locale)) {
      result.push(locale);
    }
  }
  return result.length > 0 ? result : [...FACILITY_BOOKING_LOCALES];
}

/** The hotel's own locale is used only when it is `ko` or `zh_Hant`; otherwise `ja` (§1). */
export function hotelLocale(locale: string | null | undefined): Locale {
  const mapped = toLocale(locale);
  return mapped === 'ko' || mapped === 'zh_Hant' ? mapped : 'ja';
}
