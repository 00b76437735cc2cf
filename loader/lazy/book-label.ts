import { localeKey } from '../labels.ts';

/**
 * The default "Book now" label per locale, for a button with no label of its own (the buttons
 * chunk) and the dialog's name (the modes chunk; each chunk has its copy). Not in the loader:
 * eight scripts' worth of UTF-8 was ~190 B of its gzip on every hotel's every page, and an
 * inline page never needs it. Not in the widget's locale files: a button must not wait for the
 * widget's messages.
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
