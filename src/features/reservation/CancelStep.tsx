import type { Reservation } from '../../api/contract/index.ts';
import type { ApiError } from '../../api/errors/api-error.ts';
import { toApiError } from '../../api/errors/index.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { useIntl, useT } from '../../i18n/react.tsx';
import { formatMoney } from '../../money/format-money.ts';
import { useEffect, useId, useRef, useState } from '../../react.ts';
import { useApi } from '../../shared/api/api-context.ts';
import { TextAreaField } from '../../shared/form/Field.tsx';
import type { AccessProof } from './access.ts';
import { reservationMoney } from './amounts.ts';
import { CANCEL_REASONS, type CancelReason, cancelPayload, DETAILS_MAX } from './cancel-reasons.ts';
import { cancelReservation, feeFromConflict, loadReservation } from './manage-api.ts';
import { CONFLICT, lockProblem, NOT_ALLOWED } from './manage-errors.ts';
import { RequestFeedback } from './RequestFeedback.tsx';
import { PolicyBlock } from './ReservationDetails.tsx';
import { ManageForm, StepActions, StepSection } from './StepFrame.tsx';
import { useStepRequest } from './use-step-request.ts';

/** Reads of the reservation while another request holds its lock (3013), a second apart. */
const BUSY_READS = 4;
const BUSY_READ_PAUSE_MS = 1000;

export interface CancelStepProps {
  readonly reservation: Reservation;
  readonly proof: AccessProof;
  /** The reservation after the cancel (or as found cancelled by another tab). */
  readonly onDone: (reservation: Reservation) => void;
  readonly onBack: () => void;
  /** Loads the reservation again (after 3014); the step stays open on the fresh one. */
  readonly onReload: () => Promise<void>;
}

/**
 * Cancelling: the policy (title and lines) and the fee it gives right now, shown before the
 * guest confirms; a required reason ('other' opens a free text). The fee shown is sent along.
 * Cancelling twice is harmless: when the server says it is already cancelled, the page reloads
 * the reservation and shows it cancelled.
 */
export function CancelStep({ reservation, proof, onDone, onBack, onReload }: CancelStepProps) {
  const api = useApi();
  const t = useT();
  const intl = useIntl();
  const reasonErrorId = useId();
  const [reason, setReason] = useState<CancelReason | undefined>();
  const [details, setDetails] = useState('');
  const [fee, setFee] = useState(reservation.cancellation_fee);
  const [fieldError, setFieldError] = useState<MessageId | undefined>();
  const request = useStepRequest();
  const firstReasonRef = useRef<HTMLInputElement | null>(null);

  // A reloaded reservation brings its own fee (what the guest sees is what is sent).
  useEffect(() => setFee(reservation.cancellation_fee), [reservation]);

  // Shown in the booking's currency; sent in the hotel's, as the server compares it.
  const shown = reservationMoney(reservation);
  const feeText = formatMoney(
    intl,
    fee === reservation.cancellation_fee ? shown.cancellationFee : shown.line(fee),
    shown.currency,
  );

  /**
   * The reservation if it is cancelled by now. A lock held elsewhere (3013) is usually another
   * cancellation finishing (it talks to the gateway): it is read again a few times first.
   */
  const cancelledMeanwhile = async (
    number: string,
    error: ApiError,
  ): Promise<Reservation | undefined> => {
    const reads = lockProblem(error) === 'busy' ? BUSY_READS : 1;
    for (let read = 0; read < reads; read += 1) {
      if (read > 0) await new Promise((resolve) => setTimeout(resolve, BUSY_READ_PAUSE_MS));
      const fresh = await loadReservation(api, number, proof).catch(() => undefined);
      if (fresh?.status === 'cancelled') return fresh;
    }
    return undefined;
  };

  const submit = async () => {
    const payload = cancelPayload(reason, details, fee, reservation.updated_at);
    if (!payload.ok) {
      setFieldError(payload.error);
      firstReasonRef.current?.focus();
      return;
    }
    setFieldError(undefined);
    request.start();
    try {
      onDone(await cancelReservation(api, reservation.reservation_number, proof, payload.body));
    } catch (caught) {
      const error = toApiError(caught);
      const newFee = error.code === CONFLICT ? feeFromConflict(error.payload) : undefined;
      if (newFee !== undefined) {
        setFee(newFee);
        return request.failWith(
          t('manage.cancel.feeChanged', {
            fee: formatMoney(intl, shown.line(newFee), shown.currency),
          }),
        );
      }
      if (error.code === NOT_ALLOWED || lockProblem(error) !== undefined) {
        // Another tab (or the hotel) may have cancelled it first — refused as not allowed, as
        // changed since (3014) or while its cancellation still runs (3013): show what is true
        // now instead of an error when it is cancelled.
        const fresh = await cancelledMeanwhile(reservation.reservation_number, error);
        if (fresh) return onDone(fresh);
      }
      // 3013 (busy elsewhere): the reason typed stays for the retry; 3014: reload first.
      request.fail(error);
    }
  };

  return (
    <StepSection title={t('manage.cancel.title')}>
      <PolicyBlock reservation={reservation} embedded />
      <p className="hb-price">{t('manage.cancel.fee', { fee: feeText })}</p>
      <ManageForm onSubmit={submit}>
        <fieldset
          className="hb-mg-reasons"
          {...(fieldError ? { 'aria-describedby': reasonErrorId } : {})}
        >
          <legend>{t('manage.cancel.reason')}</legend>
          {CANCEL_REASONS.map((option, i) => (
            <label key={option.value} className="hb-check">
              <input
                type="radio"
                name="hb-mg-cancel-reason"
                value={option.value}
                checked={reason === option.value}
                onChange={() => {
                  setReason(option.value);
                  setFieldError(undefined);
                }}
                {...(i === 0 ? { ref: firstReasonRef } : {})}
              />{' '}
              {t(option.label)}
            </label>
          ))}
          {fieldError && (
            <p className="hb-error" id={reasonErrorId}>
              {t(fieldError, { max: DETAILS_MAX })}
            </p>
          )}
        </fieldset>
        {reason === 'other' && (
          <TextAreaField
            label={t('manage.cancel.details')}
            value={details}
            onChange={setDetails}
            maxLength={DETAILS_MAX}
          />
        )}
        <RequestFeedback request={request} onReload={onReload} />
        <StepActions
          busy={request.busy}
          confirmLabel={t('manage.cancel.confirm', { fee: feeText })}
          backLabel={t('manage.cancel.back')}
          onBack={onBack}
        />
      </ManageForm>
    </StepSection>
  );
}
