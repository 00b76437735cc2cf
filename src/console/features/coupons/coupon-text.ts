import type { ConsoleCoupon } from '../../../api/contract/console/coupons.ts';
import type { AppIntl } from '../../../i18n/create-intl.ts';
import { formatMoney } from '../../../money/format-money.ts';
import type { ConsoleTranslate } from '../../shared/i18n/console-messages.ts';

/** A code's discount as staff read it: `10 %` or `¥1,000`. */
export function discountText(
  t: ConsoleTranslate,
  intl: AppIntl,
  coupon: Pick<ConsoleCoupon, 'discount_type' | 'amount' | 'currency'>,
): string {
  return coupon.discount_type === 'percent'
    ? t('coupons.percentOff', { percent: coupon.amount })
    : formatMoney(intl, coupon.amount, coupon.currency);
}

/** A code's uses against its limit: `1 / 5`, or `1` with no limit. */
export function usesText(coupon: Pick<ConsoleCoupon, 'used_count' | 'usage_limit'>): string {
  return coupon.usage_limit === null
    ? String(coupon.used_count)
    : `${coupon.used_count} / ${coupon.usage_limit}`;
}
