import type { Locale } from '../rules/locales.ts';
import type { Messages } from './messages.ts';

/**
 * A locale module. Built, it holds the first screen's messages and `later()` for the rest (see
 * scripts/rollup-precompile-messages.mjs); in tests and tools it is the whole JSON file.
 */
type MessagesModule = {
  readonly default: Messages;
  readonly later?: () => Promise<{ readonly default: Messages }>;
};

/**
 * One explicit loader per locale. Each literal `import()` lets the bundler split that locale's
 * JSON into its own chunk, so only the active locale is downloaded. Keep these literal: a
 * template-string import would bundle or glob every locale.
 */
const LOADERS: Readonly<Record<Locale, () => Promise<MessagesModule>>> = {
  en: () => import('../../locales/en.json'),
  ja: () => import('../../locales/ja.json'),
  ko: () => import('../../locales/ko.json'),
  zh_Hans: () => import('../../locales/zh_Hans.json'),
  zh_Hant: () => import('../../locales/zh_Hant.json'),
  id: () => import('../../locales/id.json'),
  th: () => import('../../locales/th.json'),
  ar: () => import('../../locales/ar.json'),
};

const cache = new Map<Locale, Promise<Messages>>();
const laterCache = new Map<Locale, Promise<Messages>>();

/**
 * Loads the messages of one locale (cached per locale). A failed load is not cached, so a
 * later call retries (for example after a flaky network).
 */
export function loadMessages(locale: Locale): Promise<Messages> {
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

/**
 * The rest of a locale's messages, when the build split them off the first screen's (resolves
 * to an empty set otherwise). Loaded after the first render; a failure leaves the first part.
 */
export function loadLaterMessages(locale: Locale): Promise<Messages> {
  const cached = laterCache.get(locale);
  if (cached) return cached;
  const pending = LOADERS[locale]()
    .then((module) => (module.later ? module.later().then((later) => later.default) : {}))
    .catch(() => {
      laterCache.delete(locale);
      return {};
    });
  laterCache.set(locale, pending);
  return pending;
}
