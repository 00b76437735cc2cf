import type { WidgetConfig } from '../../../loader/widget-api.ts';
import { useT } from '../../i18n/react.tsx';
import { useHeading } from '../../shared/embed/heading-levels.ts';
import { addWidgetStyles } from '../../shared/styles/widget-css.ts';
import { UNSUBSCRIBE_CSS } from './unsubscribe-css.ts';

addWidgetStyles(UNSUBSCRIBE_CSS);

/** /unsubscribe-email/success: the end of the unsubscribe flow. Booking e-mails still come. */
export function UnsubscribeSuccessScreen(_props: { config: WidgetConfig }) {
  const t = useT();
  const Title = useHeading(1);
  return (
    <section className="hb-unsub" aria-labelledby="hb-unsub-done">
      <Title id="hb-unsub-done" className="hb-unsub-title">
        {t('unsub.done.title')}
      </Title>
      <p className="hb-unsub-ok" role="status">
        {t('unsub.done.body')}
      </p>
      <p className="hb-unsub-note">{t('unsub.done.bookingMails')}</p>
    </section>
  );
}
