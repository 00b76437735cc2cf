import { type Locale, textDirection, toBcp47 } from '../../rules/locales.ts';
import type { Store } from '../../shared/errors/slots.ts';
import { localeAtom } from '../../shared/locale/locale-state.ts';

/**
 * The hosted app is the whole page: the document's `lang` and `dir` follow the active locale
 * (the served shell starts from the address's `locale`, else `en`), so a page opened from an
 * Arabic e-mail is an Arabic, right-to-left document for screen readers, the browser's
 * translation offer and CSS alike.
 * The inline widget never calls this: the host page's document is the hotel's.
 * Returns the unsubscribe function.
 */
export function followLocaleOnDocument(store: Store, root: HTMLElement): () => void {
  const apply = (locale: Locale) => {
    root.lang = toBcp47(locale);
    root.dir = textDirection(locale);
  };
  apply(store.get(localeAtom));
  return store.sub(localeAtom, () => apply(store.get(localeAtom)));
}
