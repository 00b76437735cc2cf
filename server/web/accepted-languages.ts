/** `ja-JP,ja;q=0.9,en;q=0.8` → `['ja-JP', 'ja', 'en']` (browsers list them by preference). */
export const acceptedLanguages = (header: string | undefined): string[] =>
  (header ?? '')
    .slice(0, 200)
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter(Boolean);
