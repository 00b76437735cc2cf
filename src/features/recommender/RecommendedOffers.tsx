import type { Recommendation } from '../../api/contract/recommender.ts';
import { useIntl, useT } from '../../i18n/react.tsx';
import { formatMoney } from '../../money/format-money.ts';
import { shownRoomPrice } from '../../money/shown-price.ts';
import { useId } from '../../react.ts';
import { useHeading } from '../../shared/embed/heading-levels.ts';
import { paymentTypeError } from '../../shared/payment/payment.ts';
import { RoomPhoto } from '../../shared/rooms/RoomPhoto.tsx';

type Offer = Recommendation[number];

export interface RecommendedOffersProps {
  offers: Recommendation;
  /** The hotel's currency: prices not converted by the server are in it. */
  hotelCurrency: string;
  taxIncluded: boolean;
  onBook(offer: Offer): void;
}

/** One recommended offer: photo, room and plan, what it gives, the price and "Book". */
function OfferCard(props: { offer: Offer; rank: number } & Omit<RecommendedOffersProps, 'offers'>) {
  const t = useT();
  const intl = useIntl();
  const nameId = useId();
  const Name = useHeading(3);
  const { room, plan } = props.offer;
  const price = plan.price ? shownRoomPrice(plan.price, props.hotelCurrency) : null;
  const money = (amount: number) => (price ? formatMoney(intl, amount, price.currency) : '');
  // A currency other than the hotel's books only plans paid online by card (spec §5).
  const ruledOut =
    price !== null &&
    price.currency !== props.hotelCurrency &&
    paymentTypeError(plan.payment_type, [plan], price.currency) !== undefined;
  return (
    <li className="hb-card hb-rec-offer">
      <RoomPhoto room={room} />
      <div className="hb-rec-offer-body">
        <p className="hb-badges">
          <span className="hb-badge hb-rec-rank">
            {t('recommender.rank', { rank: props.rank })}
          </span>
          <span className="hb-badge">{t(`results.payment.${plan.payment_type}`)}</span>
        </p>
        <Name className="hb-rec-offer-title" id={nameId}>
          <bdi>{room.room_type_name}</bdi>
        </Name>
        <p className="hb-rec-plan">
          <bdi>{plan.room_plan_name}</bdi>
        </p>
        <p className="hb-muted hb-small">
          {t('results.roomFacts', { size: room.size_sqm, capacity: room.capacity })}
        </p>
        {price && (
          <p className="hb-price">
            {t('results.perStay', {
              price: money(props.taxIncluded ? price.total : price.withoutTax),
              nights: plan.price?.nights.length ?? 1,
            })}
          </p>
        )}
        {price && (
          <p className="hb-muted hb-small">
            {props.taxIncluded
              ? t('results.taxIncluded')
              : t('results.taxExcluded', { tax: money(price.taxes) })}
          </p>
        )}
        {ruledOut ? (
          <p className="hb-muted hb-small">
            {t('results.cardOnlyInCurrency', {
              currency: price.currency,
              hotelCurrency: props.hotelCurrency,
            })}
          </p>
        ) : (
          <button
            type="button"
            className="hb-btn hb-rec-book"
            aria-describedby={nameId}
            onClick={() => props.onBook(props.offer)}
          >
            {t('recommender.book')}
          </button>
        )}
      </div>
    </li>
  );
}

/** The recommended offers, best first, or a note that nothing fits the answer. */
export function RecommendedOffers(props: RecommendedOffersProps) {
  const t = useT();
  const Title = useHeading(2);
  const { offers, ...rest } = props;
  return (
    <section className="hb-rec-answer" aria-labelledby="hb-rec-answer-title">
      <Title className="hb-results-heading" id="hb-rec-answer-title">
        {t('recommender.answer.title')}
      </Title>
      {offers.length === 0 ? (
        <p className="hb-card hb-empty" role="status">
          {t('recommender.answer.none')}
        </p>
      ) : (
        <>
          <p className="hb-muted" role="status">
            {t('recommender.answer.count', { count: offers.length })}
          </p>
          <ol className="hb-rec-offers">
            {offers.map((offer, index) => (
              <OfferCard
                key={`${offer.room.room_type_code}/${offer.plan.room_plan_code}`}
                offer={offer}
                rank={index + 1}
                {...rest}
              />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
