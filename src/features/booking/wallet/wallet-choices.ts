import type { SavedCard } from '../../../api/contract/wallet.ts';
import type { ApiError } from '../../../api/errors/api-error.ts';
import type { MessageId } from '../../../i18n/messages.ts';
import { normaliseHotelCode } from '../../../rules/hotel-code.ts';

/** Whether two spellings of a hotel code name the same hotel (`sakura-tokyo`, `sakuratokyo`). */
export const sameHotel = (a: string, b: string): boolean =>
  normaliseHotelCode(a) === normaliseHotelCode(b);

/** Case, width, spacing and direction marks folded, so `￥2,000  OFF` reads as `¥2,000 off`. */
const fold = (text: string): string =>
  text
    .normalize('NFKC')
    .replace(/[\u200e\u200f\u061c\u2066-\u2069]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ');

/**
 * What a wallet coupon row says: its title, then its discount (`label`, e.g. `¥2,000 off`)
 * unless the title already says it. Hotels often name a coupon by its discount ("Member
 * thank-you: ¥2,000 off", "Long stay: 20% off …"); appending the discount again read
 * "… ¥2,000 off · ¥2,000 off". The title says it when it holds the label or the bare `figure`
 * (`¥2,000`, `20%`).
 */
export function couponSummary(title: string, figure: string, label: string): string {
  const name = fold(title);
  return says(name, figure) || says(name, label) ? title : `${title} · ${label}`;
}

/** Whether a folded text holds a phrase not glued to further digits (`5%` is not in `15%`). */
function says(text: string, phrase: string): boolean {
  const escaped = fold(phrase).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\d.,])${escaped}(?![\\d])`).test(text);
}

/** The voucher a voucher mode search carried (`mode=voucher&voucher_coupon_code=…`), or null. */
export function searchVoucher(searchQuery: string | undefined): string | null {
  const query = new URLSearchParams(searchQuery ?? '');
  const code = query.get('voucher_coupon_code')?.trim();
  return query.get('mode') === 'voucher' && code ? code.slice(0, 50) : null;
}

/**
 * The message of a wallet refusal: 2001 (a card-payment promotion that does not cover these
 * plans) and the voucher reasons of 1500; other codes are left to the coupon messages.
 */
export function walletMessage(error: ApiError): MessageId | undefined {
  if (error.code === 2001) return 'booking.wallet.promotionNotApplicable';
  const payload = error.payload as { reason?: unknown } | undefined;
  switch (payload?.reason) {
    case 'consumed':
      return 'booking.wallet.vouchers.consumed';
    case 'outside_stay_period':
    case 'excluded_period':
    case 'outside_sale_period':
      return 'booking.wallet.vouchers.period';
    default:
      return undefined;
  }
}

/** A saved card is valid through its expiry month, which must not end before check-out (§5). */
export function validThrough(
  card: Pick<SavedCard, 'exp_month' | 'exp_year'>,
  checkout: string,
): boolean {
  return card.exp_year * 100 + card.exp_month >= Number(checkout.slice(0, 7).replace('-', ''));
}
