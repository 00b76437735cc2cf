import { OtaNearbyResponseSchema } from '../../api/contract/agency-nearby.ts';
import { useLocale, useT } from '../../i18n/react.tsx';
import { useLoad } from '../load/use-load.ts';
import { addWidgetStyles } from '../styles/widget-css.ts';
import { agencyOrigin, otaFetch } from './ota-fetch.ts';
import { OTA_PATHS } from './ota-paths.ts';

addWidgetStyles(`
.hb-nearby{display:grid;gap:8px;margin-block-start:24px}
.hb-nearby-list{display:grid;gap:8px;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));margin:0;padding:0;list-style:none}
.hb-nearby-hotel{display:grid;gap:2px}
`);

/** The agency site's address on the provider (src/rules/agency-base.ts). */
const AGENCY_SITE = '/ota';

/**
 * "Other hotels nearby" (a hotel with `bw_to_ota_enabled`): the agency catalogue's hotels
 * nearest to this one, each opening its page on the agency site with the same stay, and a link
 * to the agency search of the hotel's area. The links open the agency site in a new tab from
 * the hotel's own page (inline), in place in the hosted app.
 */
export function NearbyHotels({
  hotelCode,
  stay,
  newTab,
}: {
  hotelCode: string;
  /** The stay and guests searched for (`checkin`, `checkout`, `adults`). */
  stay: Readonly<Record<string, string>>;
  newTab: boolean;
}) {
  const t = useT();
  const { locale } = useLocale();
  const origin = agencyOrigin();
  const nearby = useLoad(
    () =>
      otaFetch(
        origin,
        { path: OTA_PATHS.nearby, response: OtaNearbyResponseSchema },
        { params: { code: hotelCode }, query: { limit: '4', locale } },
      ),
    [origin, hotelCode, locale],
  ).value?.data;
  if (!nearby || nearby.hotels.length === 0) return null;
  const query = new URLSearchParams(stay).toString();
  const target = newTab ? { target: '_blank', rel: 'noopener' } : {};
  const more = new URLSearchParams({ ...stay, area: nearby.area.code });
  return (
    <section className="hb-nearby" aria-labelledby="hb-nearby-title">
      <h2 id="hb-nearby-title" className="hb-results-heading">
        {t('agency.nearby.title')}
      </h2>
      <ul className="hb-nearby-list">
        {nearby.hotels.map((hotel) => (
          <li key={hotel.code} className="hb-card hb-nearby-hotel">
            <a
              className="hb-link"
              href={`${origin}${AGENCY_SITE}/hotels/${encodeURIComponent(hotel.code)}${query ? `?${query}` : ''}`}
              {...target}
            >
              <bdi>{hotel.name}</bdi>
            </a>
            <span className="hb-muted">
              <bdi>{hotel.area.name}</bdi>
              {' · '}
              {t('agency.nearby.distance', { distance: hotel.distance_km })}
            </span>
          </li>
        ))}
      </ul>
      <a className="hb-link" href={`${origin}${AGENCY_SITE}/search-hotels?${more}`} {...target}>
        {t('agency.nearby.more', { area: nearby.area.name })}
      </a>
    </section>
  );
}
