import { useIntl, useT } from '../../i18n/react.tsx';
import { formatMoney } from '../../money/format-money.ts';

/** The summary under the results: rooms selected, their total, and the way on. */
export function SelectionBar(props: {
  count: number;
  total: number;
  currency: string;
  /** Absent while the booking step is not available: no dead-end button. */
  onContinue?: (() => void) | undefined;
}) {
  const t = useT();
  const intl = useIntl();
  if (props.count === 0) return null;
  return (
    <section className="hb-selection" aria-label={t('results.selected', { count: props.count })}>
      <p>
        <span>{t('results.selected', { count: props.count })}</span>{' '}
        <strong className="hb-price">
          {t('results.total', { price: formatMoney(intl, props.total, props.currency) })}
        </strong>
      </p>
      {props.onContinue && (
        <button type="button" className="hb-btn" onClick={props.onContinue}>
          {t('results.continue')}
        </button>
      )}
    </section>
  );
}
