/**
 * A hotel-written text in the guest's language. Questions and notifications carry a map of
 * locale → text that rarely covers all eight locales: fall back to the base language
 * (`zh_Hant` → `zh`), then English, then whatever the hotel wrote first.
 */
export function localizedText(texts: Readonly<Record<string, string>>, locale: string): string {
  const base = locale.split(/[_-]/)[0] ?? locale;
  for (const key of [locale, locale.replace('_', '-'), base, 'en']) {
    const text = texts[key];
    if (text !== undefined && text.trim() !== '') return text;
  }
  return Object.values(texts).find((text) => text.trim() !== '') ?? '';
}

/** Hotel text that holds markup (a tag or an entity) and so goes through the sanitiser. */
export function looksLikeHtml(text: string): boolean {
  return /<[a-z!/][^>]*>|&[a-z#0-9]+;/i.test(text);
}
