import { Link } from 'wouter';
import {
  type ConsoleVoucher,
  IssueConsoleVoucherSchema,
} from '../../../api/contract/console/coupons.ts';
import {
  issueConsoleVoucher,
  listConsoleVouchers,
  markConsoleVoucherUsed,
} from '../../../api/contract/endpoints/console-coupons.ts';
import { formatMoney } from '../../../money/format-money.ts';
import { useState } from '../../../react.ts';
import type { ConsoleScreenProps } from '../../routes.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { ErrorSummary, SubmitButton, TextField, useConsoleForm } from '../../shared/form/index.ts';
import { useConsoleIntl, useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { FailureAlert } from '../../shared/load/FailureAlert.tsx';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../shared/load/use-load.ts';
import { couponReason } from './coupon-form.ts';
import { EMPTY_VOUCHER_FORM, voucherInput } from './voucher-form.ts';

/** The catalogue's 9404 (no member with the e-mail) and 9409 (the number is taken). */
const ISSUE_ERRORS = { 9404: 'vouchers.noMember', 9409: 'vouchers.duplicate' } as const;

/**
 * `/hotels/:hotel/vouchers`: the hotel's vouchers with their state (the member's wallet shows
 * the same), a button to mark one used outside the widget, and a form to issue one.
 */
export function VouchersScreen({ params }: ConsoleScreenProps) {
  const hotel = params.hotel ?? '';
  const t = useCT();
  const call = useConsoleCall();
  const [notice, setNotice] = useState<string | null>(null);
  const { state, reload } = useLoad(
    (signal) => call(listConsoleVouchers, { params: { hotel }, signal }).then((a) => a.data),
    [call, hotel],
  );
  const changed = (text: string) => {
    setNotice(text);
    reload();
  };
  const form = useConsoleForm({
    initial: EMPTY_VOUCHER_FORM,
    schema: IssueConsoleVoucherSchema,
    toInput: voucherInput,
    reasonText: couponReason,
    errorCodes: ISSUE_ERRORS,
    onSubmit: async (body) => {
      const answer = await call(issueConsoleVoucher, { params: { hotel }, body });
      changed(t('vouchers.issued', { number: answer.data.number }));
    },
  });
  return (
    <>
      {notice ? (
        <p className="cs-notice" role="status">
          {notice}
        </p>
      ) : null}
      <p className="cs-hint">{t('vouchers.intro')}</p>
      <p>
        <Link href={`/hotels/${encodeURIComponent(hotel)}/coupons`}>{t('coupons.title')}</Link>
      </p>
      <LoadStatus state={state} retry={reload}>
        {(vouchers) =>
          vouchers.length === 0 ? (
            <p>{t('vouchers.none')}</p>
          ) : (
            <VoucherTable
              hotel={hotel}
              vouchers={vouchers}
              onUsed={(number) => changed(t('vouchers.markedUsed', { number }))}
            />
          )
        }
      </LoadStatus>
      <section aria-labelledby="vouchers-new">
        <h2 id="vouchers-new">{t('vouchers.create.title')}</h2>
        <form onSubmit={form.submit} noValidate>
          <ErrorSummary form={form} />
          <TextField form={form} name="number" label={t('vouchers.field.number')} ltr />
          <TextField form={form} name="name" label={t('vouchers.field.name')} />
          <TextField
            form={form}
            name="amount"
            label={t('vouchers.field.amount')}
            hint={t('vouchers.field.amountHint')}
            inputMode="numeric"
          />
          <TextField
            form={form}
            name="valid_from"
            label={t('vouchers.field.validFrom')}
            type="date"
          />
          <TextField
            form={form}
            name="valid_through"
            label={t('vouchers.field.validThrough')}
            type="date"
          />
          <TextField
            form={form}
            name="excluded_periods"
            label={t('vouchers.field.excluded')}
            hint={t('vouchers.field.excludedHint')}
            multiline
            optional
            ltr
          />
          <TextField
            form={form}
            name="member_email"
            type="email"
            label={t('vouchers.field.member')}
            hint={t('vouchers.field.memberHint')}
            autoComplete="off"
            optional
            ltr
          />
          <SubmitButton form={form}>{t('vouchers.create.submit')}</SubmitButton>
        </form>
      </section>
    </>
  );
}

function VoucherTable({
  hotel,
  vouchers,
  onUsed,
}: {
  readonly hotel: string;
  readonly vouchers: readonly ConsoleVoucher[];
  readonly onUsed: (number: string) => void;
}) {
  const t = useCT();
  const intl = useConsoleIntl();
  const call = useConsoleCall();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const markUsed = (number: string) => {
    setBusy(number);
    setFailure(null);
    call(markConsoleVoucherUsed, { params: { hotel, number }, body: {} }).then(
      () => {
        setBusy(null);
        onUsed(number);
      },
      (error: unknown) => {
        setBusy(null);
        setFailure(error);
      },
    );
  };
  return (
    <>
      <FailureAlert failure={failure} />
      <div className="cs-table-wrap">
        <table className="cs-table">
          <caption>{t('vouchers.listCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('vouchers.field.number')}</th>
              <th scope="col">{t('vouchers.field.amount')}</th>
              <th scope="col">{t('vouchers.valid')}</th>
              <th scope="col">{t('vouchers.field.member')}</th>
              <th scope="col">{t('vouchers.state')}</th>
              <th scope="col">{t('vouchers.action')}</th>
            </tr>
          </thead>
          <tbody>
            {vouchers.map((voucher) => (
              <tr key={voucher.number}>
                <th scope="row">
                  <bdi dir="ltr">{voucher.number}</bdi>
                  <div className="cs-hint">{voucher.name}</div>
                </th>
                <td>{formatMoney(intl, voucher.amount, voucher.currency)}</td>
                <td>
                  <bdi>
                    {voucher.valid_from} → {voucher.valid_through}
                  </bdi>
                  {voucher.excluded_periods.map((p) => (
                    <div key={`${p.from}-${p.to}`} className="cs-hint">
                      {t('vouchers.except', { from: p.from, to: p.to })}
                    </div>
                  ))}
                </td>
                <td>{voucher.member_email ? <bdi dir="ltr">{voucher.member_email}</bdi> : '—'}</td>
                <td>
                  {t(`vouchers.status.${voucher.ui_status}`)}
                  {voucher.reservation_number ? (
                    <div>
                      <bdi dir="ltr">{voucher.reservation_number}</bdi>
                    </div>
                  ) : null}
                </td>
                <td>
                  {voucher.ui_status === 'available' || voucher.ui_status === 'expired' ? (
                    <button
                      type="button"
                      className="cs-button"
                      onClick={() => markUsed(voucher.number)}
                      disabled={busy !== null}
                      aria-busy={busy === voucher.number}
                      aria-label={t('vouchers.markUsedOf', { number: voucher.number })}
                    >
                      {t('vouchers.markUsed')}
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
