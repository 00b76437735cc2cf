import { atom, type PrimitiveAtom } from 'jotai/vanilla';
import { restrictToAllowed, storeLocale } from '../../i18n/resolve-locale.ts';
import { DEFAULT_LOCALE, type Locale } from '../../rules/locales.ts';
import type { Store } from '../errors/slots.ts';
import { initSettingsAtom } from '../startup/init-state.ts';
import { offeredLocales } from './offered-locales.ts';

/** The active locale of one widget instance (its store). The I18nProvider follows it. */
export const localeAtom: PrimitiveAtom<Locale> = atom<Locale>(DEFAULT_LOCALE);

/**
 * The locale the embedding asked for explicitly: the inline element's `locale` attribute or the
 * hosted app's `locale` query parameter (e-mail links carry the booking's). Set at startup and
 * when the attribute changes; a locale the guest picks from the menu is not a request.
 */
export const requestedLocaleAtom: PrimitiveAtom<Locale | undefined> = atom<Locale | undefined>(
  undefined,
);

/** The languages this instance offers, by the one rule of {@link offeredLocales}. */
export const allowedLocalesAtom = atom((get): readonly Locale[] =>
  offeredLocales(get(initSettingsAtom)?.available_languages, get(requestedLocaleAtom)),
);

/** Something to clear when the locale changes, e.g. `(store) => store.set(roomsAtom, null)`. */
export type LocaleReset = (store: Store) => void;

const resets = new Set<LocaleReset>();

/**
 * Registers a reset that runs on every locale change (product.md §4: cached rooms and plans
 * are cleared, because their names and descriptions are in the old language). Features call
 * this once at module level. Returns a function that unregisters it.
 */
export function resetOnLocaleChange(reset: LocaleReset): () => void {
  resets.add(reset);
  return () => resets.delete(reset);
}

/**
 * Changes the locale of one instance: the first allowed one when the choice is not allowed,
 * stored as `triplabot_locale` (shared with the chatbot), registered resets run. Returns the
 * locale applied. Dropping the `locale` query parameter is the caller's (it owns navigation).
 */
export function changeLocale(store: Store, requested: Locale, allowed: readonly Locale[]): Locale {
  const next = restrictToAllowed(requested, allowed);
  storeLocale(next);
  if (store.get(localeAtom) === next) return next;
  store.set(localeAtom, next);
  for (const reset of resets) reset(store);
  return next;
}
