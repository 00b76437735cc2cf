import type { Member } from '../../../api/contract/membership.ts';
import type { QuoteReservation } from '../../../api/contract/reservation.ts';
import type { Voucher, WalletCoupon } from '../../../api/contract/wallet.ts';
import type { ApiError } from '../../../api/errors/api-error.ts';
import { useIntl, useT } from '../../../i18n/react.tsx';
import { formatMoney } from '../../../money/format-money.ts';
import { type ReactNode, useEffect, useId, useState } from '../../../react.ts';
import { useApi } from '../../../shared/api/api-context.ts';
import { useHeading } from '../../../shared/embed/heading-levels.ts';
import { errorMessage } from '../../../shared/errors/error-message.ts';
import { useLoad } from '../../../shared/load/use-load.ts';
import { loadVouchers, loadWalletCoupons } from '../../../shared/member/wallet-api.ts';
import type { BookingDraft } from '../draft.ts';
import { couponErrorMessage } from '../guest/quote.ts';
import { couponSummary, sameHotel, searchVoucher, walletMessage } from './wallet-choices.ts';

export interface WalletChoicesProps {
  draft: BookingDraft;
  member: Member | undefined;
  /** The hotel takes coupons / vouchers (init settings). */
  couponActive: boolean;
  voucherActive: boolean;
  update(change: (draft: BookingDraft) => BookingDraft): void;
  /** The quote body of the draft with other coupon fields (tried before they apply). */
  quoteWith(patch: { coupon?: string | null; voucher?: string | null }): QuoteReservation;
  tryBody(body: QuoteReservation): Promise<ApiError | null>;
}

/**
 * At checkout, what the member's wallet offers (issue 14): coupons of this hotel to apply with
 * one click (the one-coupon rule stays: using one replaces the applied code) and vouchers to
 * redeem. A voucher mode search brings its voucher along for anyone. Both are priced by the
 * server first; a refusal is explained here and nothing changes.
 */
export function WalletChoices(props: WalletChoicesProps) {
  const { draft, update } = props;
  // A voucher mode search carries its voucher into the booking (once per draft).
  useEffect(() => {
    if (draft.voucherCode !== undefined) return;
    const voucherCode = searchVoucher(draft.searchQuery);
    update((d) => ({ ...d, voucherCode }));
  }, [draft.voucherCode === undefined]);
  return (
    <>
      {props.member && props.couponActive && <WalletCoupons {...props} />}
      {props.voucherActive && (props.member || draft.voucherCode) && <Vouchers {...props} />}
    </>
  );
}

function useTry(props: WalletChoicesProps) {
  const t = useT();
  const intl = useIntl();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const attempt = async (body: QuoteReservation, apply: () => void) => {
    if (busy) return;
    setBusy(true);
    setError('');
    const failure = await props.tryBody(body);
    setBusy(false);
    if (!failure) return apply();
    const known = walletMessage(failure) ?? couponErrorMessage(failure);
    setError(known ? t(known) : errorMessage(intl, failure));
  };
  return { error, busy, attempt };
}

function WalletCoupons(props: WalletChoicesProps) {
  const t = useT();
  const intl = useIntl();
  const api = useApi();
  const Heading = useHeading(2);
  const id = useId();
  const { error, busy, attempt } = useTry(props);
  const coupons = useLoad((signal) => loadWalletCoupons(api, signal), [api]);
  const usable = (coupons.value ?? []).filter(
    (c) => c.status === 'available' && sameHotel(c.hotel_code, props.draft.hotelCode),
  );
  if (usable.length === 0) return null;
  const summary = (c: WalletCoupon) => {
    const title = c.name ?? c.code;
    if (c.discount_type === 'percent')
      return couponSummary(
        title,
        `${c.amount}%`,
        t('account.wallet.coupons.percent', { percent: c.amount }),
      );
    const amount = formatMoney(intl, c.amount, c.currency);
    return couponSummary(title, amount, t('account.wallet.coupons.amount', { amount }));
  };
  return (
    <section className="hb-card hb-gd-coupon" aria-labelledby={`${id}-h`} data-wallet="coupons">
      <Heading id={`${id}-h`} className="hb-gd-heading">
        {t('booking.wallet.coupons.title')}
      </Heading>
      <ul className="hb-gd-rooms">
        {usable.map((c) => (
          <WalletItem
            key={c.code}
            busy={busy}
            applied={props.draft.couponCode === c.code}
            label={t('booking.wallet.coupons.use', { coupon: c.name ?? c.code })}
            onUse={() =>
              attempt(props.quoteWith({ coupon: c.code }), () =>
                props.update((d) => ({ ...d, couponCode: c.code })),
              )
            }
          >
            {summary(c)}
            {c.target_mode && (
              <span className="hb-muted hb-small"> · {t('booking.wallet.coupons.cardOnly')}</span>
            )}
          </WalletItem>
        ))}
      </ul>
      <WalletError error={error} />
    </section>
  );
}

function Vouchers(props: WalletChoicesProps) {
  const t = useT();
  const intl = useIntl();
  const api = useApi();
  const Heading = useHeading(2);
  const id = useId();
  const { error, busy, attempt } = useTry(props);
  const applied = props.draft.voucherCode ?? null;
  const vouchers = useLoad(
    (signal) => (props.member ? loadVouchers(api, signal) : Promise.resolve([] as Voucher[])),
    [api, props.member?.id],
  );
  const usable = (vouchers.value ?? []).filter(
    (v) => v.ui_status === 'available' && sameHotel(v.hotel_code, props.draft.hotelCode),
  );
  if (usable.length === 0 && !applied) return null;
  return (
    <section className="hb-card hb-gd-coupon" aria-labelledby={`${id}-h`} data-wallet="vouchers">
      <Heading id={`${id}-h`} className="hb-gd-heading">
        {t('booking.wallet.vouchers.title')}
      </Heading>
      {applied ? (
        <div className="hb-gd-row">
          <p role="status">{t('booking.wallet.vouchers.applied', { number: applied })}</p>
          <button
            type="button"
            className="hb-btn hb-btn-quiet hb-btn-small"
            // Spec §4: removing a voucher coupon clears both coupon fields.
            onClick={() => props.update((d) => ({ ...d, voucherCode: null, couponCode: null }))}
          >
            {t('booking.wallet.vouchers.remove', { number: applied })}
          </button>
        </div>
      ) : (
        <ul className="hb-gd-rooms">
          {usable.map((v) => (
            <WalletItem
              key={v.number}
              busy={busy}
              applied={false}
              label={t('booking.wallet.vouchers.use', { voucher: v.name })}
              onUse={() =>
                attempt(props.quoteWith({ voucher: v.number }), () =>
                  props.update((d) => ({ ...d, voucherCode: v.number })),
                )
              }
            >
              {v.name} · {formatMoney(intl, v.amount, v.currency)}
            </WalletItem>
          ))}
        </ul>
      )}
      <WalletError error={error} />
    </section>
  );
}

/**
 * One coupon or voucher of a list: what it is, and "Use" (its `label` names which, for screen
 * readers), or "Applied" once it is. A row: the "Use" buttons keep one width at the row's end
 * (in a grid cell each stretched to its own text's width, so no two matched).
 */
function WalletItem(props: {
  busy: boolean;
  applied: boolean;
  label: string;
  onUse(): Promise<void>;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <li className="hb-gd-wallet-item">
      <span>{props.children}</span>
      {props.applied ? (
        <span className="hb-muted">{t('booking.wallet.applied')}</span>
      ) : (
        <button
          type="button"
          className="hb-btn hb-btn-quiet hb-btn-small"
          aria-disabled={props.busy ? 'true' : undefined}
          aria-label={props.label}
          onClick={() => void props.onUse()}
        >
          {t('booking.wallet.use')}
        </button>
      )}
    </li>
  );
}

/** The refusal of the last try, announced politely. */
function WalletError({ error }: { error: string }) {
  return (
    <p className="hb-error" aria-live="polite">
      {error}
    </p>
  );
}
