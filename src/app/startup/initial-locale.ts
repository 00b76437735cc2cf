import { browserLanguages, readStoredLocale, resolveLocale } from '../../i18n/resolve-locale.ts';
import type { Locale } from '../../rules/locales.ts';

/**
 * The locale at startup (product.md §1, §4): the requested one (attribute or `locale`
 * parameter), then the stored `triplabot_locale`, then the browser's languages, then en —
 * limited to `allowed` when given.
 */
export function initialLocale(requested: string | undefined, allowed?: readonly Locale[]): Locale {
  return resolveLocale({
    requested,
    stored: readStoredLocale(),
    browserLanguages: browserLanguages(),
    allowed,
  });
}
