import type { Quote } from '../../../api/contract/reservation.ts';
import { isolate } from '../../../i18n/isolate.ts';
import { useIntl, useT } from '../../../i18n/react.tsx';
import { stayDate } from '../../../i18n/stay-date.ts';
import { formatMoney } from '../../../money/format-money.ts';
import { useId } from '../../../react.ts';
import { useHeading } from '../../../shared/embed/heading-levels.ts';
import { StepLink } from '../../../shared/embed/StepLink.tsx';
import { errorMessage } from '../../../shared/errors/error-message.ts';
import { policyLines } from '../../../shared/policy/policy-lines.ts';
import { shownLine, shownTotals } from './booking-currency.ts';
import { ConvertedNote } from './ConvertedNote.tsx';
import { quoteErrorPlace, summaryRows } from './quote.ts';
import type { QuoteState } from './use-quote.ts';

function QuoteDetails({ quote }: { quote: Quote }) {
  const t = useT();
  const Part = useHeading(3);
  const intl = useIntl();
  // In the currency the guest books in: the server's converted amounts when it converted.
  const totals = shownTotals(quote.price);
  const money = (amount: number) => formatMoney(intl, amount, totals.currency);
  return (
    <>
      <p className="hb-gd-stay">
        {t('booking.summary.stay', {
          checkin: stayDate(intl, quote.checkin_date),
          checkout: stayDate(intl, quote.checkout_date),
        })}{' '}
        <span className="hb-muted">({t('booking.summary.nights', { count: quote.nights })})</span>
      </p>
      <ul className="hb-gd-rooms">
        {quote.rooms.map((room, i) => (
          <li key={`${i}-${room.room_plan_code}`}>
            <span className="hb-gd-row">
              <span>
                {t('booking.summary.roomLine', {
                  index: i + 1,
                  room: isolate(room.room_type_name),
                })}
              </span>
              <span>
                {money(shownLine(totals, room.price.total_price, room.price.mcp_total_price))}
              </span>
            </span>
            <span className="hb-muted hb-small">
              <bdi>{room.room_plan_name}</bdi> ·{' '}
              {t('booking.summary.adults', { count: room.adults })}
              {room.children > 0 && `, ${t('booking.summary.children', { count: room.children })}`}
            </span>
          </li>
        ))}
        {quote.extras.map((extra) => (
          <li key={`${extra.extra_id}-${extra.date ?? ''}`}>
            <span className="hb-gd-row">
              <span>
                {t('booking.summary.extraLine', {
                  name: isolate(extra.name),
                  quantity: extra.quantity,
                })}
                {extra.date && <span className="hb-muted"> · {stayDate(intl, extra.date)}</span>}
              </span>
              <span>{money(shownLine(totals, extra.price, undefined))}</span>
            </span>
          </li>
        ))}
      </ul>
      <dl className="hb-gd-totals">
        {summaryRows(totals).map((row) => (
          <div key={row.id} className={row.total ? 'hb-gd-row hb-gd-total' : 'hb-gd-row'}>
            <dt>
              {t(row.id)}
              {row.id === 'booking.summary.coupon' &&
                quote.coupon_code &&
                ` (${quote.coupon_code})`}
            </dt>
            <dd className={row.total ? 'hb-price' : undefined}>{money(row.amount)}</dd>
          </div>
        ))}
      </dl>
      {(quote.price.accommodation_tax_before_point_discount ?? 0) >
        quote.price.accommodation_tax && (
        <p className="hb-muted hb-small">{t('booking.points.taxLower')}</p>
      )}
      <ConvertedNote totals={totals} />
      <Part className="hb-gd-subheading">{t('booking.summary.cancellation')}</Part>
      <p className="hb-gd-policy-title">
        <bdi>{quote.cancellation_policy.title}</bdi>
      </p>
      {/* Translated from the policy's parts, as every screen shows it (not the server's English). */}
      <ul className="hb-gd-policy">
        {policyLines(quote.cancellation_policy, t).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </>
  );
}

/**
 * The server's price of exactly what is chosen (rooms, extras, coupon): every line that
 * applies, the total and the cancellation policy. While a new price is asked the last one
 * stays, marked busy; a failure says where to act (room gone: back to the results).
 */
export function PriceSummary(props: { state: QuoteState; backHref: string }) {
  const t = useT();
  const Heading = useHeading(2);
  const intl = useIntl();
  const headingId = useId();
  const { state } = props;
  const place = state.error ? quoteErrorPlace(state.error) : undefined;
  return (
    <section
      className="hb-card hb-gd-summary"
      aria-labelledby={headingId}
      aria-busy={state.status === 'loading' ? 'true' : undefined}
    >
      <Heading id={headingId} className="hb-gd-heading">
        {t('booking.summary.title')}
      </Heading>
      <p className="hb-muted hb-small" role="status">
        {state.status === 'loading' || state.status === 'idle' ? t('booking.summary.loading') : ''}
      </p>
      {state.status === 'failed' && state.error && (
        <div role="alert" className="hb-gd-summary-error">
          <p className="hb-error">
            {place === 'rooms'
              ? t('booking.guest.roomUnavailable')
              : place === 'summary'
                ? errorMessage(intl, state.error)
                : t('booking.guest.priceProblem')}
          </p>
          {place === 'rooms' && (
            <StepLink className="hb-link" href={props.backHref}>
              {t('booking.guest.back')}
            </StepLink>
          )}
        </div>
      )}
      {state.quote && state.status !== 'failed' && <QuoteDetails quote={state.quote} />}
    </section>
  );
}
