/**
 * Input normalisation shared by the guest and card forms.
 *
 * The rules validate the value exactly as it will be sent (the server's schemas are strict:
 * half-width digits, half-width Latin letters, full-width kana). Japanese and Chinese IMEs
 * often produce full-width Latin letters and digits (`ＹＡＭＡＤＡ`, `０９０`), the ideographic
 * space (U+3000) and, on some keyboards, half-width katakana (`ﾔﾏﾀﾞ`). Screens therefore call
 * `normaliseInput` on blur and before submitting; the rules themselves do not normalise, so
 * what the guest sees is what is checked and sent.
 */

/**
 * NFKC-normalises and trims a typed value: full-width ASCII → half-width, ideographic space →
 * space, half-width katakana (with its separate voiced marks) → full-width katakana; runs of
 * spaces collapse to one.
 */
export function normaliseInput(value: string): string {
  return value.normalize('NFKC').replace(/\s+/gu, ' ').trim();
}

/** True for `undefined`, `null` and strings that are empty after trimming. */
export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}
