import type { Reservation } from '../../api/contract/index.ts';
import { isolate } from '../../i18n/isolate.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { useIntl, useT } from '../../i18n/react.tsx';
import { formatMoney } from '../../money/format-money.ts';
import { useId } from '../../react.ts';
import { fullDate } from '../../shared/date-range-picker/labels.ts';
import { useHeading } from '../../shared/embed/heading-levels.ts';
import { POLICY_CSS } from '../../shared/policy/policy-css.ts';
import { policyLines } from '../../shared/policy/policy-lines.ts';
import { addWidgetStyles } from '../../shared/styles/widget-css.ts';
import { amounts, type ReservationMoney, reservationMoney } from './amounts.ts';

addWidgetStyles(POLICY_CSS);

const STATUS: Record<Reservation['status'], MessageId> = {
  done: 'manage.status.done',
  payment_pending: 'manage.status.payment_pending',
  cancelled: 'manage.status.cancelled',
};

/** The reservation's status as a labelled badge. */
export function StatusBadge({ status }: { status: Reservation['status'] }) {
  const t = useT();
  return (
    <p className="hb-mg-note">
      {t('manage.status.label')}{' '}
      <span className="hb-mg-status" data-status={status}>
        {t(STATUS[status])}
      </span>
    </p>
  );
}

/**
 * The cancellation policy of the booking: its title and lines in the active locale. Inside the
 * cancel step it is part of that step (a plain block with a lower heading), not a second
 * region of the same name.
 */
export function PolicyBlock({
  reservation,
  embedded = false,
}: {
  reservation: Reservation;
  embedded?: boolean;
}) {
  const t = useT();
  const titleId = useId();
  const Heading = useHeading(2);
  // Inside the cancel step, a part of that step's section.
  const Part = useHeading(3);
  const policy = reservation.cancellation_policy;
  const lines = (
    <>
      <p>
        <bdi>{policy.title}</bdi>
      </p>
      <ul className="hb-pol-lines">
        {policyLines(policy, t).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </>
  );
  if (embedded)
    return (
      <div>
        <Part className="hb-mg-part">{t('manage.policy.title')}</Part>
        {lines}
      </div>
    );
  return (
    <section className="hb-card" aria-labelledby={titleId}>
      <Heading id={titleId} className="hb-mg-heading">
        {t('manage.policy.title')}
      </Heading>
      {lines}
    </section>
  );
}

/**
 * Everything the confirmation page shows: number, hotel, stay, rooms and guests, extras,
 * payment, the paid and remaining amounts (or the fee once cancelled) and the policy.
 */
export function ReservationDetails({ reservation: r }: { reservation: Reservation }) {
  const t = useT();
  const intl = useIntl();
  // In the currency the booking was made (and charged) in; the hotel's total second.
  const shown = reservationMoney(r);
  const money = (n: number) => formatMoney(intl, n, shown.currency);
  const sums = amounts(r);
  const Heading = useHeading(2);
  const Part = useHeading(3);
  return (
    <>
      <section className="hb-card" aria-labelledby="hb-mg-stay">
        <Heading id="hb-mg-stay" className="hb-mg-heading">
          {t('manage.details.title')}
        </Heading>
        <dl className="hb-mg-dl">
          <dt>{t('manage.details.number')}</dt>
          <dd>{r.reservation_number}</dd>
          <dt>{t('manage.details.hotel')}</dt>
          <dd>
            <bdi>{r.hotel_name}</bdi>
          </dd>
          <dt>{t('manage.details.checkin')}</dt>
          <dd>{fullDate(intl, r.checkin_date)}</dd>
          <dt>{t('manage.details.checkout')}</dt>
          <dd>{fullDate(intl, r.checkout_date)}</dd>
          <dt>{t('manage.details.nights')}</dt>
          <dd>{t('manage.details.nightsValue', { nights: r.nights })}</dd>
          <dt>{t('manage.details.guest')}</dt>
          <dd>{`${r.guest.first_name} ${r.guest.last_name}`}</dd>
          <dt>{t('manage.details.email')}</dt>
          <dd>{r.email}</dd>
          <dt>{t('manage.details.payment')}</dt>
          <dd>{t(`results.payment.${r.payment_type}`)}</dd>
        </dl>
      </section>
      <section className="hb-card" aria-labelledby="hb-mg-rooms">
        <Heading id="hb-mg-rooms" className="hb-mg-heading">
          {t('manage.details.rooms')}
        </Heading>
        <ul className="hb-mg-rooms">
          {r.rooms.map((room, i) => (
            // Rooms have no id; their order is the booking's and never changes.
            <li key={i}>
              <strong>{t('manage.details.roomN', { n: i + 1 })}</strong>{' '}
              <bdi>{room.room_type_name}</bdi> · <bdi>{room.room_plan_name}</bdi>
              <br />
              {t('manage.details.people', { adults: room.adults, children: room.children })}{' '}
              <span className="hb-mg-amount">
                {money(shown.line(room.price.total_price, room.price.mcp_total_price))}
              </span>
            </li>
          ))}
        </ul>
        {r.extras.length > 0 && (
          <>
            <Part className="hb-mg-part">{t('manage.details.extras')}</Part>
            <ul className="hb-mg-rooms">
              {r.extras.map((e) => (
                <li key={`${e.extra_id}-${e.date ?? ''}`}>
                  {t('manage.details.extra', { name: isolate(e.name), quantity: e.quantity })}{' '}
                  <span className="hb-mg-amount">{money(shown.line(e.price))}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section className="hb-card" aria-labelledby="hb-mg-amounts">
        <Heading id="hb-mg-amounts" className="hb-mg-heading">
          {t('manage.details.amounts')}
        </Heading>
        <dl className="hb-mg-dl">
          <dt>{t('manage.details.total')}</dt>
          <dd className="hb-mg-amount" data-total="">
            {money(shown.total)}
          </dd>
          {shown.hotel && (
            <>
              <dt>{t('manage.details.hotelTotal')}</dt>
              <dd className="hb-mg-amount">
                {formatMoney(intl, shown.hotel.total, shown.hotel.currency)}
              </dd>
            </>
          )}
          {shown.tax > 0 && (
            <>
              <dt>{t('manage.details.tax')}</dt>
              <dd className="hb-mg-amount">{money(shown.tax)}</dd>
            </>
          )}
          {shown.voucher !== undefined && (
            <>
              {/* The checkout summary's voucher line: already off the total above. */}
              <dt>{t('booking.wallet.summaryVoucher')}</dt>
              <dd className="hb-mg-amount" data-voucher-amount="">
                {money(-shown.voucher)}
              </dd>
            </>
          )}
          {r.status === 'cancelled' ? (
            <>
              <dt>{t('manage.details.cancellationFee')}</dt>
              <dd className="hb-mg-amount">{money(sums.fee)}</dd>
            </>
          ) : (
            <>
              <dt>{t('manage.details.paid')}</dt>
              <dd className="hb-mg-amount">{money(sums.paid)}</dd>
              <dt>{t('manage.details.remaining')}</dt>
              <dd className="hb-mg-amount">{money(sums.remaining)}</dd>
            </>
          )}
        </dl>
        <RateNote money={shown} />
      </section>
      <PolicyBlock reservation={r} />
    </>
  );
}

/** A booking in another currency: the rate it was booked at and what is charged in it. */
function RateNote({ money }: { money: ReservationMoney }) {
  const t = useT();
  const intl = useIntl();
  if (!money.hotel || !money.rate) return null;
  return (
    <p className="hb-mg-note">
      {t('manage.details.rateNote', {
        currency: money.currency,
        hotelCurrency: money.hotel.currency,
        rate: intl.formatNumber(Number(money.rate.rate), { maximumFractionDigits: 8 }),
      })}
    </p>
  );
}
