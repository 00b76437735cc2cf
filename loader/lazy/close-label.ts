import { localeKey } from '../labels.ts';

const CLOSE: Record<string, string> = {
  en: 'Close',
  ja: '閉じる',
  ko: '닫기',
  zh_Hans: '关闭',
  zh_Hant: '關閉',
  id: 'Tutup',
  th: 'ปิด',
  ar: 'إغلاق',
};

/** The dialog's close button label for a locale; English when unknown. */
export function closeLabel(locale: string | undefined): string {
  const key = localeKey(locale);
  return CLOSE[key] ?? CLOSE[key.slice(0, 2)] ?? 'Close';
}
