import { useAtomValue } from 'jotai';
import { Link } from 'wouter';
import type { DeskEvent, DeskReservation } from '../../../api/contract/console/reservations.ts';
import { getDeskReservation } from '../../../api/contract/endpoints/console-reservations.ts';
import { formatMoney } from '../../../money/format-money.ts';
import { useCallback } from '../../../react.ts';
import type { ConsoleScreenProps } from '../../routes.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { useConsoleIntl, useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../shared/load/use-load.ts';
import { canAtom } from '../../shared/session/session-state.ts';
import { kindId } from './DeskScreen.tsx';
import { useDeskStyles } from './desk-css.ts';
import { ReservationActions } from './ReservationActions.tsx';
import { useLiveUpdates } from './use-live-updates.ts';

/**
 * `/hotels/:hotel/reservations/:number`: one reservation. What was booked, its payments and its
 * timeline, and (reservations.edit) what the desk can do to it. It reloads by itself when the
 * reservation changes anywhere (the live stream).
 */
export function ReservationScreen({ params }: ConsoleScreenProps) {
  useDeskStyles();
  const t = useCT();
  const call = useConsoleCall();
  const can = useAtomValue(canAtom);
  const hotel = params.hotel ?? '';
  const number = params.number ?? '';
  const { state, reload, refresh, update } = useLoad(
    (signal) => call(getDeskReservation, { params: { hotel, number }, signal }).then((a) => a.data),
    [call, hotel, number],
  );
  const onChange = useCallback(
    (change: { reservation_number: string } | null) => {
      // Kept on screen while it is asked again: the desk's forms and answers stay.
      if (change === null || change.reservation_number === number) refresh();
    },
    [number, refresh],
  );
  useLiveUpdates(hotel, onChange);
  return (
    <>
      <p>
        <Link href={`/hotels/${encodeURIComponent(hotel)}/reservations`}>
          {t('reservations.backToList')}
        </Link>
      </p>
      <LoadStatus state={state} retry={reload}>
        {(shown) => (
          <>
            <Summary shown={shown} />
            {can('reservations.edit') ? (
              <ReservationActions
                hotel={hotel}
                shown={shown}
                canOverride={can('reservations.override_price')}
                onDone={(next) => update(() => next)}
              />
            ) : null}
            <Payments shown={shown} />
            <Timeline events={shown.events} currency={shown.hotel_currency} />
          </>
        )}
      </LoadStatus>
    </>
  );
}

function Summary({ shown }: { readonly shown: DeskReservation }) {
  const t = useCT();
  const intl = useConsoleIntl();
  const r = shown.reservation;
  const day = (date: string) =>
    intl.formatDate(`${date}T00:00:00Z`, { timeZone: 'UTC', dateStyle: 'full' });
  const rows: [string, string][] = [
    [t('reservations.col.number'), r.reservation_number],
    [t('reservations.col.status'), t(`reservations.status.${r.status}`)],
    [
      t('reservations.col.stay'),
      t('reservations.stay', { checkin: day(r.checkin_date), checkout: day(r.checkout_date) }),
    ],
    [t('reservations.col.guest'), `${r.guest.first_name} ${r.guest.last_name}`],
    [t('reservations.field.email'), r.email],
    [t('reservations.field.phone'), r.guest.phone ?? '—'],
    [t('reservations.col.total'), formatMoney(intl, r.price.total_price, r.price.currency)],
    [t('reservations.col.source'), t(`reservations.source.${shown.source}`)],
    [
      t('reservations.field.member'),
      shown.member ? `${shown.member.name} (${shown.member.membership_id})` : '—',
    ],
    [t('reservations.field.organization'), shown.organization?.name ?? '—'],
    [t('reservations.field.coupon'), r.coupon_code ?? '—'],
    [t('reservations.field.points'), t('reservations.pointsValue', shown.points)],
    [t('reservations.field.request'), r.special_request ?? '—'],
  ];
  return (
    <section aria-labelledby="desk-booked" className="cs-card">
      <h2 id="desk-booked">{t('reservations.booked')}</h2>
      {shown.locked ? <p className="cs-alert">{t('reservations.locked')}</p> : null}
      <dl className="cs-facts">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3>{t('reservations.rooms')}</h3>
      <ul>
        {r.rooms.map((room, i) => (
          <li key={`${room.room_type_code}-${i}`}>
            {t('reservations.roomLine', {
              type: room.room_type_name,
              plan: room.room_plan_name,
              adults: room.adults,
              children: room.children,
            })}
          </li>
        ))}
      </ul>
      {r.extras.length > 0 ? (
        <>
          <h3>{t('reservations.extras')}</h3>
          <ul>
            {r.extras.map((extra) => (
              <li key={extra.extra_id}>
                {extra.name} × {extra.quantity}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {r.answers.length > 0 ? (
        <>
          <h3>{t('reservations.answers')}</h3>
          <ul>
            {r.answers.map((answer) => (
              <li key={answer.question_id}>
                <span className="cs-code">{answer.question_id}</span>:{' '}
                {[answer.text, answer.checkin_time, answer.checkout_time]
                  .filter(Boolean)
                  .join(' · ') || '—'}
                {answer.attachment_ids?.length
                  ? ` (${t('reservations.uploads', { count: answer.attachment_ids.length })})`
                  : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {r.campaign ? (
        <p className="cs-muted">
          {t('reservations.campaign')}:{' '}
          {Object.entries(r.campaign)
            .map(([k, v]) => `${k}=${v}`)
            .join(', ')}
        </p>
      ) : null}
    </section>
  );
}

function Payments({ shown }: { readonly shown: DeskReservation }) {
  const t = useCT();
  const intl = useConsoleIntl();
  if (shown.payments.length === 0) return null;
  return (
    <section aria-labelledby="desk-payments">
      <h2 id="desk-payments">{t('reservations.payments')}</h2>
      <div className="cs-table-wrap">
        <table className="cs-table">
          <thead>
            <tr>
              <th scope="col">{t('reservations.payment.kind')}</th>
              <th scope="col">{t('reservations.payment.status')}</th>
              <th scope="col">{t('reservations.payment.amount')}</th>
              <th scope="col">{t('reservations.payment.refunded')}</th>
              <th scope="col">{t('reservations.payment.card')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.payments.map((p) => (
              <tr key={p.reference}>
                <td>
                  {t(
                    p.kind === 'card'
                      ? 'reservations.payment.card'
                      : 'reservations.payment.payLink',
                  )}
                </td>
                <td className="cs-code">{p.status}</td>
                <td>{formatMoney(intl, p.amount, p.currency)}</td>
                <td data-testid="refunded">{formatMoney(intl, p.refunded_amount, p.currency)}</td>
                <td>{p.card_brand ? `${p.card_brand} •••• ${p.card_last4 ?? ''}` : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Timeline({
  events,
  currency,
}: {
  readonly events: readonly DeskEvent[];
  readonly currency: string;
}) {
  const t = useCT();
  const intl = useConsoleIntl();
  return (
    <section aria-labelledby="desk-timeline">
      <h2 id="desk-timeline">{t('reservations.timeline')}</h2>
      <ol className="cs-timeline">
        {events.map((event) => (
          <li key={event.id} data-kind={event.kind}>
            <time dateTime={event.at}>
              {intl.formatDate(event.at, { dateStyle: 'medium', timeStyle: 'short' })}
            </time>{' '}
            <strong>{t(kindId(event.kind))}</strong>
            {' · '}
            <span className="cs-muted">
              {event.actor ? event.actor.email : t('reservations.actor.guestOrSystem')}
            </span>
            <EventDetail event={event} currency={currency} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function EventDetail({
  event,
  currency,
}: {
  readonly event: DeskEvent;
  readonly currency: string;
}) {
  const t = useCT();
  const intl = useConsoleIntl();
  const d = event.detail ?? {};
  const money = (value: unknown, code: unknown = currency) =>
    typeof value === 'number'
      ? formatMoney(intl, value, typeof code === 'string' ? code : currency)
      : '';
  let text = '';
  if (event.kind === 'note' && typeof d.text === 'string') text = d.text;
  else if (event.kind.startsWith('payment.')) text = money(d.amount, d.currency);
  else if (event.kind === 'cancelled') text = t('reservations.eventFee', { fee: money(d.fee) });
  else if (event.kind === 'price_override')
    text = t('reservations.eventOverride', {
      quoted: money(d.quoted),
      charged: money(d.charged),
      reason: String(d.reason ?? ''),
    });
  else if (event.kind === 'mail.sent' && typeof d.to === 'string')
    text = [d.to, typeof d.link === 'string' ? d.link : ''].filter(Boolean).join(' · ');
  else if (event.kind === 'changed' && typeof d.to === 'object' && d.to !== null) {
    const to = d.to as Record<string, unknown>;
    text = `${String(to.checkin_date)} → ${String(to.checkout_date)} · ${money(to.total_price)}`;
  }
  return text ? <p className="cs-hint cs-event-detail">{text}</p> : null;
}
