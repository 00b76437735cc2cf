import { luhnValid } from '../../rules/luhn.ts';
import { normaliseCardBrand } from '../../rules/mcp.ts';

/**
 * Card brand detection from the number (product §3 brands, §5 "card brand must match the
 * number"). Brands are returned in the normalised form of `src/rules/mcp.ts` (`master`, not
 * `mastercard`; `ponta_visa` is a Visa card and is detected as `visa`).
 */

/** A brand the number can reveal. */
export type DetectedCardBrand = 'visa' | 'master' | 'amex' | 'jcb' | 'diners';

/** Issuer prefixes (IIN ranges) and the lengths each brand issues. */
interface BrandRange {
  readonly brand: DetectedCardBrand;
  /** True when the digits start in the brand's range. */
  readonly matches: (digits: string) => boolean;
  readonly lengths: readonly number[];
}

const prefixIn = (digits: string, size: number, from: number, to: number): boolean => {
  if (digits.length < size) return false;
  const head = Number(digits.slice(0, size));
  return head >= from && head <= to;
};

/**
 * The ranges do not overlap, so their order does not matter. Mastercard includes the 2-series
 * (2221–2720); Diners covers 300–305, 3095, 36 and 38–39; JCB is 3528–3589.
 */
const BRAND_RANGES: readonly BrandRange[] = [
  { brand: 'visa', matches: (d) => d.startsWith('4'), lengths: [13, 16, 19] },
  {
    brand: 'master',
    matches: (d) => prefixIn(d, 2, 51, 55) || prefixIn(d, 4, 2221, 2720),
    lengths: [16],
  },
  {
    brand: 'amex',
    matches: (d) => prefixIn(d, 2, 34, 34) || prefixIn(d, 2, 37, 37),
    lengths: [15],
  },
  { brand: 'jcb', matches: (d) => prefixIn(d, 4, 3528, 3589), lengths: [16, 17, 18, 19] },
  {
    brand: 'diners',
    matches: (d) =>
      prefixIn(d, 3, 300, 305) ||
      prefixIn(d, 4, 3095, 3095) ||
      prefixIn(d, 2, 36, 36) ||
      prefixIn(d, 2, 38, 39),
    lengths: [14, 15, 16, 17, 18, 19],
  },
];

/**
 * The digits of a typed card number: spaces and hyphens (how numbers are printed and pasted)
 * are dropped; `undefined` if anything else is present (letters, full-width digits).
 */
export function cardDigits(input: string): string | undefined {
  const compact = input.replace(/[ -]/g, '');
  return /^[0-9]+$/.test(compact) ? compact : undefined;
}

/**
 * The brand a (possibly partly typed) number belongs to, from its prefix alone, so the screen
 * can show the logo while the guest types; `undefined` when no known brand matches yet.
 */
export function detectCardBrand(input: string): DetectedCardBrand | undefined {
  const digits = cardDigits(input);
  if (digits === undefined) return undefined;
  return BRAND_RANGES.find((range) => range.matches(digits))?.brand;
}

/** Lengths the brand issues (Visa 13/16/19, Mastercard 16, Amex 15, JCB 16–19, Diners 14–19). */
export function cardLengths(brand: DetectedCardBrand): readonly number[] {
  return BRAND_RANGES.find((range) => range.brand === brand)?.lengths ?? [];
}

/**
 * The brand of a complete, well-formed number: known prefix, a length the brand issues and a
 * valid Luhn digit; otherwise `undefined`.
 */
export function validCardBrand(input: string): DetectedCardBrand | undefined {
  const digits = cardDigits(input);
  if (digits === undefined) return undefined;
  const brand = detectCardBrand(digits);
  if (brand === undefined || !cardLengths(brand).includes(digits.length)) return undefined;
  return luhnValid(digits) ? brand : undefined;
}

/** True when a brand name of the API (`mastercard`, `ponta_visa`, …) is the detected brand. */
export function sameCardBrand(apiBrand: string, detected: DetectedCardBrand): boolean {
  return normaliseCardBrand(apiBrand) === detected;
}
