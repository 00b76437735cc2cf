import { atom, type PrimitiveAtom } from 'jotai/vanilla';
import { DEFAULT_LOCALE, LOCALES, type Locale, toLocale } from '../../i18n/locales.ts';
import { restrictToAllowed, storeLocale } from '../../i18n/resolve-locale.ts';
import type { Store } from '../errors/slots.ts';
import { initSettingsAtom } from '../startup/init-state.ts';

/** The active locale of one widget instance (its store). The I18nProvider follows it. */
export const localeAtom: PrimitiveAtom<Locale> = atom<Locale>(DEFAULT_LOCALE);

/**
 * The languages this facility offers (`available_languages` of the init settings), all eight
 * until settings arrive or when the hotel lists none the widget supports.
 */
export const allowedLocalesAtom = atom((get): readonly Locale[] => {
  const listed = get(initSettingsAtom)?.available_languages ?? [];
  const mapped = listed.map(toLocale).filter((l): l is Locale => l !== undefined);
  return mapped.length > 0 ? [...new Set(mapped)] : LOCALES;
});

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
