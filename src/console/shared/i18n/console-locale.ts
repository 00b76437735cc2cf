import { DEFAULT_LOCALE, type Locale, toLocale } from '../../../rules/locales.ts';

/**
 * The language the console starts in: the one the provider wrote the page in (the
 * console_locale cookie, else the browser's `Accept-Language`, else English;
 * server/web/console-page.ts). Once the staff member is known, their saved language takes over
 * when the browser has no cookie yet (shell/ConsoleApp.tsx).
 */
export function initialConsoleLocale(documentLang: string): Locale {
  return toLocale(documentLang) ?? DEFAULT_LOCALE;
}
