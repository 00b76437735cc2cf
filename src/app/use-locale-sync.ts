import { useStore } from 'jotai/react';
import type { WidgetConfig } from '../../loader/widget-api.ts';
import { chatbotLocaleToAdopt, readStoredLocale } from '../i18n/resolve-locale.ts';
import { useEffect, useRef } from '../react.ts';
import { toLocale } from '../rules/locales.ts';
import {
  allowedLocalesAtom,
  changeLocale,
  localeAtom,
  requestedLocaleAtom,
} from '../shared/locale/locale-state.ts';

/**
 * Keeps the locale in step with the outside world after startup:
 * - on window focus, the locale the chatbot stored is adopted if the facility allows it
 *   (product.md §4);
 * - when the hotel changes the element's `locale` attribute, the widget follows.
 */
export function useLocaleSync(config: WidgetConfig): void {
  const store = useStore();
  useEffect(() => {
    const onFocus = () => {
      const allowed = store.get(allowedLocalesAtom);
      const adopt = chatbotLocaleToAdopt(store.get(localeAtom), readStoredLocale(), allowed);
      if (adopt) changeLocale(store, adopt, allowed);
    };
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [store]);

  const previous = useRef(config.locale);
  useEffect(() => {
    if (previous.current === config.locale) return;
    previous.current = config.locale;
    const next = toLocale(config.locale);
    if (!next) return;
    // The hotel's new choice is a request like the first one: offered from now on.
    store.set(requestedLocaleAtom, next);
    changeLocale(store, next, store.get(allowedLocalesAtom));
  }, [store, config.locale]);
}
