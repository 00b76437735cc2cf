import { readFileSync } from 'node:fs';
import type { AppIntl } from '../i18n/create-intl.ts';
import { createAppIntl } from '../i18n/create-intl.ts';
import type { Locale } from '../rules/locales.ts';

/** Test helper: an AppIntl with the real messages of a locale (read synchronously). */
export function testIntl(locale: Locale): AppIntl {
  const url = new URL(`../../locales/${locale}.json`, import.meta.url);
  return createAppIntl(locale, JSON.parse(readFileSync(url, 'utf8')) as Record<string, string>);
}
