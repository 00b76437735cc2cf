import type { LotteryEvent } from '../../api/contract/lottery.ts';
import { hotelTime } from '../../i18n/hotel-time.ts';
import { useIntl, useT } from '../../i18n/react.tsx';
import { stayDate } from '../../i18n/stay-date.ts';

/** What an event offers and its dates, the moments in the hotel's time zone. */
export function EventSummary({ event }: { event: LotteryEvent }) {
  const t = useT();
  const intl = useIntl();
  const at = (iso: string) => hotelTime(intl, iso, event.time_zone);
  return (
    <div className="hb-lt-event">
      {event.notification && <p>{event.notification}</p>}
      <ul className="hb-lt-facts">
        <li>
          {t('lottery.event.room', { room: event.room_type_name, plan: event.room_plan_name })}
        </li>
        <li>
          {t('lottery.event.window', {
            from: stayDate(intl, event.stay_from),
            to: stayDate(intl, event.stay_to),
          })}
        </li>
        <li>{t('lottery.event.nights', { min: event.min_nights, max: event.max_nights })}</li>
        <li>{t('lottery.event.rooms', { count: event.rooms_held })}</li>
        <li>{t('lottery.event.entries', { date: at(event.entries_close_at) })}</li>
        <li>{t('lottery.event.result', { date: at(event.result_at) })}</li>
        <li>{t('lottery.event.deadline', { date: at(event.reservation_deadline) })}</li>
      </ul>
      <p className="hb-muted">{t('lottery.timeZone')}</p>
    </div>
  );
}
