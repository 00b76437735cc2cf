import {
  PAYMENT_OPTIONS,
  type SettingsDocumentInput,
} from '../../../api/contract/console/settings.ts';
import { LOCALES, type Locale } from '../../../rules/locales.ts';

/**
 * The settings form's values: one flat entry per control, named by the document's dot path
 * (`appearance.button_colour`), so that an error the contract or the server reports at a path is
 * shown at its control. Lists are one control each: check boxes per choice
 * (`hotel.languages.ja`), or text with one item per line.
 */
export type SettingsValues = Record<TextKey, string> & Record<ChoiceKey, boolean>;

type Section<S extends string, F extends string> = `${S}.${F}`;
type TextKey =
  | Section<'hotel', 'name' | 'time_zone' | 'currency' | 'locale'>
  | Section<'hotel.names' | 'membership.login_widget_texts', Locale>
  | Section<'hotel.address', 'post_code' | 'full_address' | 'country'>
  | Section<'hotel.coordinates', 'latitude' | 'longitude'>
  | Section<'appearance', (typeof TEXTS.appearance)[number]>
  | Section<'tracking', 'head_tags' | 'body_tags'>
  | (typeof LINE_LISTS)[number];
/** A check box's value name. */
export type ChoiceKey =
  | Section<'hotel.languages', Locale>
  | Section<'payments.payment_options', (typeof PAYMENT_OPTIONS)[number]>
  | Section<'chatbot.platforms', 'desktop' | 'mobile'>
  | 'currencies.multi_currency'
  | 'membership.sign_in_button'
  | 'membership.login_widget_active'
  | 'chatbot.active';

/** Every check box's name (the values' boolean entries). */
export function choiceKeys(): ChoiceKey[] {
  const keys: ChoiceKey[] = [
    'currencies.multi_currency',
    'membership.sign_in_button',
    'membership.login_widget_active',
    'chatbot.active',
  ];
  for (const locale of LOCALES) keys.push(`hotel.languages.${locale}`);
  for (const option of PAYMENT_OPTIONS) keys.push(`payments.payment_options.${option}`);
  keys.push('chatbot.platforms.desktop', 'chatbot.platforms.mobile');
  return keys;
}

/** Every text's name (the values' string entries). */
export function textKeys(): TextKey[] {
  const keys: TextKey[] = [...LINE_LISTS];
  for (const field of TEXTS.hotel) keys.push(`hotel.${field}`);
  for (const field of TEXTS.appearance) keys.push(`appearance.${field}`);
  for (const field of TEXTS.tracking) keys.push(`tracking.${field}`);
  for (const locale of LOCALES)
    keys.push(`hotel.names.${locale}`, `membership.login_widget_texts.${locale}`);
  keys.push('hotel.address.post_code', 'hotel.address.full_address', 'hotel.address.country');
  keys.push('hotel.coordinates.latitude', 'hotel.coordinates.longitude');
  return keys;
}

/** The list fields typed one item per line; their items' errors show on the field. */
export const LINE_LISTS = [
  'notifications.reservation_emails',
  'tracking.csp_sources',
  'tracking.data_layers',
] as const;

/** Check box groups: the list's path and its choices, in the order the list is saved in. */
export const CHOICE_LISTS = {
  'hotel.languages': LOCALES,
  'payments.payment_options': PAYMENT_OPTIONS,
  'chatbot.platforms': ['desktop', 'mobile'],
} as const satisfies Record<string, readonly string[]>;

export type ChoiceList = keyof typeof CHOICE_LISTS;

/** Text fields of the document by section (every other field is a check box or a list). */
const TEXTS = {
  hotel: ['name', 'time_zone', 'currency', 'locale'],
  appearance: [
    'booking_widget_type',
    'button_colour',
    'header_colour',
    'font_colour',
    'header',
    'logo',
    'favicon',
    'header_html',
    'footer_html',
    'header_css',
    'footer_css',
  ],
  tracking: ['head_tags', 'body_tags'],
} as const;

const lines = (text: string | boolean | undefined): string[] =>
  typeof text === 'string'
    ? text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
    : [];

/** The form's values for a document (the saved settings, or the session's draft). */
export function valuesOf(doc: SettingsDocumentInput): SettingsValues {
  const text = (key: TextKey): string => {
    const [section, field, sub] = key.split('.');
    const part: unknown = (doc as Record<string, unknown>)[section ?? ''];
    const value = sub === undefined ? pick(part, field) : pick(pick(part, field), sub);
    if (typeof value === 'string') return value;
    if (typeof value === 'number') return String(value);
    return Array.isArray(value) ? value.join('\n') : '';
  };
  const chosen = (key: ChoiceKey): boolean => {
    const [section, field, choice] = key.split('.');
    const value = pick((doc as Record<string, unknown>)[section ?? ''], field);
    return choice === undefined ? value === true : Array.isArray(value) && value.includes(choice);
  };
  const values: Partial<Record<TextKey, string>> & Partial<Record<ChoiceKey, boolean>> = {};
  for (const key of textKeys()) values[key] = text(key);
  for (const key of choiceKeys()) values[key] = chosen(key);
  return complete(values);
}

/** A field of an object read loosely (a document's section, its address …). */
function pick(value: unknown, field: string | undefined): unknown {
  return typeof value === 'object' && value !== null && field !== undefined
    ? (value as Record<string, unknown>)[field]
    : undefined;
}

/** The values once every text and check box has one. */
function complete(
  values: Partial<Record<TextKey, string>> & Partial<Record<ChoiceKey, boolean>>,
): SettingsValues {
  // Filled below for every key of both lists, which are the type's keys.
  const out = {} as Record<TextKey, string> & Record<ChoiceKey, boolean>;
  for (const key of textKeys()) out[key] = values[key] ?? '';
  for (const key of choiceKeys()) out[key] = values[key] ?? false;
  return out;
}

/** A coordinate as typed: a number when it is one, else the text (the contract refuses it). */
const degrees = (text: string): number | string => {
  const trimmed = text.trim();
  return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
};

/** The document the form's values make, for the contract to check (nothing is dropped). */
export function documentOfValues(values: SettingsValues): unknown {
  // Read by name: the names are built from the lists above.
  const loose: Readonly<Record<string, string | boolean>> = values;
  const str = (name: string): string => {
    const value = loose[name];
    return typeof value === 'string' ? value : '';
  };
  const texts = (section: keyof typeof TEXTS) =>
    Object.fromEntries(TEXTS[section].map((field) => [field, str(`${section}.${field}`)]));
  const perLocale = (prefix: string) =>
    Object.fromEntries(
      LOCALES.flatMap((locale) => {
        const text = str(`${prefix}.${locale}`).trim();
        return text ? [[locale, text]] : [];
      }),
    );
  const picked = (list: ChoiceList) =>
    CHOICE_LISTS[list].filter((choice) => loose[`${list}.${choice}`] === true);
  const latitude = str('hotel.coordinates.latitude');
  const longitude = str('hotel.coordinates.longitude');
  const appearance = texts('appearance');
  return {
    hotel: {
      ...texts('hotel'),
      names: perLocale('hotel.names'),
      address: {
        post_code: str('hotel.address.post_code'),
        full_address: str('hotel.address.full_address'),
        country: str('hotel.address.country'),
      },
      coordinates:
        latitude.trim() === '' && longitude.trim() === ''
          ? null
          : { latitude: degrees(latitude), longitude: degrees(longitude) },
      languages: picked('hotel.languages'),
    },
    appearance: {
      ...appearance,
      logo: appearance.logo?.trim() ? appearance.logo : null,
      favicon: appearance.favicon?.trim() ? appearance.favicon : null,
    },
    currencies: { multi_currency: values['currencies.multi_currency'] === true },
    payments: { payment_options: picked('payments.payment_options') },
    notifications: { reservation_emails: lines(str('notifications.reservation_emails')) },
    tracking: {
      ...texts('tracking'),
      csp_sources: lines(str('tracking.csp_sources')),
      data_layers: lines(str('tracking.data_layers')),
    },
    membership: {
      sign_in_button: values['membership.sign_in_button'] === true,
      login_widget_active: values['membership.login_widget_active'] === true,
      login_widget_texts: perLocale('membership.login_widget_texts'),
    },
    chatbot: { active: values['chatbot.active'] === true, platforms: picked('chatbot.platforms') },
  };
}

/**
 * The errors as the form shows them: an item's error of a one-per-line list (`….reservation_emails.1`)
 * or a coordinate's (`hotel.coordinates.latitude` stays) on its list's field.
 */
export function shownErrors(errors: Readonly<Record<string, string>>): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const list = LINE_LISTS.find((name) => path.startsWith(`${name}.`));
    const key = list ?? path;
    shown[key] ??= message;
  }
  return shown;
}
