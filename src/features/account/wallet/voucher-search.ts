import type { Voucher } from '../../../api/contract/wallet.ts';

/**
 * The voucher mode search of a voucher (spec search parameters `mode=voucher`,
 * `voucher_coupon_code`): the results of its hotel for the default dates; the server checks
 * the voucher against whatever dates the guest then searches.
 */
export function voucherSearchHref(voucher: Pick<Voucher, 'hotel_code' | 'number'>): string {
  const query = new URLSearchParams({
    code: voucher.hotel_code,
    mode: 'voucher',
    voucher_coupon_code: voucher.number,
  });
  return `/booking/result?${query}`;
}
