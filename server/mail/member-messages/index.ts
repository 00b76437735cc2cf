import type { MailLocale } from '../messages/index.ts';
import { ar } from './ar.ts';
import { en } from './en.ts';
import { id } from './id.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';
import { th } from './th.ts';
import type { MemberMailMessages } from './types.ts';
import { zh_Hans } from './zh_Hans.ts';
import { zh_Hant } from './zh_Hant.ts';

export type { MemberMailMessages } from './types.ts';

/** A Record over the union: a locale without its table does not type-check. */
const TABLES: Record<MailLocale, MemberMailMessages> = { en, ja, ko, zh_Hans, zh_Hant, id, th, ar };

export const memberMailMessages = (locale: MailLocale): MemberMailMessages => TABLES[locale];
