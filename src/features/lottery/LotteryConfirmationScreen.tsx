import type { WidgetConfig } from '../../../loader/widget-api.ts';
import type { LotteryEntry } from '../../api/contract/lottery.ts';
import { type ApiError, toApiError } from '../../api/errors/index.ts';
import { hotelTime } from '../../i18n/hotel-time.ts';
import { useIntl, useT } from '../../i18n/react.tsx';
import { useState } from '../../react.ts';
import { useApi } from '../../shared/api/api-context.ts';
import { useHeading } from '../../shared/embed/heading-levels.ts';
import { StepLink } from '../../shared/embed/StepLink.tsx';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { RequireMember } from '../../shared/member/RequireMember.tsx';
import { addWidgetStyles } from '../../shared/styles/widget-css.ts';
import { EntryFacts } from './EntryFacts.tsx';
import { cancelEntry } from './lottery-api.ts';
import { LOTTERY_CSS } from './lottery-css.ts';
import { lotteryErrorMessage } from './lottery-errors.ts';
import { bookable, type StartLotteryBooking, useEntry, usePathNumber } from './use-entry.ts';

addWidgetStyles(LOTTERY_CSS);

/**
 * /room-lottery/confirmation/{entry} (signed-in members; the result e-mail links here): the
 * entry, its status and, by status: the result date and change/cancel while open; the win with
 * its deadline and "Book your room" (or decline); the loss. Another account's entry answers
 * "lottery account mismatch".
 */
export function LotteryConfirmationScreen(props: {
  config: WidgetConfig;
  onBook: StartLotteryBooking;
}) {
  return (
    <RequireMember>
      <Confirmation hotelCode={props.config.hotelCode} onBook={props.onBook} />
    </RequireMember>
  );
}

function Confirmation({ hotelCode, onBook }: { hotelCode: string; onBook: StartLotteryBooking }) {
  const t = useT();
  const intl = useIntl();
  const Title = useHeading(1);
  const confirmationNumber = usePathNumber();
  const entry = useEntry(confirmationNumber);
  return (
    <section className="hb-lt" aria-labelledby="hb-lt-title">
      <Title id="hb-lt-title">{entry.value?.event.name ?? t('lottery.confirmation.title')}</Title>
      <LoadStatus
        loading={entry.loading}
        error={entry.error}
        message={(error) => lotteryErrorMessage(intl, error)}
      />
      {entry.value && (
        <EntryState
          entry={entry.value}
          hotelCode={hotelCode}
          onBook={onBook}
          onChange={entry.replace}
        />
      )}
    </section>
  );
}

function EntryState(props: {
  entry: LotteryEntry;
  hotelCode: string;
  onBook: StartLotteryBooking;
  onChange: (entry: LotteryEntry) => void;
}) {
  const { entry } = props;
  const t = useT();
  const intl = useIntl();
  const api = useApi();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const at = (iso: string) => hotelTime(intl, iso, entry.event.time_zone);
  const cancel = async () => {
    setFailure(null);
    try {
      props.onChange(await cancelEntry(api, entry.entry_number));
      setAsking(false);
    } catch (error) {
      setFailure(toApiError(error));
    }
  };
  const won = entry.status === 'winner_reservation_pending';
  const changeHref = `/room-lottery/guest-detail?${new URLSearchParams({
    code: props.hotelCode,
    current_lottery_entry: entry.entry_number,
  })}`;
  return (
    <>
      <EntryFacts entry={entry} />
      {entry.status === 'registered' && (
        <p>{t('lottery.waiting', { date: at(entry.result_date) })}</p>
      )}
      {entry.status === 'not_winner' && <p role="status">{t('lottery.lost')}</p>}
      {won && bookable(entry) && (
        <p role="status">{t('lottery.won', { deadline: at(entry.reservation_deadline) })}</p>
      )}
      {won && !bookable(entry) && (
        <p className="hb-error" role="alert">
          {t('lottery.error.deadlinePassed')}
        </p>
      )}
      {entry.reservation_number && (
        <p>{t('lottery.complete.number', { number: entry.reservation_number })}</p>
      )}
      <p className="hb-muted">{t('lottery.timeZone')}</p>
      {failure && (
        <p className="hb-error" role="alert">
          {lotteryErrorMessage(intl, failure)}
        </p>
      )}
      <div className="hb-lt-actions">
        {won && bookable(entry) && (
          <button type="button" className="hb-btn" onClick={() => props.onBook(entry)}>
            {t('lottery.book')}
          </button>
        )}
        {entry.updatable && (
          <StepLink className="hb-btn hb-btn-quiet" href={changeHref}>
            {t('lottery.change')}
          </StepLink>
        )}
        {(entry.updatable || (won && bookable(entry))) && !asking && (
          <button type="button" className="hb-btn hb-btn-quiet" onClick={() => setAsking(true)}>
            {won ? t('lottery.decline') : t('lottery.cancel')}
          </button>
        )}
      </div>
      {asking && (
        <div className="hb-lt-actions">
          <p>{t('lottery.cancelConfirm')}</p>
          <button type="button" className="hb-btn" onClick={cancel}>
            {t('lottery.cancelYes')}
          </button>
        </div>
      )}
    </>
  );
}
