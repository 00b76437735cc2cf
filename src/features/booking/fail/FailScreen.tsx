import { useSearch } from 'wouter';
import type { WidgetConfig } from '../../../../loader/widget-api.ts';
import { useIntl, useT } from '../../../i18n/react.tsx';
import { useMemo } from '../../../react.ts';
import { useHeading } from '../../../shared/embed/heading-levels.ts';
import { StepLink } from '../../../shared/embed/StepLink.tsx';
import { addWidgetStyles } from '../../../shared/styles/widget-css.ts';
import { loadDraft } from '../booking-storage.ts';
import { PAYMENT_CSS } from '../payment/payment-css.ts';
import { failInfo } from './fail-info.ts';

addWidgetStyles(PAYMENT_CSS);

/**
 * /reservation/fail: why the booking did not go through (the code's translated message),
 * whether money was taken, and the way back: the same search again, or the payment step while
 * the booking draft is still there (10 minutes).
 */
export function FailScreen({ config }: { config: WidgetConfig }) {
  const t = useT();
  // The page's one h1 in the hosted app; an h2 inside the hotel's page.
  const Title = useHeading(1);
  const intl = useIntl();
  const query = useSearch();
  const info = useMemo(() => failInfo(new URLSearchParams(query), config.hotelCode), [query]);
  const draft = useMemo(() => loadDraft(config.hotelCode), []);
  const known = Object.hasOwn(intl.messages, info.messageId)
    ? info.messageId
    : 'error.generic.processing';
  return (
    <section className="hb-fail">
      <Title className="hb-fail-title">{t('booking.fail.title')}</Title>
      <div className="hb-banner" role="alert">
        <p>{String(intl.formatMessage({ id: known }))}</p>
      </div>
      {info.charge === 'none' ? <p>{t('booking.fail.noCharge')}</p> : null}
      {info.charge === 'refund' ? <p>{t('booking.fail.refund')}</p> : null}
      {info.code ? (
        <p className="hb-muted hb-small">{t('booking.fail.code', { code: info.code })}</p>
      ) : null}
      <p className="hb-payment-actions">
        {draft?.step === 'payment' && info.charge !== 'refund' ? (
          <StepLink
            className="hb-btn"
            href={`/reservation/payment?${new URLSearchParams({ code: config.hotelCode })}`}
          >
            {t('booking.fail.backToPayment')}
          </StepLink>
        ) : null}
        <StepLink className="hb-btn hb-btn-quiet" href={info.searchPath}>
          {t('booking.fail.searchAgain')}
        </StepLink>
      </p>
    </section>
  );
}
