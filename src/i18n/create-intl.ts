import { createIntl, createIntlCache, type IntlShape, type OnErrorFn } from '@formatjs/intl';
import { type Locale, toBcp47 } from '../rules/locales.ts';
import type { Messages } from './messages.ts';

const intlCache = createIntlCache();
const reported = new Set<string>();

/**
 * Error handler for formatjs: missing translations are expected while a locale loads or in
 * development and stay silent; other problems are reported once per distinct message.
 */
export const onIntlError: OnErrorFn = (error) => {
  if (error.code === 'MISSING_TRANSLATION') return;
  if (reported.has(error.message)) return;
  reported.add(error.message);
  console.warn(`[i18n] ${error.message}`);
};

/** Builds the `IntlShape` for a locale and its messages (usable without React). */
export function createAppIntl(locale: Locale, messages: Messages): IntlShape {
  return createIntl(
    {
      locale: toBcp47(locale),
      defaultLocale: 'en',
      messages: { ...messages },
      onError: onIntlError,
    },
    intlCache,
  );
}
