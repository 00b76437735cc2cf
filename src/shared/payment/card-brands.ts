/** Brand names are the card schemes' own trademarks: shown as they are in every language. */
export const CARD_BRAND_NAMES = {
  visa: 'Visa',
  master: 'Mastercard',
  amex: 'American Express',
  jcb: 'JCB',
  diners: 'Diners Club',
} as const;

/** The display name of a brand code (a code without one is shown as it is). */
export function cardBrandName(brand: string): string {
  return Object.hasOwn(CARD_BRAND_NAMES, brand)
    ? CARD_BRAND_NAMES[brand as keyof typeof CARD_BRAND_NAMES]
    : brand;
}
