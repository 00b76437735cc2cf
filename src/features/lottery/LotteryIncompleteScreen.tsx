import type { WidgetConfig } from '../../../loader/widget-api.ts';
import { type ApiError, toApiError } from '../../api/errors/index.ts';
import { hotelTime } from '../../i18n/hotel-time.ts';
import { useIntl, useT } from '../../i18n/react.tsx';
import { useState } from '../../react.ts';
import { useApi } from '../../shared/api/api-context.ts';
import { useHeading } from '../../shared/embed/heading-levels.ts';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { RequireMember } from '../../shared/member/RequireMember.tsx';
import { addWidgetStyles } from '../../shared/styles/widget-css.ts';
import { EntryFacts } from './EntryFacts.tsx';
import { deleteIncomplete } from './lottery-api.ts';
import { LOTTERY_CSS } from './lottery-css.ts';
import { lotteryErrorMessage } from './lottery-errors.ts';
import { bookable, type StartLotteryBooking, useEntry, usePathNumber } from './use-entry.ts';

addWidgetStyles(LOTTERY_CSS);

/**
 * /room-lottery/reservation-incomplete/{entry}: a winner who has not finished booking either
 * restores it (the booking steps again, before the deadline) or deletes it
 * (`delete_in_complete_reservation`: the win is declined). Past the deadline it says so.
 */
export function LotteryIncompleteScreen(props: {
  config: WidgetConfig;
  onBook: StartLotteryBooking;
}) {
  return (
    <RequireMember>
      <Incomplete onBook={props.onBook} />
    </RequireMember>
  );
}

function Incomplete({ onBook }: { onBook: StartLotteryBooking }) {
  const t = useT();
  const intl = useIntl();
  const api = useApi();
  const Title = useHeading(1);
  const lotteryEntryNumber = usePathNumber();
  const entry = useEntry(lotteryEntryNumber);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const value = entry.value;
  const remove = async () => {
    if (!value) return;
    setFailure(null);
    try {
      entry.replace(await deleteIncomplete(api, value.entry_number));
    } catch (error) {
      setFailure(toApiError(error));
    }
  };
  const pending = value?.status === 'winner_reservation_pending';
  return (
    <section className="hb-lt" aria-labelledby="hb-lt-title">
      <Title id="hb-lt-title">{t('lottery.incomplete.title')}</Title>
      <LoadStatus
        loading={entry.loading}
        error={entry.error}
        message={(error) => lotteryErrorMessage(intl, error)}
      />
      {value && <EntryFacts entry={value} />}
      {value && pending && bookable(value) && (
        <p>
          {t('lottery.incomplete.text', {
            deadline: hotelTime(intl, value.reservation_deadline, value.event.time_zone),
          })}
        </p>
      )}
      {value && !bookable(value) && Date.now() >= Date.parse(value.reservation_deadline) && (
        <p className="hb-error" role="alert">
          {t('lottery.error.deadlinePassed')}
        </p>
      )}
      {failure && (
        <p className="hb-error" role="alert">
          {lotteryErrorMessage(intl, failure)}
        </p>
      )}
      {value && pending && bookable(value) && (
        <div className="hb-lt-actions">
          <button type="button" className="hb-btn" onClick={() => onBook(value)}>
            {t('lottery.incomplete.restore')}
          </button>
          <button type="button" className="hb-btn hb-btn-quiet" onClick={remove}>
            {t('lottery.incomplete.delete')}
          </button>
        </div>
      )}
    </section>
  );
}
