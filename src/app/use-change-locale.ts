import { useAtomValue, useStore } from 'jotai/react';
import { useLocation, useSearch } from 'wouter';
import { useCallback } from '../react.ts';
import type { Locale } from '../rules/locales.ts';
import { allowedLocalesAtom, changeLocale } from '../shared/locale/locale-state.ts';

/**
 * The header's locale change (product.md §4): restricted to the facility's languages, stored,
 * cached rooms and plans cleared (see `resetOnLocaleChange`), and the `locale` query parameter
 * dropped so a reload or a shared link does not switch back.
 */
export function useChangeLocale(): (locale: Locale) => void {
  const store = useStore();
  const allowed = useAtomValue(allowedLocalesAtom);
  const [path, navigate] = useLocation();
  const search = useSearch();
  return useCallback(
    (locale: Locale) => {
      changeLocale(store, locale, allowed);
      const params = new URLSearchParams(search);
      if (!params.has('locale')) return;
      params.delete('locale');
      const rest = params.toString();
      navigate(rest ? `${path}?${rest}` : path, { replace: true });
    },
    [store, allowed, path, search, navigate],
  );
}
