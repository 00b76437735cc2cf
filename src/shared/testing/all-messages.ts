// Every locale's messages, for tests that render in all eight languages (the widget itself
// loads one locale's chunk at a time: src/i18n/load-messages.ts).
import ar from '../../../locales/ar.json';
import en from '../../../locales/en.json';
import id from '../../../locales/id.json';
import ja from '../../../locales/ja.json';
import ko from '../../../locales/ko.json';
import th from '../../../locales/th.json';
import zhHans from '../../../locales/zh_Hans.json';
import zhHant from '../../../locales/zh_Hant.json';
import type { Messages } from '../../i18n/messages.ts';
import type { Locale } from '../../rules/locales.ts';

/** The messages of each locale, as the locale files hold them. */
export const ALL_MESSAGES: Readonly<Record<Locale, Messages>> = {
  en,
  ja,
  ko,
  zh_Hans: zhHans,
  zh_Hant: zhHant,
  id,
  th,
  ar,
};
