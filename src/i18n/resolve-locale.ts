import { DEFAULT_LOCALE, type Locale, toLocale } from '../rules/locales.ts';

import { LOCALE_STORAGE_KEY } from '../rules/stored-keys.ts';

export { LOCALE_STORAGE_KEY };

/** Inputs of {@link resolveLocale}; every one is optional. */
export interface ResolveLocaleInput {
  /** The `locale` attribute or query parameter. */
  readonly requested?: string | null | undefined;
  /** The value stored under `triplabot_locale`. */
  readonly stored?: string | null | undefined;
  /** `navigator.languages` (or `[navigator.language]`). */
  readonly browserLanguages?: readonly string[] | null | undefined;
  /** The facility's languages; when given and non-empty, the result is always one of them. */
  readonly allowed?: readonly string[] | null | undefined;
}

/**
 * Decides the active locale: the requested one (attribute or query parameter), then the
 * stored one, then the first browser language that maps to a supported locale, then `en`.
 * When `allowed` is given and the result is not among them, the first allowed one wins.
 */
export function resolveLocale(input: ResolveLocaleInput = {}): Locale {
  const candidate =
    toLocale(input.requested) ??
    toLocale(input.stored) ??
    firstBrowserLocale(input.browserLanguages) ??
    DEFAULT_LOCALE;
  return restrictToAllowed(candidate, input.allowed);
}

/** The first browser language that maps to a supported locale. */
export function firstBrowserLocale(
  languages: readonly string[] | null | undefined,
): Locale | undefined {
  for (const language of languages ?? []) {
    const locale = toLocale(language);
    if (locale) return locale;
  }
  return undefined;
}

/** `locale` when `allowed` is empty or contains it, otherwise the first allowed locale. */
export function restrictToAllowed(
  locale: Locale,
  allowed: readonly string[] | null | undefined,
): Locale {
  const allowedLocales = (allowed ?? []).map(toLocale).filter((l): l is Locale => l !== undefined);
  const first = allowedLocales[0];
  if (first === undefined || allowedLocales.includes(locale)) return locale;
  return first;
}

/**
 * On window focus: the locale the chatbot stored, when it differs from the current one and is
 * allowed; `undefined` when nothing should change.
 */
export function chatbotLocaleToAdopt(
  current: Locale,
  stored: string | null | undefined,
  allowed?: readonly string[] | null,
): Locale | undefined {
  const locale = toLocale(stored);
  if (!locale || locale === current) return undefined;
  if (allowed && allowed.length > 0 && restrictToAllowed(locale, allowed) !== locale) {
    return undefined;
  }
  return locale;
}

/** Minimal storage shape, so tests and callers can pass their own. */
export interface LocaleStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function defaultStorage(): LocaleStorage | undefined {
  try {
    // Reading the property itself throws in sandboxed iframes and with storage blocked.
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** Reads `triplabot_locale`; `undefined` when absent, unsupported or storage unavailable. */
export function readStoredLocale(storage?: LocaleStorage): Locale | undefined {
  try {
    return toLocale((storage ?? defaultStorage())?.getItem(LOCALE_STORAGE_KEY));
  } catch {
    return undefined;
  }
}

/** Stores `triplabot_locale`; returns false (never throws) when storage is unavailable. */
export function storeLocale(locale: Locale, storage?: LocaleStorage): boolean {
  try {
    const target = storage ?? defaultStorage();
    if (!target) return false;
    target.setItem(LOCALE_STORAGE_KEY, locale);
    return true;
  } catch {
    return false;
  }
}

/** `navigator.languages` when available (empty outside browsers). */
export function browserLanguages(): readonly string[] {
  const nav = globalThis.navigator as Navigator | undefined;
  if (!nav) return [];
  if (nav.languages && nav.languages.length > 0) return nav.languages;
  return nav.language ? [nav.language] : [];
}
