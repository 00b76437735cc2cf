import type { Messages } from '../../../i18n/messages.ts';
import type { Locale } from '../../../rules/locales.ts';

/**
 * One loader per locale of the console's own messages (locales/console/*.json, never the
 * widget's locales/*.json). Each literal `import()` is its own chunk, so only the staff member's
 * language is downloaded; keep them literal (a template-string import would bundle them all).
 * Built, each module holds the messages precompiled (scripts/rollup-precompile-messages.mjs).
 */
const LOADERS: Readonly<Record<Locale, () => Promise<{ readonly default: Messages }>>> = {
  en: () => import('../../../../locales/console/en.json'),
  ja: () => import('../../../../locales/console/ja.json'),
  ko: () => import('../../../../locales/console/ko.json'),
  zh_Hans: () => import('../../../../locales/console/zh_Hans.json'),
  zh_Hant: () => import('../../../../locales/console/zh_Hant.json'),
  id: () => import('../../../../locales/console/id.json'),
  th: () => import('../../../../locales/console/th.json'),
  ar: () => import('../../../../locales/console/ar.json'),
};

const cache = new Map<Locale, Promise<Messages>>();

/** The console messages of one locale, cached; a failed load is forgotten so a retry loads. */
export function loadConsoleMessages(locale: Locale): Promise<Messages> {
  const cached = cache.get(locale);
  if (cached) return cached;
  const pending = LOADERS[locale]().then(
    (module) => module.default,
    (error: unknown) => {
      cache.delete(locale);
      throw error;
    },
  );
  cache.set(locale, pending);
  return pending;
}
