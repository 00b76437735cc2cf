import { Link } from 'wouter';
import { CreateConsoleCouponSchema } from '../../../api/contract/console/coupons.ts';
import {
  createConsoleCoupon,
  listConsoleCoupons,
} from '../../../api/contract/endpoints/console-coupons.ts';
import { useState } from '../../../react.ts';
import type { ConsoleScreenProps } from '../../routes.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { ErrorSummary, SubmitButton, TextField, useConsoleForm } from '../../shared/form/index.ts';
import { useConsoleIntl, useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../shared/load/use-load.ts';
import { CouponFields } from './CouponFields.tsx';
import { couponInput, couponReason, EMPTY_COUPON_FORM } from './coupon-form.ts';
import { discountText, usesText } from './coupon-text.ts';

/** The catalogue's 9409: the hotel already has a code so spelt. */
const DUPLICATE = 9409;

/**
 * `/hotels/:hotel/coupons`: the hotel's coupon codes with their uses (each opens its own page:
 * usage, edit, issue to a member) and a form to make a new one.
 */
export function CouponsScreen({ params }: ConsoleScreenProps) {
  const hotel = params.hotel ?? '';
  const t = useCT();
  const intl = useConsoleIntl();
  const call = useConsoleCall();
  const [created, setCreated] = useState<string | null>(null);
  const { state, reload } = useLoad(
    (signal) => call(listConsoleCoupons, { params: { hotel }, signal }).then((a) => a.data),
    [call, hotel],
  );
  const form = useConsoleForm({
    initial: EMPTY_COUPON_FORM,
    schema: CreateConsoleCouponSchema,
    toInput: couponInput,
    reasonText: couponReason,
    errorCodes: { [DUPLICATE]: 'coupons.duplicate' },
    onSubmit: async (body) => {
      setCreated(null);
      const answer = await call(createConsoleCoupon, { params: { hotel }, body });
      setCreated(answer.data.code);
      reload();
    },
  });
  const base = `/hotels/${encodeURIComponent(hotel)}`;
  return (
    <>
      <p className="cs-hint">{t('coupons.intro')}</p>
      <p>
        <Link href={`${base}/vouchers`}>{t('vouchers.title')}</Link>
      </p>
      <LoadStatus state={state} retry={reload}>
        {(coupons) =>
          coupons.length === 0 ? (
            <p>{t('coupons.none')}</p>
          ) : (
            <div className="cs-table-wrap">
              <table className="cs-table">
                <caption>{t('coupons.listCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('coupons.field.code')}</th>
                    <th scope="col">{t('coupons.discount')}</th>
                    <th scope="col">{t('coupons.valid')}</th>
                    <th scope="col">{t('coupons.uses')}</th>
                    <th scope="col">{t('coupons.issued')}</th>
                  </tr>
                </thead>
                <tbody>
                  {coupons.map((coupon) => (
                    <tr key={coupon.code}>
                      <th scope="row">
                        <Link href={`${base}/coupons/${encodeURIComponent(coupon.code)}`}>
                          <bdi dir="ltr">{coupon.code}</bdi>
                        </Link>
                        {coupon.name ? <div className="cs-hint">{coupon.name}</div> : null}
                        {coupon.active ? null : (
                          <div className="cs-hint">{t('coupons.switch.listOff')}</div>
                        )}
                      </th>
                      <td>{discountText(t, intl, coupon)}</td>
                      <td>
                        <bdi>
                          {coupon.valid_from ?? '…'} → {coupon.valid_until}
                        </bdi>
                      </td>
                      <td data-uses={coupon.code}>{usesText(coupon)}</td>
                      <td>{coupon.issued_count}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </LoadStatus>
      <section aria-labelledby="coupons-new">
        <h2 id="coupons-new">{t('coupons.create.title')}</h2>
        {created ? (
          <p className="cs-notice" role="status">
            {t('coupons.created', { code: created })}
          </p>
        ) : null}
        <form onSubmit={form.submit} noValidate>
          <ErrorSummary form={form} />
          <TextField
            form={form}
            name="code"
            label={t('coupons.field.code')}
            hint={t('coupons.field.codeHint')}
            ltr
          />
          <CouponFields form={form} />
          <SubmitButton form={form}>{t('coupons.create.submit')}</SubmitButton>
        </form>
      </section>
    </>
  );
}
