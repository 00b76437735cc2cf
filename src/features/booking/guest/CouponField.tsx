import type { ApiError } from '../../../api/errors/api-error.ts';
import type { MessageId } from '../../../i18n/messages.ts';
import { useIntl, useT } from '../../../i18n/react.tsx';
import { useId, useRef, useState } from '../../../react.ts';
import { useHeading } from '../../../shared/embed/heading-levels.ts';
import { errorMessage } from '../../../shared/errors/error-message.ts';
import { couponEntryError } from '../rules/coupon.ts';
import { couponErrorMessage } from './quote.ts';

export interface CouponFieldProps {
  /** The applied code, or null. */
  applied: string | null;
  /** Prices the booking with `code`; resolves with the server's error, or null when it applies. */
  tryCoupon(code: string): Promise<ApiError | null>;
  onApply(code: string): void;
  onRemove(): void;
  /** A coupon error of the current quote (the applied code stopped applying). */
  serverError?: ApiError | undefined;
}

/**
 * One coupon at a time (§5). Applying asks the server for the price with the code; expired,
 * invalid or used-up codes are explained next to the field and the typed code stays.
 */
export function CouponField({
  applied,
  tryCoupon,
  onApply,
  onRemove,
  serverError,
}: CouponFieldProps) {
  const t = useT();
  const Heading = useHeading(2);
  const intl = useIntl();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<MessageId | ApiError | null>(null);
  const [checking, setChecking] = useState(false);

  const shown = problem ?? serverError ?? null;
  const message =
    shown === null
      ? undefined
      : typeof shown === 'string'
        ? t(shown)
        : (() => {
            const known = couponErrorMessage(shown);
            return known ? t(known) : errorMessage(intl, shown);
          })();

  const apply = async () => {
    if (checking) return;
    const entryProblem = couponEntryError(typed, applied);
    if (entryProblem) {
      setProblem(entryProblem);
      input.current?.focus();
      return;
    }
    const code = typed.trim();
    setChecking(true);
    const failure = await tryCoupon(code);
    setChecking(false);
    if (failure) {
      // The typed code stays so the guest can correct it.
      setProblem(failure);
      input.current?.focus();
      return;
    }
    setProblem(null);
    setTyped('');
    onApply(code);
  };

  return (
    <section className="hb-card hb-gd-coupon" aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`} className="hb-gd-heading">
        {t('booking.coupon.label')}
      </Heading>
      {applied ? (
        <div className="hb-gd-row">
          <p role="status">{t('booking.coupon.applied', { code: applied })}</p>
          <button
            type="button"
            className="hb-btn hb-btn-quiet hb-btn-small"
            onClick={() => {
              setProblem(null);
              onRemove();
            }}
          >
            {t('booking.coupon.remove', { code: applied })}
          </button>
        </div>
      ) : (
        <div className="hb-gd-coupon-row">
          <div className="hb-field">
            <label htmlFor={id}>{t('booking.coupon.label')}</label>
            <input
              ref={input}
              id={id}
              className="hb-input"
              data-field="coupon_code"
              value={typed}
              autoComplete="off"
              aria-invalid={shown ? 'true' : undefined}
              aria-describedby={shown ? `${id}-error` : undefined}
              onChange={(event) => {
                setTyped(event.currentTarget.value);
                if (problem) setProblem(null);
              }}
              onKeyDown={(event) => {
                // Enter applies the coupon rather than submitting the booking.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void apply();
                }
              }}
            />
          </div>
          <button
            type="button"
            className="hb-btn hb-btn-quiet"
            aria-disabled={checking ? 'true' : undefined}
            onClick={() => void apply()}
          >
            {t('booking.coupon.apply')}
          </button>
        </div>
      )}
      <p className="hb-muted hb-small" role="status">
        {checking ? t('booking.coupon.checking') : ''}
      </p>
      <p id={`${id}-error`} className="hb-error" aria-live="polite">
        {message ?? ''}
      </p>
    </section>
  );
}
