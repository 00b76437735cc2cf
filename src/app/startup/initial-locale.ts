import { browserLanguages, readStoredLocale, resolveLocale } from '../../i18n/resolve-locale.ts';
import type { Locale } from '../../rules/locales.ts';

/**
 * The guest's language preferences: the stored `triplabot_locale` and the browser's languages.
 * Read from the browser, or sent by the loader when the server draws the first screen
 * (server/web/first-screen).
 */
export interface LocalePreferences {
  readonly stored: string | undefined;
  readonly browserLanguages: readonly string[];
}

const browserPreferences = (): LocalePreferences => ({
  stored: readStoredLocale(),
  browserLanguages: browserLanguages(),
});

/**
 * The locale at startup (product.md §1, §4): the requested one (attribute or `locale`
 * parameter), then the stored `triplabot_locale`, then the browser's languages, then en —
 * limited to `allowed` when given.
 */
export function initialLocale(
  requested: string | undefined,
  allowed?: readonly Locale[],
  preferences: LocalePreferences = browserPreferences(),
): Locale {
  return resolveLocale({ requested, ...preferences, allowed });
}
