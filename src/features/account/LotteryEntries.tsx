import { useSearch } from 'wouter';
import { hotelTime } from '../../i18n/hotel-time.ts';
import { useIntl, useT } from '../../i18n/react.tsx';
import { useApi } from '../../shared/api/api-context.ts';
import { StepLink } from '../../shared/embed/StepLink.tsx';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../shared/load/use-load.ts';
import { entryHref, entryStatusLabel } from '../../shared/lottery/entry-status.ts';
import { loadLotteryEntries } from './account-api.ts';
import { accountDate } from './account-date.ts';

/**
 * The member's lottery entries in "My reservations" (list group `lottery`): event, stay,
 * status and, for a winner still to book, the deadline in the hotel's time zone. Each opens the
 * entry's page.
 */
export function LotteryEntries() {
  const t = useT();
  const intl = useIntl();
  const api = useApi();
  const hotelCode = new URLSearchParams(useSearch()).get('code') ?? '';
  const entries = useLoad((signal) => loadLotteryEntries(api, signal), [api]);
  return (
    <>
      <LoadStatus loading={entries.loading} error={entries.error} />
      {entries.value?.length === 0 && <p className="hb-muted">{t('lottery.entries.none')}</p>}
      {entries.value && entries.value.length > 0 && (
        <ul className="hb-ac-list">
          {entries.value.map((entry) => (
            <li key={entry.entry_number} className="hb-ac-row">
              <StepLink
                className="hb-link"
                href={entryHref(hotelCode || entry.event.hotel_code, entry.entry_number)}
              >
                {entry.event.name}
              </StepLink>
              <div>
                {accountDate(intl, entry.checkin_date)} – {accountDate(intl, entry.checkout_date)}
              </div>
              <div>{t('lottery.entry.status', { status: t(entryStatusLabel(entry)) })}</div>
              {entry.status === 'winner_reservation_pending' && !entry.lapsed && (
                <div>
                  {t('lottery.event.deadline', {
                    date: hotelTime(intl, entry.reservation_deadline, entry.event.time_zone),
                  })}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
