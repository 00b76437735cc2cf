import type { ConsoleCouponUse } from '../../../api/contract/console/coupons.ts';
import { formatMoney } from '../../../money/format-money.ts';
import { useConsoleIntl, useCT } from '../../shared/i18n/ConsoleI18n.tsx';

/** The bookings that named a code, newest first; a cancelled one gave its use back. */
export function CouponUsage({
  uses,
  currency,
}: {
  readonly uses: readonly ConsoleCouponUse[];
  readonly currency: string;
}) {
  const t = useCT();
  const intl = useConsoleIntl();
  if (uses.length === 0) return <p>{t('coupons.usage.none')}</p>;
  return (
    <div className="cs-table-wrap">
      <table className="cs-table">
        <caption>{t('coupons.usage.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('coupons.usage.booking')}</th>
            <th scope="col">{t('coupons.usage.status')}</th>
            <th scope="col">{t('coupons.usage.stay')}</th>
            <th scope="col">{t('coupons.usage.guest')}</th>
            <th scope="col">{t('coupons.usage.discount')}</th>
          </tr>
        </thead>
        <tbody>
          {uses.map((use) => (
            <tr key={use.reservation_number}>
              <th scope="row">
                <bdi dir="ltr">{use.reservation_number}</bdi>
              </th>
              <td>
                {use.status === 'cancelled'
                  ? t('coupons.usage.cancelled')
                  : t('coupons.usage.live')}
              </td>
              <td>
                <bdi>
                  {use.checkin_date} → {use.checkout_date}
                </bdi>
              </td>
              <td>
                <bdi dir="ltr">{use.email}</bdi>
                {use.member ? ` (${t('coupons.usage.member')})` : ''}
              </td>
              <td>{formatMoney(intl, use.coupon_discount_amount, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
