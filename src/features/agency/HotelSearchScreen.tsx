import { useLocation, useSearch } from 'wouter';
import type { WidgetConfig } from '../../../loader/widget-api.ts';
import { OtaHotelSearchResponseSchema } from '../../api/contract/agency.ts';
import { useLocale, useT } from '../../i18n/react.tsx';
import { useMemo } from '../../react.ts';
import { AGENCY_ORDERS } from '../../rules/agency-vocabulary.ts';
import { otaFetch } from '../../shared/agency/ota-fetch.ts';
import { OTA_PATHS } from '../../shared/agency/ota-paths.ts';
import { apiBaseOf } from '../../shared/api/api-base.ts';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../shared/load/use-load.ts';
import { LIST_CSS } from '../../shared/styles/list-css.ts';
import { addWidgetStyles } from '../../shared/styles/widget-css.ts';
import { AssistBox } from './AssistBox.tsx';
import { AGENCY_CSS } from './agency-css.ts';
import { ChipList } from './ChipList.tsx';
import { FiltersForm } from './FiltersForm.tsx';
import { HotelCard } from './HotelCard.tsx';
import { Pager } from './Pager.tsx';
import { apiQuery, hotelPageQuery, readQuery, searchAddress, withChanges } from './search-query.ts';

addWidgetStyles(LIST_CSS);
addWidgetStyles(AGENCY_CSS);

const PER_PAGE = 10;

/**
 * /search-hotels: the agency search across every hotel. The address holds the filters (typed,
 * or understood from an assisted request), shown as chips; the list is sorted and paged, with
 * each hotel's availability and lowest price for the stay. No map: a list reads in every
 * language and with a screen reader.
 */
export function HotelSearchScreen({ config }: { config: WidgetConfig }) {
  const t = useT();
  const { locale } = useLocale();
  const [, navigate] = useLocation();
  const search = useSearch();
  const apiBase = apiBaseOf(config);
  const query = useMemo(() => readQuery(search), [search]);
  const results = useLoad(
    () =>
      otaFetch(
        apiBase,
        { path: OTA_PATHS.search, response: OtaHotelSearchResponseSchema },
        { query: { ...apiQuery(query), per_page: String(PER_PAGE), locale } },
      ),
    [apiBase, search, locale],
  );
  const answer = results.value;
  const stay = hotelPageQuery(query);
  return (
    <section className="hb-agency">
      <h1 className="hb-screen-title">{t('agency.search.title')}</h1>
      <AssistBox apiBase={apiBase} initial={query.request ?? ''} key={`assist-${search}`} />
      <ChipList query={query} />
      <details className="hb-agency-more" open={!query.request}>
        <summary>{t('agency.filters.title')}</summary>
        {/* Keyed by the address: a chip removed or a new request refills the form. */}
        <FiltersForm query={query} full key={search} />
      </details>
      <div className="hb-agency-toolbar">
        <p role="status" className="hb-agency-count">
          {answer ? t('agency.search.count', { count: answer.meta.total_entries }) : ''}
        </p>
        <label className="hb-field hb-agency-order">
          <span className="hb-label">{t('agency.search.order')}</span>
          <select
            className="hb-select"
            value={query.order ?? 'price_low_to_high'}
            onChange={(event) =>
              navigate(searchAddress(withChanges(query, { order: event.currentTarget.value })))
            }
          >
            {AGENCY_ORDERS.map((order) => (
              <option key={order} value={order}>
                {t(`agency.order.${order}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <LoadStatus
        loading={results.loading}
        error={results.error}
        loadingText={t('agency.search.loading')}
      />
      {answer && answer.data.length === 0 && <p>{t('agency.search.empty')}</p>}
      {answer && answer.data.length > 0 && (
        <>
          <h2 className="hb-visually-hidden">{t('agency.search.results')}</h2>
          <ul className="hb-list hb-agency-hotels">
            {answer.data.map((hotel) => (
              <HotelCard key={hotel.code} hotel={hotel} stay={stay} />
            ))}
          </ul>
          <Pager query={query} page={answer.meta.page} pages={answer.meta.total_pages} />
        </>
      )}
    </section>
  );
}
