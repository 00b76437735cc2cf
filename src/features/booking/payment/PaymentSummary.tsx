import type { PaymentType } from '../../../api/contract/common.ts';
import type { Quote } from '../../../api/contract/reservation.ts';
import { useIntl, useT } from '../../../i18n/react.tsx';
import { stayDate } from '../../../i18n/stay-date.ts';
import { formatMoney } from '../../../money/format-money.ts';
import { useHeading } from '../../../shared/embed/heading-levels.ts';
import { shownTotals } from '../guest/booking-currency.ts';
import { ConvertedNote } from '../guest/ConvertedNote.tsx';

const TYPE_LABEL = {
  pre_paid: ['booking.payment.type.pre_paid', 'booking.payment.type.pre_paid.note'],
  on_site: ['booking.payment.type.on_site', 'booking.payment.type.on_site.note'],
  on_site_credit_card_required: [
    'booking.payment.type.on_site_credit_card_required',
    'booking.payment.type.on_site_credit_card_required.note',
  ],
  deferred_payment: [
    'booking.payment.type.deferred_payment',
    'booking.payment.type.deferred_payment.note',
  ],
} as const;

/** What is booked, the server's total and how it is paid. Nothing here is computed locally. */
export function PaymentSummary(props: {
  hotelName: string | undefined;
  quote: Quote;
  paymentType: PaymentType;
}) {
  const t = useT();
  const Heading = useHeading(2);
  const intl = useIntl();
  const { quote } = props;
  const [label, note] = TYPE_LABEL[props.paymentType];
  // The total charged: converted by the server when the guest books in another currency.
  const totals = shownTotals(quote.price);
  return (
    <section className="hb-card hb-payment-summary" aria-labelledby="hb-payment-summary">
      <Heading id="hb-payment-summary" className="hb-payment-heading">
        {t('booking.payment.summary')}
      </Heading>
      {props.hotelName ? (
        <p className="hb-muted">
          <bdi>{props.hotelName}</bdi>
        </p>
      ) : null}
      <p>
        {t('booking.payment.dates', {
          checkin: stayDate(intl, quote.checkin_date),
          checkout: stayDate(intl, quote.checkout_date),
        })}
      </p>
      <ul className="hb-small">
        {quote.rooms.map((room, index) => (
          <li key={`${room.room_type_code}-${room.room_plan_code}-${index}`}>
            <bdi>{room.room_type_name}</bdi> – <bdi>{room.room_plan_name}</bdi>
          </li>
        ))}
        {quote.extras.map((extra) => (
          <li key={`${extra.extra_id}-${extra.date ?? ''}`}>
            <bdi>{extra.name}</bdi> × {extra.quantity}
          </li>
        ))}
      </ul>
      <p className="hb-payment-total">
        <span>{t('booking.payment.total')}</span>
        <span className="hb-price">{formatMoney(intl, totals.total, totals.currency)}</span>
      </p>
      <ConvertedNote totals={totals} />
      <p className="hb-muted hb-small">{t('booking.payment.totalNote')}</p>
      <Heading className="hb-payment-heading">{t('booking.payment.method')}</Heading>
      <p>
        <strong>{t(label)}</strong>
      </p>
      <p className="hb-muted hb-small">{t(note)}</p>
    </section>
  );
}
