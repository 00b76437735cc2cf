import { isLocale, type Locale } from '../locales.ts';

/**
 * The cookie holding a staff member's console language. The provider reads it to write the
 * console page's `<html lang dir>` before any script runs (server/web/console-page.ts), so an
 * Arabic page is right-to-left from its first paint; the console sets it. Not a secret.
 */
export const CONSOLE_LOCALE_COOKIE = 'console_locale';

/** The locale a `Cookie` header or `document.cookie` names, if any. */
export function localeFromCookies(cookies: string | undefined): Locale | undefined {
  for (const part of (cookies ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === CONSOLE_LOCALE_COOKIE && isLocale(value)) return value;
  }
  return undefined;
}

/** The `document.cookie` assignment that keeps `locale` for a year, for the console's pages. */
export function localeCookie(locale: Locale): string {
  return `${CONSOLE_LOCALE_COOKIE}=${locale}; Path=/console; Max-Age=31536000; SameSite=Strict`;
}
