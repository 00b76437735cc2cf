import type {
  ConsoleLotteryEntry,
  ConsoleLotteryEvent,
} from '../../../api/contract/console/lottery.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import type { ConsoleMessageId } from '../../shared/i18n/console-messages.ts';
import { BookingCell, EntryCells } from './EntryCells.tsx';

/** Where a win stands, in words: booked, waiting, declined, lapsed past the deadline, cancelled. */
export function winState(
  entry: Pick<ConsoleLotteryEntry, 'status'>,
  event: Pick<ConsoleLotteryEvent, 'reservation_deadline'>,
  now: number,
): ConsoleMessageId | null {
  switch (entry.status) {
    case 'winner_reservation_confirmed':
      return 'lottery.winners.booked';
    case 'winner_reservation_pending':
      return now > Date.parse(event.reservation_deadline)
        ? 'lottery.winners.lapsed'
        : 'lottery.winners.waiting';
    case 'winner_reservation_pending_declined':
      return 'lottery.winners.declined';
    case 'winner_reservation_cancelled':
      return 'lottery.winners.cancelled';
    default:
      return null;
  }
}

/**
 * The event's winners once drawn: each with where the win stands (booked, with the booking's
 * page; waiting for the member; declined or past the deadline; the booking cancelled), so staff
 * see at a glance which held rooms were used.
 */
export function Winners({
  hotel,
  event,
  entries,
}: {
  readonly hotel: string;
  readonly event: ConsoleLotteryEvent;
  readonly entries: readonly ConsoleLotteryEntry[];
}) {
  const t = useCT();
  if (!event.drawn_at) return null;
  const now = Date.now();
  const winners = entries.flatMap((entry) => {
    const state = winState(entry, event, now);
    return state ? [{ entry, state }] : [];
  });
  return (
    <section aria-labelledby="lottery-winners">
      <h2 id="lottery-winners">{t('lottery.winners.title', { count: winners.length })}</h2>
      <p>
        {t('lottery.winners.summary', {
          booked: event.tally.booked,
          declined: event.tally.declined,
        })}
      </p>
      {winners.length === 0 ? (
        <p>{t('lottery.winners.none')}</p>
      ) : (
        <div className="cs-table-wrap">
          <table className="cs-table">
            <thead>
              <tr>
                <th scope="col">{t('lottery.entries.number')}</th>
                <th scope="col">{t('lottery.entries.member')}</th>
                <th scope="col">{t('lottery.entries.nights')}</th>
                <th scope="col">{t('lottery.winners.state')}</th>
                <th scope="col">{t('lottery.entries.booking')}</th>
              </tr>
            </thead>
            <tbody>
              {winners.map(({ entry, state }) => (
                <tr key={entry.entry_number}>
                  <EntryCells entry={entry} />
                  <td>{t(state)}</td>
                  <BookingCell hotel={hotel} entry={entry} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
