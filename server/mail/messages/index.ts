import { ar } from './ar.ts';
import { en } from './en.ts';
import { id } from './id.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';
import { th } from './th.ts';
import type { MailLocale, MailMessages } from './types.ts';
import { MAIL_LOCALES } from './types.ts';
import { zh_Hans } from './zh_Hans.ts';
import { zh_Hant } from './zh_Hant.ts';

export type { MailLocale, MailMessages } from './types.ts';
export { MAIL_LOCALES } from './types.ts';

/** A Record over the union: a locale without its table does not type-check. */
const TABLES: Record<MailLocale, MailMessages> = { en, ja, ko, zh_Hans, zh_Hant, id, th, ar };

/** The reservation's stored locale when we have mail for it; anything else is English. */
export function mailLocale(locale: string | null | undefined): MailLocale {
  return MAIL_LOCALES.find((l) => l === locale) ?? 'en';
}

export const mailMessages = (locale: MailLocale): MailMessages => TABLES[locale];

/** BCP 47 tag for Intl and `<html lang>` (the widget's ids use `_`). */
export const languageTag = (locale: MailLocale): string => locale.replace('_', '-');

export const isRtl = (locale: MailLocale): boolean => locale === 'ar';
