import { useAtomValue } from 'jotai';
import { useSearch } from 'wouter';
import type { WidgetConfig } from '../../../loader/widget-api.ts';
import { callEndpoint } from '../../api/client/call-endpoint.ts';
import type { ApiClient } from '../../api/client/types.ts';
import { listBrandHotels } from '../../api/contract/endpoints/brands.ts';
import type { HotelSummary as Facility } from '../../api/contract/index.ts';
import { useIntl, useT } from '../../i18n/react.tsx';
import { formatMoney } from '../../money/format-money.ts';
import { useId, useMemo } from '../../react.ts';
import { hotelToday } from '../../rules/dates.ts';
import { normaliseHotelCode } from '../../rules/hotel-code.ts';
import { useApi } from '../../shared/api/api-context.ts';
import { useEmbed } from '../../shared/embed/embed.ts';
import { useHeading } from '../../shared/embed/heading-levels.ts';
import { StepLink } from '../../shared/embed/StepLink.tsx';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../shared/load/use-load.ts';
import { criteriaFrom } from '../../shared/search/criteria.ts';
import { criteriaParams } from '../../shared/search/criteria-params.ts';
import { initSettingsAtom } from '../../shared/startup/init-state.ts';
import { addWidgetStyles } from '../../shared/styles/widget-css.ts';
import { FACILITIES_CSS } from './facilities-css.ts';

addWidgetStyles(FACILITIES_CSS);

const PER_PAGE = 100;

/** All pages of the brand's hotels, merged (doc 2 §7), priced for the stay. */
export async function loadFacilities(
  api: ApiClient,
  brand: number | string,
  stay: Readonly<Record<string, string>>,
): Promise<Facility[]> {
  const hotels: Facility[] = [];
  for (let page = 1; ; page++) {
    const answer = await callEndpoint(api, listBrandHotels, {
      params: { id: String(brand) },
      query: {
        page,
        per_page: PER_PAGE,
        is_including_lowest_price: true,
        checkin: stay.checkin,
        checkout: stay.checkout,
        adults: stay.adults,
      },
    });
    hotels.push(...answer.data);
    if (page >= answer.meta.total_pages || answer.data.length === 0) return hotels;
  }
}

interface CardProps {
  hotel: Facility;
  params: Record<string, string>;
  /** A full page load: the hosted app reads its hotel from the address at startup only. */
  reload: boolean;
}

function FacilityCard({ hotel, params, reload }: CardProps) {
  const t = useT();
  const intl = useIntl();
  const nameId = useId();
  const Name = useHeading(2);
  const price = hotel.search_lowest_price;
  const href = `/booking/result?${new URLSearchParams({ code: hotel.code, ...params })}`;
  return (
    <li className="hb-fac-item">
      <Name className="hb-fac-name" id={nameId}>
        <bdi>{hotel.name}</bdi>
      </Name>
      <p className="hb-fac-address">
        <bdi>{hotel.address.full_address}</bdi>
      </p>
      <p className="hb-fac-price">
        {price === null || price === undefined
          ? t('fac.noPrice')
          : t('fac.priceFrom', { price: formatMoney(intl, price, hotel.currency) })}
      </p>
      {reload ? (
        <a className="hb-link hb-fac-link" href={href} aria-describedby={nameId}>
          {t('fac.seeRooms')}
        </a>
      ) : (
        <StepLink className="hb-link hb-fac-link" href={href} aria-describedby={nameId}>
          {t('fac.seeRooms')}
        </StepLink>
      )}
    </li>
  );
}

/**
 * /facilities (brand-facility mode): the brand's hotels with name, address and the lowest
 * one-night price for the current search; "See rooms" opens that hotel's results with the
 * same search.
 */
export function FacilitiesScreen({ config }: { config: WidgetConfig }) {
  const api = useApi();
  const hosted = useEmbed().kind === 'hosted';
  const t = useT();
  const Title = useHeading(1);
  const settings = useAtomValue(initSettingsAtom);
  const query = useSearch();
  const params = useMemo(() => {
    const url = Object.fromEntries(new URLSearchParams(query));
    const criteria = criteriaFrom(url, {
      today: hotelToday(settings?.time_zone),
      checkinOffset: settings?.default_search_setting.checkin_date_offset ?? 0,
      order: settings?.default_search_setting.sort_order ?? 'price_low_to_high',
    });
    return criteriaParams(criteria);
  }, [query, settings]);
  const brand = settings?.hotel_brand.id ?? settings?.hotel_brand.code;
  const facilities = useLoad(
    brand === undefined ? null : () => loadFacilities(api, brand, params),
    [api, brand, params],
  );
  const hotels = facilities.value;

  return (
    <section className="hb-fac">
      <Title className="hb-screen-title">{t('fac.title')}</Title>
      <LoadStatus loading={facilities.loading} error={facilities.error} />
      {hotels && hotels.length === 0 && <p>{t('fac.empty')}</p>}
      {hotels && hotels.length > 0 && (
        <ul className="hb-fac-list">
          {hotels.map((hotel) => (
            <FacilityCard
              key={hotel.code}
              hotel={hotel}
              params={params}
              reload={hosted && normaliseHotelCode(hotel.code) !== config.hotelCode}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
