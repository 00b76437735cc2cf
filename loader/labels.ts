/**
 * The loader's only words: the default button label, per locale. It lives here (not in the
 * widget's locale files) because the loader must not download messages to draw a button.
 */
const BOOK: Record<string, string> = {
  en: 'Book now',
  ja: '予約する',
  ko: '예약하기',
  zh_Hans: '立即预订',
  zh_Hant: '立即預訂',
  id: 'Pesan sekarang',
  th: 'จองเลย',
  ar: 'احجز الآن',
};

/** The locale key for a `locale` attribute such as `ja`, `zh-Hant` or `zh_Hant`. */
export const localeKey = (locale: string | undefined): string =>
  (locale ?? document.documentElement.lang ?? 'en').replace('-', '_');

/** The default "Book now" label for a locale; English when the locale is unknown. */
export function bookLabel(locale: string | undefined): string {
  const key = localeKey(locale);
  return BOOK[key] ?? BOOK[key.slice(0, 2)] ?? 'Book now';
}

/** A <slot> whose fallback content is the default label: the element's content replaces it. */
export function labelSlot(locale: string | undefined): HTMLSlotElement {
  const slot = document.createElement('slot');
  slot.textContent = bookLabel(locale);
  return slot;
}
