import { useRouter } from 'wouter';
import type { OtaHotel } from '../../api/contract/agency.ts';
import { useIntl, useLocale, useT } from '../../i18n/react.tsx';
import { formatMoney } from '../../money/format-money.ts';
import { useId } from '../../react.ts';
import { amenityName } from './vocabulary-names.ts';

/**
 * One hotel of the agency search: photo, name, area, rating, amenities and the lowest price
 * for the stay (or a night's "from" price without dates). Its link is a full page load: the
 * hotel page starts the single-hotel app for that hotel (its settings, session and rooms).
 */
export function HotelCard({ hotel, stay }: { hotel: OtaHotel; stay: string }) {
  const t = useT();
  const intl = useIntl();
  const { locale } = useLocale();
  const { base } = useRouter();
  const nameId = useId();
  const price = formatMoney(intl, hotel.lowest_price.total_price, hotel.currency);
  const href = `${base}/hotels/${encodeURIComponent(hotel.code)}${stay ? `?${stay}` : ''}`;
  const photo = hotel.photos[0];
  return (
    <li className="hb-agency-hotel hb-card">
      {photo ? (
        <img className="hb-agency-photo" src={photo.url} alt={photo.alt} loading="lazy" />
      ) : (
        <div className="hb-agency-photo" />
      )}
      <div className="hb-agency-hotel-body">
        <h3 className="hb-agency-hotel-name" id={nameId}>
          <bdi>{hotel.name}</bdi>
        </h3>
        <p className="hb-muted">
          <bdi>{hotel.area.name}</bdi>
          {' · '}
          {t('agency.hotel.rating', { rating: hotel.rating, count: hotel.review_count })}
        </p>
        {hotel.amenities.length > 0 && (
          <p className="hb-agency-amenity-line">
            {hotel.amenities.map((a) => amenityName(a, locale)).join(' · ')}
          </p>
        )}
        <p className="hb-agency-price">
          {hotel.lowest_price.nights > 0
            ? t('agency.hotel.priceStay', { price, nights: hotel.lowest_price.nights })
            : t('agency.hotel.priceFrom', { price })}
        </p>
        {hotel.rooms_left !== null && hotel.rooms_left < 5 && (
          <p className="hb-agency-left">
            {t('agency.hotel.roomsLeft', { count: hotel.rooms_left })}
          </p>
        )}
        <a className="hb-btn hb-agency-see" href={href} aria-describedby={nameId}>
          {t('agency.hotel.see')}
        </a>
      </div>
    </li>
  );
}
