import { localeKey } from '../labels.ts';

/**
 * The default "Book now" label per locale, for a button with no label of its own. Here in the
 * lazy modes chunk, not in the loader: eight scripts' worth of UTF-8 was ~190 B of the loader's
 * gzip on every hotel's every page, and a label written in the element (as the README's embed
 * does) or an English page never needs it. It lives here rather than in the widget's locale files
 * because a button must not wait for the widget's messages.
 */
const BOOK: Record<string, string> & { en: string } = {
  en: 'Book now',
  ja: '予約する',
  ko: '예약하기',
  zh_Hans: '立即预订',
  zh_Hant: '立即預訂',
  id: 'Pesan sekarang',
  th: 'จองเลย',
  ar: 'احجز الآن',
};

/** The default "Book now" label for a locale; English when the locale is unknown. */
export function bookLabel(locale: string | undefined): string {
  const key = localeKey(locale);
  return BOOK[key] ?? BOOK[key.slice(0, 2)] ?? BOOK.en;
}
