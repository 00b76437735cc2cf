import type { Voucher, VoucherStatus, WalletCoupon } from '../../../api/contract/wallet.ts';
import type { MessageId } from '../../../i18n/messages.ts';
import { useIntl, useT } from '../../../i18n/react.tsx';
import { formatMoney } from '../../../money/format-money.ts';
import { useApi } from '../../../shared/api/api-context.ts';
import { useHeading } from '../../../shared/embed/heading-levels.ts';
import { StepLink } from '../../../shared/embed/StepLink.tsx';
import { LoadStatus } from '../../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../../shared/load/use-load.ts';
import { loadVouchers, loadWalletCoupons } from '../../../shared/member/wallet-api.ts';
import { AccountFrame } from '../AccountFrame.tsx';
import { accountDate } from '../account-date.ts';
import { voucherSearchHref } from './voucher-search.ts';

const COUPON_STATUS: Record<WalletCoupon['status'], MessageId> = {
  available: 'account.wallet.status.available',
  used: 'account.wallet.status.used',
  expired: 'account.wallet.status.expired',
};

/** Voucher states of product.md §4, as `ui_status` names them. */
const VOUCHER_STATUS: Record<VoucherStatus, MessageId> = {
  available: 'account.wallet.status.available',
  pending: 'account.wallet.status.pending',
  expired: 'account.wallet.status.expired',
  consumed: 'account.wallet.status.consumed',
};

/** /my-account/promotions: the member's coupons (promotions among them) and vouchers. */
export function PromotionsScreen() {
  return (
    <AccountFrame>
      <Coupons />
      <Vouchers />
    </AccountFrame>
  );
}

function Coupons() {
  const t = useT();
  const intl = useIntl();
  const api = useApi();
  const Heading = useHeading(2);
  const Sub = useHeading(3);
  const coupons = useLoad((signal) => loadWalletCoupons(api, signal), [api]);
  return (
    <section className="hb-ac" aria-labelledby="hb-ac-coupons">
      <Heading id="hb-ac-coupons" className="hb-ac-heading">
        {t('account.wallet.coupons.title')}
      </Heading>
      <LoadStatus loading={coupons.loading} error={coupons.error} />
      {coupons.value?.length === 0 && <p>{t('account.wallet.coupons.none')}</p>}
      {coupons.value && coupons.value.length > 0 && (
        <ul className="hb-ac-list">
          {coupons.value.map((c) => (
            <li key={c.code} className="hb-card hb-ac-row" data-coupon={c.code}>
              <Sub>{c.name ?? c.code}</Sub>
              <p>
                <span dir="ltr">{c.code}</span> ·{' '}
                {c.discount_type === 'percent'
                  ? t('account.wallet.coupons.percent', { percent: c.amount })
                  : t('account.wallet.coupons.amount', {
                      amount: formatMoney(intl, c.amount, c.currency),
                    })}{' '}
                · <span className="hb-ac-pending">{t(COUPON_STATUS[c.status])}</span>
              </p>
              <p className="hb-muted">
                {t('account.wallet.validUntil', { date: accountDate(intl, c.valid_until) })} ·{' '}
                {c.hotel_name}
              </p>
              {c.max_discounted_nights !== null && (
                <p className="hb-muted">
                  {t('account.wallet.coupons.maxNights', { nights: c.max_discounted_nights })}
                </p>
              )}
              {c.target_mode && (
                <p className="hb-muted">
                  {t(
                    c.target_mode === 'include'
                      ? 'account.wallet.coupons.promotionFor'
                      : 'account.wallet.coupons.promotionExcept',
                    { plans: c.hotel_plan_codes.join(', ') },
                  )}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Vouchers() {
  const t = useT();
  const intl = useIntl();
  const api = useApi();
  const Heading = useHeading(2);
  const vouchers = useLoad((signal) => loadVouchers(api, signal), [api]);
  return (
    <section className="hb-ac" aria-labelledby="hb-ac-vouchers">
      <Heading id="hb-ac-vouchers" className="hb-ac-heading">
        {t('account.wallet.vouchers.title')}
      </Heading>
      <LoadStatus loading={vouchers.loading} error={vouchers.error} />
      {vouchers.value?.length === 0 && <p>{t('account.wallet.vouchers.none')}</p>}
      {vouchers.value && vouchers.value.length > 0 && (
        <ul className="hb-ac-list">
          {vouchers.value.map((v) => (
            <VoucherRow key={v.number} voucher={v} date={(d) => accountDate(intl, d)} />
          ))}
        </ul>
      )}
    </section>
  );
}

function VoucherRow({ voucher: v, date }: { voucher: Voucher; date(d: string): string }) {
  const t = useT();
  const intl = useIntl();
  const Sub = useHeading(3);
  const period = (p: { from: string; to: string }) =>
    t('account.wallet.period', { from: date(p.from), to: date(p.to) });
  return (
    <li className="hb-card hb-ac-row" data-voucher={v.number}>
      <Sub>{v.name}</Sub>
      <p>
        <span dir="ltr">{v.number}</span> · {formatMoney(intl, v.amount, v.currency)} ·{' '}
        <span className="hb-ac-pending" data-status={v.ui_status}>
          {t(VOUCHER_STATUS[v.ui_status])}
        </span>
      </p>
      <dl className="hb-ac-dl">
        <dt>{t('account.wallet.vouchers.stay')}</dt>
        <dd>{period(v.target_stay_period)}</dd>
        {v.excluded_periods.length > 0 && (
          <>
            <dt>{t('account.wallet.vouchers.excluded')}</dt>
            <dd>{v.excluded_periods.map(period).join('; ')}</dd>
          </>
        )}
        <dt>{t('account.wallet.vouchers.sale')}</dt>
        <dd>{period(v.sale_period)}</dd>
        <dt>{t('account.wallet.vouchers.validThrough')}</dt>
        <dd>{date(v.valid_through)}</dd>
        {v.reservation_number && (
          <>
            <dt>{t('account.wallet.vouchers.reservation')}</dt>
            <dd dir="ltr">{v.reservation_number}</dd>
          </>
        )}
      </dl>
      {v.ui_status === 'available' && (
        <p>
          <StepLink className="hb-btn hb-btn-small" href={voucherSearchHref(v)}>
            {t('account.wallet.vouchers.search')}
          </StepLink>
        </p>
      )}
    </li>
  );
}
