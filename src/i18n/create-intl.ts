import {
  createFormatters,
  createIntlCache,
  DEFAULT_INTL_CONFIG,
  formatDate,
  formatList,
  formatNumber,
  formatNumberToParts,
  type IntlShape,
  type OnErrorFn,
} from '@formatjs/intl';
import { type Locale, toBcp47 } from '../rules/locales.ts';
import type { Messages } from './messages.ts';

const intlCache = createIntlCache();
const reported = new Set<string>();

/**
 * Error handler for formatjs: missing translations are expected while a locale loads or in
 * development and stay silent; other problems are reported once per distinct message.
 */
export const onIntlError: OnErrorFn = (error) => {
  if (error.code !== 'MISSING_TRANSLATION') report(error.message);
};

function report(message: string): void {
  if (reported.has(message)) return;
  reported.add(message);
  console.warn(`[i18n] ${message}`);
}

/** A value that can fill an ICU placeholder. */
type MessageValue = string | number | boolean | null | undefined | Date;

/**
 * The formatting the app uses: formatjs's `IntlShape` cut to these members. Built from
 * formatjs's own formatter functions instead of `createIntl`, which binds every formatter
 * (relative time, durations, display names, plurals, ranges…) and so ships them all: ~1 KB
 * gzip of the first screen. Need another one? Add it here and below.
 */
export type AppIntl = Pick<
  IntlShape,
  'locale' | 'formatDate' | 'formatNumber' | 'formatNumberToParts' | 'formatList'
> & {
  /** The messages by id (ICU strings, or their precompiled form in the build). */
  readonly messages: Record<string, IntlShape['messages'][string]>;
  /** The message of `id` with its placeholders filled; the id itself if there is none. */
  formatMessage(
    descriptor: { readonly id: string },
    values?: Readonly<Record<string, MessageValue>>,
  ): string;
};

/**
 * Builds the intl object for a locale and its messages (usable without React). Its `messages`
 * is its own copy: src/i18n/live-intl.ts adds the locale's later part to it in place, which
 * this allows: the id is looked up on every call, compiled messages are cached by their
 * content (formatjs's cache, never by id), and a missing id is not cached at all. `onMissing`
 * hears every id asked for that the messages lack.
 *
 * `formatMessage` is formatjs's without what the app never uses (default messages, rich text
 * elements, time zones, its long error texts): the same compiled-message cache and formatters.
 */
export function createAppIntl(
  locale: Locale,
  messages: Messages,
  onMissing?: (id: string) => void,
): AppIntl {
  const config = {
    ...DEFAULT_INTL_CONFIG,
    locale: toBcp47(locale),
    defaultLocale: 'en',
    onError: onIntlError,
  };
  const own: AppIntl['messages'] = { ...messages };
  const f = createFormatters(intlCache);
  return {
    locale: config.locale,
    messages: own,
    formatMessage({ id }, values) {
      const message = Object.hasOwn(own, id) ? own[id] : undefined;
      if (!message) {
        onMissing?.(id);
        return id;
      }
      // A precompiled text without placeholders (most of them): no formatter, no cache lookup
      // (type 0 is the parser's TYPE.literal, as formatjs's own formatMessage checks).
      if (typeof message !== 'string' && message.length === 1) {
        const only = message[0];
        if (only?.type === 0) return only.value;
      }
      try {
        return String(
          f.getMessageFormat(message, config.locale, {}, { formatters: f }).format(values),
        );
      } catch (error) {
        report(`${id}: ${String(error)}`);
        return id;
      }
    },
    formatDate: formatDate.bind(null, config, f.getDateTimeFormat),
    formatNumber: formatNumber.bind(null, config, f.getNumberFormat),
    formatNumberToParts: formatNumberToParts.bind(null, config, f.getNumberFormat),
    formatList: formatList.bind(null, config, f.getListFormat),
  };
}
