export { createAppIntl, onIntlError } from './create-intl.ts';
export { loadMessages } from './load-messages.ts';
export {
  DEFAULT_LOCALE,
  FACILITY_BOOKING_LOCALES,
  facilityBookingLocales,
  hotelLocale,
  isLocale,
  LOCALES,
  type Locale,
  textDirection,
  toBcp47,
  toLocale,
} from './locales.ts';
export type { MessageId, Messages } from './messages.ts';
export {
  I18nContext,
  I18nProvider,
  type I18nProviderProps,
  type I18nValue,
  type MessageValues,
  type PrimitiveType,
  type Translate,
  translate,
  useIntl,
  useLocale,
  useT,
} from './react.tsx';
export {
  browserLanguages,
  chatbotLocaleToAdopt,
  firstBrowserLocale,
  LOCALE_STORAGE_KEY,
  type LocaleStorage,
  type ResolveLocaleInput,
  readStoredLocale,
  resolveLocale,
  restrictToAllowed,
  storeLocale,
} from './resolve-locale.ts';
