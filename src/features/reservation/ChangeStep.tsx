import { useAtomValue } from 'jotai';
import type { Reservation } from '../../api/contract/index.ts';
import type { ApiError } from '../../api/errors/api-error.ts';
import { toApiError } from '../../api/errors/index.ts';
import { useIntl, useT } from '../../i18n/react.tsx';
import { formatMoney } from '../../money/format-money.ts';
import { useEffect, useMemo, useState } from '../../react.ts';
import { useApi } from '../../shared/api/api-context.ts';
import { DateRangePicker } from '../../shared/date-range-picker/index.ts';
import { SelectField } from '../../shared/form/Field.tsx';
import { calendarLimits } from '../../shared/search/hotel-search-settings.ts';
import { initSettingsAtom } from '../../shared/startup/init-state.ts';
import type { AccessProof } from './access.ts';
import { reservationMoney } from './amounts.ts';
import { changeProblem, currentStay, newTotal, type StayChange } from './change-rules.ts';
import { minimumNights, priceFromConflict, priceRooms, updateStay } from './manage-api.ts';
import { CONFLICT, manageErrorText } from './manage-errors.ts';
import { RequestFeedback } from './RequestFeedback.tsx';
import { StepActions, StepSection } from './StepFrame.tsx';
import { useStepRequest } from './use-step-request.ts';

export interface ChangeStepProps {
  readonly reservation: Reservation;
  readonly proof: AccessProof;
  readonly today: string;
  readonly onDone: (reservation: Reservation) => void;
  readonly onBack: () => void;
  /** Loads the reservation again (after 3014); the step stays open on the fresh one. */
  readonly onReload: () => Promise<void>;
}

type Quote =
  | { status: 'idle' }
  | { status: 'pricing' }
  | { status: 'priced'; total: number }
  | { status: 'failed'; error: ApiError };

/**
 * Changing dates and adults on the same plans (product.md §5: at least the plan's minimum
 * nights, the plan cannot change). The new total and the difference are shown before the
 * guest confirms, and the total is sent as `expected_total_price`: if the server's price
 * differs it answers 409 with its price, which is shown for a second confirmation. Lock
 * errors (3013/3016: retry in about 5 minutes) and 3014 come with the catalogue's messages.
 */
export function ChangeStep({
  reservation,
  proof,
  today,
  onDone,
  onBack,
  onReload,
}: ChangeStepProps) {
  const api = useApi();
  const t = useT();
  const intl = useIntl();
  const settings = useAtomValue(initSettingsAtom);
  const original = useMemo(() => currentStay(reservation), [reservation]);
  const [change, setChange] = useState<StayChange>(original);
  const [minNights, setMinNights] = useState(1);
  const [quote, setQuote] = useState<Quote>({ status: 'idle' });
  const request = useStepRequest();
  const limits = calendarLimits(today, settings);
  const maxAdults = settings?.max_guests_per_room || 20;
  // A multi-currency booking keeps its currency and rate on a change (server README): totals
  // are shown, and the expected total sent, in that currency.
  const shown = reservationMoney(reservation);
  const money = (n: number) => formatMoney(intl, n, shown.currency);

  useEffect(() => {
    let active = true;
    minimumNights(api, reservation).then(
      (n) => active && setMinNights(n),
      // Without the plan the server still enforces the rule on confirm.
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [api, reservation]);

  const problem = changeProblem(change, original, { minNights, today, maxAdults });
  const blocked = problem !== undefined;

  useEffect(() => {
    if (blocked) {
      setQuote({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setQuote({ status: 'pricing' });
    priceRooms(api, reservation, change, controller.signal).then(
      (totals) => setQuote({ status: 'priced', total: newTotal(totals, reservation) }),
      (error: unknown) => {
        if (!controller.signal.aborted) setQuote({ status: 'failed', error: toApiError(error) });
      },
    );
    return () => controller.abort();
  }, [api, reservation, change, blocked]);

  const confirm = async () => {
    if (problem || quote.status !== 'priced' || request.busy) return;
    request.start();
    try {
      onDone(await updateStay(api, reservation, proof, change, shown.line(quote.total)));
    } catch (caught) {
      const error = toApiError(caught);
      const price = error.code === CONFLICT ? priceFromConflict(error.payload) : undefined;
      if (price !== undefined) {
        setQuote({ status: 'priced', total: price });
        request.failWith(t('manage.change.priceChanged', { price: money(shown.line(price)) }));
      } else {
        // 3013 (busy elsewhere): the dates chosen stay for the retry; 3014: reload first.
        request.fail(error);
      }
    }
  };

  const newShown = quote.status === 'priced' ? shown.line(quote.total) : shown.total;
  const difference = newShown - shown.total;
  const plans = [...new Set(reservation.rooms.map((r) => r.room_plan_name))].join(', ');
  return (
    <StepSection title={t('manage.change.title')}>
      <p className="hb-mg-note">{t('manage.change.planFixed', { plans })}</p>
      <p className="hb-mg-note">{t('manage.change.minNightsNote', { nights: minNights })}</p>
      <DateRangePicker
        value={{ checkin: change.checkin, checkout: change.checkout }}
        onChange={(range) => setChange({ ...change, ...range })}
        today={today}
        minDate={limits.minDate < today ? today : limits.minDate}
        maxDate={limits.maxDate}
        reservablePeriodMonths={limits.months}
      />
      <div className="hb-mg-adults">
        {reservation.rooms.map((room, i) => (
          <SelectField
            key={i}
            label={t('manage.change.roomAdults', { n: i + 1, room: room.room_type_name })}
            value={String(change.adults[i] ?? room.adults)}
            onChange={(value) => {
              const adults = [...change.adults];
              adults[i] = Number(value);
              setChange({ ...change, adults });
            }}
          >
            {Array.from({ length: maxAdults }, (_, k) => k + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </SelectField>
        ))}
      </div>
      <div aria-live="polite">
        {problem && <p className="hb-mg-note">{t(problem.id, problem.values)}</p>}
        {quote.status === 'pricing' && <p className="hb-mg-note">{t('manage.change.pricing')}</p>}
        {quote.status === 'failed' && (
          <p className="hb-error">{manageErrorText(intl, quote.error)}</p>
        )}
        {quote.status === 'priced' && (
          <dl className="hb-mg-dl">
            <dt>{t('manage.change.currentTotal')}</dt>
            <dd className="hb-mg-amount">{money(shown.total)}</dd>
            <dt>{t('manage.change.newTotal')}</dt>
            <dd className="hb-mg-amount hb-price">{money(newShown)}</dd>
            <dt>{t('manage.change.difference')}</dt>
            <dd className="hb-mg-amount">
              {difference === 0
                ? t('manage.change.noDifference')
                : difference > 0
                  ? t('manage.change.more', { amount: money(difference) })
                  : t('manage.change.less', { amount: money(-difference) })}
            </dd>
          </dl>
        )}
      </div>
      <RequestFeedback request={request} onReload={onReload} />
      <StepActions
        busy={request.busy}
        confirmLabel={t('manage.change.confirm')}
        confirmDisabled={problem !== undefined || quote.status !== 'priced'}
        onConfirm={() => void confirm()}
        backLabel={t('manage.change.back')}
        onBack={onBack}
      />
    </StepSection>
  );
}
