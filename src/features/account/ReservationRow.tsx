import type { UserReservation } from '../../api/contract/membership.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { useIntl, useT } from '../../i18n/react.tsx';
import { formatMoney } from '../../money/format-money.ts';
import { useHeading } from '../../shared/embed/heading-levels.ts';
import { StepLink } from '../../shared/embed/StepLink.tsx';
import { accountDate } from './account-date.ts';
import { rowHref } from './reservation-list.ts';

const STATUS: Record<UserReservation['status'], MessageId> = {
  done: 'account.reservations.status.done',
  payment_pending: 'account.reservations.status.payment_pending',
  cancelled: 'account.reservations.status.cancelled',
};

/** One of the member's reservations; its link opens the reservation page. */
export function ReservationRow({ row }: { row: UserReservation }) {
  const t = useT();
  const intl = useIntl();
  const Heading = useHeading(3);
  return (
    <li className="hb-card hb-ac-row">
      <Heading>
        <bdi>{row.hotel_name}</bdi>
      </Heading>
      <dl className="hb-ac-dl">
        <dt>{t('account.reservations.number')}</dt>
        <dd>
          <bdi>{row.reservation_number}</bdi>
        </dd>
        <dt>{t('account.reservations.stay')}</dt>
        <dd>
          {t('account.reservations.dates', {
            checkin: accountDate(intl, row.checkin_date),
            checkout: accountDate(intl, row.checkout_date),
            nights: row.nights,
          })}
        </dd>
        <dt>{t('account.reservations.rooms')}</dt>
        <dd>
          {t('account.reservations.roomCount', { count: row.room_count })}
          {row.room_names.length > 0 && (
            <>
              {' · '}
              <bdi>{row.room_names.join(', ')}</bdi>
            </>
          )}
        </dd>
        <dt>{t('account.reservations.plan')}</dt>
        <dd>
          <bdi>{row.plan_names.join(', ')}</bdi>
        </dd>
        <dt>{t('account.reservations.total')}</dt>
        <dd>{formatMoney(intl, row.total_price, row.currency)}</dd>
        <dt>{t('account.reservations.status')}</dt>
        <dd>{t(STATUS[row.status])}</dd>
      </dl>
      <p>
        <StepLink className="hb-link" href={rowHref(row)}>
          {t('account.reservations.open', { number: row.reservation_number })}
        </StepLink>
      </p>
    </li>
  );
}
