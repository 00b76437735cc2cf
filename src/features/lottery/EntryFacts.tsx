import type { LotteryEntry } from '../../api/contract/lottery.ts';
import { useIntl, useT } from '../../i18n/react.tsx';
import { stayDate } from '../../i18n/stay-date.ts';
import { daysBetween } from '../../rules/dates.ts';
import { entryStatusLabel } from '../../shared/lottery/entry-status.ts';

/** An entry's number, stay and status. */
export function EntryFacts({ entry }: { entry: LotteryEntry }) {
  const t = useT();
  const intl = useIntl();
  return (
    <ul className="hb-lt-facts">
      <li>{t('lottery.entry.number', { number: entry.entry_number })}</li>
      <li>
        {t('lottery.stay', {
          checkin: stayDate(intl, entry.checkin_date),
          checkout: stayDate(intl, entry.checkout_date),
          nights: daysBetween(entry.checkin_date, entry.checkout_date),
          adults: entry.adults,
        })}
      </li>
      <li>
        {t('lottery.event.room', {
          room: entry.event.room_type_name,
          plan: entry.event.room_plan_name,
        })}
      </li>
      <li>{t('lottery.entry.status', { status: t(entryStatusLabel(entry)) })}</li>
    </ul>
  );
}
