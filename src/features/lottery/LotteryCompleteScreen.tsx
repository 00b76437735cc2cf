import { useSearch } from 'wouter';
import type { WidgetConfig } from '../../../loader/widget-api.ts';
import { useT } from '../../i18n/react.tsx';
import { useHeading } from '../../shared/embed/heading-levels.ts';
import { StepLink } from '../../shared/embed/StepLink.tsx';
import { addWidgetStyles } from '../../shared/styles/widget-css.ts';
import { LOTTERY_CSS } from './lottery-css.ts';
import { usePathNumber } from './use-entry.ts';

addWidgetStyles(LOTTERY_CSS);

/**
 * /room-lottery/complete/{reservation number}: a winner's booking is made. Links to the
 * reservation page with the one-time bypass token the booking answered.
 */
export function LotteryCompleteScreen({ config }: { config: WidgetConfig }) {
  const t = useT();
  const Title = useHeading(1);
  const confirmationNumber = usePathNumber();
  const token = new URLSearchParams(useSearch()).get('bypass_token');
  const href = `/reservation/confirmation/${encodeURIComponent(confirmationNumber)}?${new URLSearchParams(
    {
      code: config.hotelCode,
      ...(token ? { bypass_token: token } : {}),
    },
  )}`;
  return (
    <section className="hb-lt" aria-labelledby="hb-lt-title">
      <Title id="hb-lt-title">{t('lottery.complete.title')}</Title>
      <p role="status">{t('lottery.complete.number', { number: confirmationNumber })}</p>
      <p>
        <StepLink className="hb-link" href={href}>
          {t('lottery.complete.view')}
        </StepLink>
      </p>
    </section>
  );
}
