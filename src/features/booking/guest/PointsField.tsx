import { callEndpoint } from '../../../api/client/call-endpoint.ts';
import { getCurrentPoint } from '../../../api/contract/endpoints/points.ts';
import type { Quote } from '../../../api/contract/reservation.ts';
import type { ApiError } from '../../../api/errors/api-error.ts';
import type { MessageId } from '../../../i18n/messages.ts';
import { useIntl, useT } from '../../../i18n/react.tsx';
import { useId, useRef, useState } from '../../../react.ts';
import { useApi } from '../../../shared/api/api-context.ts';
import { useHeading } from '../../../shared/embed/heading-levels.ts';
import { errorMessage } from '../../../shared/errors/error-message.ts';
import { useLoad } from '../../../shared/load/use-load.ts';
import { adjustPoints, maxSpendablePoints, type PointsRule, pointsError } from '../rules/points.ts';

export interface PointsFieldProps {
  /** The points applied, or 0. */
  applied: number;
  /** The current quote: the room price the points may pay. */
  quote: Quote | undefined;
  onChange(points: number): void;
  /** A points error of the current quote (2401, 3502, a refused amount). */
  serverError?: ApiError | undefined;
  /** Paid by card now: points must leave something to charge (product.md §5). */
  payNow?: boolean;
}

/** The room price before points (what points may pay, product.md §5 "not above the total"). */
export function pointsTotal(price: Quote['price']): number {
  return (
    price.total_price_without_tax -
    price.extra_price_without_tax +
    (price.spending_point_value ?? 0)
  );
}

type Note = { kind: 'error'; id: MessageId } | { kind: 'adjusted'; points: number };

/**
 * Points at checkout for a signed-in member of a points program (product.md §3 "spending
 * state", §5): a typed amount is adjusted to the program's step, within the balance and the
 * room price, and below the minimum refused; "use the most" fills the largest amount. The
 * server prices the booking with the points (taxes recomputed) and checks the balance again.
 */
export function PointsField({ applied, quote, onChange, serverError, payNow }: PointsFieldProps) {
  const t = useT();
  const intl = useIntl();
  const api = useApi();
  const Heading = useHeading(2);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [note, setNote] = useState<Note | null>(null);
  const current = useLoad(
    async (signal) => (await callEndpoint(api, getCurrentPoint, { signal })).data,
    [api],
  );
  const point = current.value;
  if (!point?.program_enabled) return null;
  const rule: PointsRule = {
    step: point.point_step,
    minimum: point.point_minimum,
    balance: point.total_point,
    total: quote ? Math.max(0, pointsTotal(quote.price) - (payNow ? 1 : 0)) : point.total_point,
  };
  const most = maxSpendablePoints(rule);

  const use = (points: number) => {
    setNote(null);
    setTyped('');
    onChange(points);
  };
  const apply = () => {
    const wanted = Number(typed.trim());
    const problem =
      typed.trim() === '' ? 'booking.validation.points.invalid' : pointsError(wanted, rule);
    const adjusted = adjustPoints(wanted, rule);
    if (problem === 'booking.validation.points.invalid' || adjusted === 0) {
      setNote({ kind: 'error', id: problem ?? 'booking.validation.points.invalid' });
      input.current?.focus();
      return;
    }
    onChange(adjusted);
    setTyped('');
    setNote(adjusted === wanted ? null : { kind: 'adjusted', points: adjusted });
  };

  const error =
    note?.kind === 'error'
      ? t(note.id, { minimum: rule.minimum, step: rule.step })
      : serverError
        ? errorMessage(intl, serverError)
        : undefined;

  return (
    <section className="hb-card hb-gd-points" aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`} className="hb-gd-heading">
        {t('booking.points.title')}
      </Heading>
      <p className="hb-muted hb-small">
        {t('booking.points.balance', {
          points: point.total_point,
          step: rule.step,
          minimum: rule.minimum,
        })}
      </p>
      {applied > 0 ? (
        <div className="hb-gd-row">
          <p role="status" data-testid="points-applied">
            {t('booking.points.applied', { points: applied })}
          </p>
          <button type="button" className="hb-btn hb-btn-quiet hb-btn-small" onClick={() => use(0)}>
            {t('booking.points.remove')}
          </button>
        </div>
      ) : (
        <div className="hb-gd-coupon-row">
          <div className="hb-field">
            <label htmlFor={id}>{t('booking.points.label')}</label>
            <input
              ref={input}
              id={id}
              className="hb-input"
              data-field="spending_point"
              inputMode="numeric"
              dir="ltr"
              autoComplete="off"
              value={typed}
              aria-invalid={error ? 'true' : undefined}
              aria-describedby={`${id}-note`}
              onChange={(event) => {
                setTyped(event.currentTarget.value);
                if (note) setNote(null);
              }}
              onKeyDown={(event) => {
                // Enter applies the points rather than submitting the booking.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  apply();
                }
              }}
            />
          </div>
          <button type="button" className="hb-btn hb-btn-quiet" onClick={apply}>
            {t('booking.points.apply')}
          </button>
          {most > 0 && (
            <button type="button" className="hb-btn hb-btn-quiet" onClick={() => use(most)}>
              {t('booking.points.useAll', { points: intl.formatNumber(most) })}
            </button>
          )}
        </div>
      )}
      <p id={`${id}-note`} className={error ? 'hb-error' : 'hb-muted hb-small'} aria-live="polite">
        {error ??
          (note?.kind === 'adjusted'
            ? t('booking.points.adjusted', {
                points: intl.formatNumber(note.points),
                step: rule.step,
              })
            : '')}
      </p>
    </section>
  );
}
