import { Link } from 'wouter';
import {
  type ConsoleCoupon,
  IssueConsoleCouponSchema,
  UpdateConsoleCouponSchema,
} from '../../../api/contract/console/coupons.ts';
import {
  getConsoleCouponUsage,
  issueConsoleCoupon,
  updateConsoleCoupon,
} from '../../../api/contract/endpoints/console-coupons.ts';
import { useState } from '../../../react.ts';
import type { ConsoleScreenProps } from '../../routes.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { ErrorSummary, SubmitButton, TextField, useConsoleForm } from '../../shared/form/index.ts';
import { useConsoleIntl, useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../shared/load/use-load.ts';
import { CouponFields } from './CouponFields.tsx';
import { CouponSwitch } from './CouponSwitch.tsx';
import { CouponUsage } from './CouponUsage.tsx';
import { couponFormOf, couponReason, couponTermsInput } from './coupon-form.ts';
import { discountText, usesText } from './coupon-text.ts';

/**
 * `/hotels/:hotel/coupons/:code`: one code: how often it was used and by which bookings,
 * switching it off and on, its terms to edit (its uses stay counted), and issuing it to a member
 * by e-mail.
 */
export function CouponScreen({ params }: ConsoleScreenProps) {
  const hotel = params.hotel ?? '';
  const code = params.code ?? '';
  const t = useCT();
  const intl = useConsoleIntl();
  const call = useConsoleCall();
  const { state, reload } = useLoad(
    (signal) =>
      call(getConsoleCouponUsage, { params: { hotel, code }, signal }).then((a) => a.data),
    [call, hotel, code],
  );
  // Kept here, not in the forms: the page reloads after a change, which draws them afresh.
  const [notice, setNotice] = useState<string | null>(null);
  const changed = (text: string) => {
    setNotice(text);
    reload();
  };
  return (
    <>
      {notice ? (
        <p className="cs-notice" role="status">
          {notice}
        </p>
      ) : null}
      <p>
        <Link href={`/hotels/${encodeURIComponent(hotel)}/coupons`}>{t('coupons.back')}</Link>
      </p>
      <LoadStatus state={state} retry={reload}>
        {({ coupon, uses }) => (
          <>
            <h2>
              <bdi dir="ltr">{coupon.code}</bdi> · {discountText(t, intl, coupon)}
            </h2>
            <p data-testid="coupon-uses">{t('coupons.usedCount', { uses: usesText(coupon) })}</p>
            <CouponUsage uses={uses} currency={coupon.currency} />
            <CouponSwitch hotel={hotel} coupon={coupon} onChanged={changed} />
            <EditCoupon hotel={hotel} coupon={coupon} onSaved={() => changed(t('coupons.saved'))} />
            <IssueCoupon
              hotel={hotel}
              code={coupon.code}
              onIssued={(email) => changed(t('coupons.issue.done', { email }))}
            />
          </>
        )}
      </LoadStatus>
    </>
  );
}

function EditCoupon({
  hotel,
  coupon,
  onSaved,
}: {
  readonly hotel: string;
  readonly coupon: ConsoleCoupon;
  readonly onSaved: () => void;
}) {
  const t = useCT();
  const call = useConsoleCall();
  const form = useConsoleForm({
    initial: couponFormOf(coupon),
    schema: UpdateConsoleCouponSchema,
    toInput: couponTermsInput,
    reasonText: couponReason,
    onSubmit: async (body) => {
      await call(updateConsoleCoupon, { params: { hotel, code: coupon.code }, body });
      onSaved();
    },
  });
  return (
    <section aria-labelledby="coupon-edit">
      <h2 id="coupon-edit">{t('coupons.edit.title')}</h2>
      <form onSubmit={form.submit} noValidate>
        <ErrorSummary form={form} />
        <CouponFields form={form} />
        <SubmitButton form={form}>{t('coupons.edit.submit')}</SubmitButton>
      </form>
    </section>
  );
}

/** The catalogue's 9404 (no member with this e-mail) and 9409 (they hold it already). */
const ISSUE_ERRORS = { 9404: 'coupons.issue.noMember', 9409: 'coupons.issue.held' } as const;

function IssueCoupon({
  hotel,
  code,
  onIssued,
}: {
  readonly hotel: string;
  readonly code: string;
  readonly onIssued: (email: string) => void;
}) {
  const t = useCT();
  const call = useConsoleCall();
  const form = useConsoleForm({
    initial: { email: '' },
    schema: IssueConsoleCouponSchema,
    errorCodes: ISSUE_ERRORS,
    onSubmit: async (body) => {
      await call(issueConsoleCoupon, { params: { hotel, code }, body });
      onIssued(body.email);
    },
  });
  return (
    <section aria-labelledby="coupon-issue">
      <h2 id="coupon-issue">{t('coupons.issue.title')}</h2>
      <p className="cs-hint">{t('coupons.issue.hint')}</p>
      <form onSubmit={form.submit} noValidate>
        <ErrorSummary form={form} />
        <TextField
          form={form}
          name="email"
          type="email"
          label={t('coupons.issue.email')}
          autoComplete="off"
          ltr
        />
        <SubmitButton form={form}>{t('coupons.issue.submit')}</SubmitButton>
      </form>
    </section>
  );
}
