import { Link } from 'wouter';
import type { HotelDashboard } from '../../../api/contract/console/dashboard.ts';
import { getBrandDashboard } from '../../../api/contract/endpoints/console-dashboard.ts';
import { useMemo, useState } from '../../../react.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../shared/load/use-load.ts';
import { brandSources, byCurrency, sharedDates, valuesOn } from './brand-figures.ts';
import { Chart, type ChartSeries } from './Chart.tsx';
import { useDashboardStyles } from './dashboard-css.ts';
import { type DashboardFormats, useDashboardFormats } from './formats.ts';
import { SourcesTable } from './SourcesTable.tsx';
import { type DashboardWindow, WindowSelect } from './WindowSelect.tsx';

/** One colour per hotel's line, in turn (a brand with more hotels reuses them). */
const COLOURS = ['#0b5cad', '#176639', '#8a4b08', '#5b2a86', '#a4161a', '#00695c', '#6d4c41'];

/**
 * `/dashboard`: every hotel the staff member may see (all of the brand's, or only those their
 * access names; the server decides), side by side: each hotel's totals of the period in its own
 * currency, occupancy, rooms sold, revenue (one chart per currency), pickup and cancellations per
 * hotel, and the sources of all their bookings. The hotel's dashboard's parts, each chart with
 * its numbers as a table.
 */
export function BrandDashboardScreen() {
  useDashboardStyles();
  const t = useCT();
  const call = useConsoleCall();
  const [nights, setNights] = useState<DashboardWindow>('30');
  const { state, reload } = useLoad(
    (signal) => call(getBrandDashboard, { query: { nights }, signal }).then((a) => a.data.hotels),
    [call, nights],
  );
  return (
    <>
      <p>{t('dashboard.brandIntro')}</p>
      <WindowSelect value={nights} onChange={setNights} />
      <LoadStatus state={state} retry={reload}>
        {(hotels) =>
          hotels.length === 0 ? <p>{t('dashboard.brandNone')}</p> : <BrandFigures hotels={hotels} />
        }
      </LoadStatus>
    </>
  );
}

/** A series per hotel of one figure over the dates all of them have. */
function perHotel<T extends { readonly date: string }>(
  hotels: readonly HotelDashboard[],
  rows: (hotel: HotelDashboard) => readonly T[],
  pick: (row: T) => number,
): { dates: string[]; series: ChartSeries[] } {
  const dates = sharedDates(hotels.map(rows));
  return {
    dates,
    series: hotels.map((hotel, i) => ({
      label: hotel.hotel_name,
      values: valuesOn(rows(hotel), dates, pick),
      colour: COLOURS[i % COLOURS.length] ?? '#0b5cad',
    })),
  };
}

function BrandFigures({ hotels }: { readonly hotels: readonly HotelDashboard[] }) {
  const t = useCT();
  const formats = useDashboardFormats();
  const { percent, count, day, money } = formats;
  const charts = useMemo(() => {
    const nights = (hotel: HotelDashboard) => hotel.nights;
    const pickup = (hotel: HotelDashboard) => hotel.pickup;
    const chart = (
      title: string,
      { dates, series }: { dates: string[]; series: ChartSeries[] },
      format: (value: number) => string,
    ) => ({ title, labels: dates.map(day), series, format });
    return [
      chart(
        t('dashboard.brandOccupancyTitle'),
        perHotel(hotels, nights, (n) => n.occupancy),
        percent,
      ),
      chart(
        t('dashboard.brandSoldTitle'),
        perHotel(hotels, nights, (n) => n.rooms_sold),
        count,
      ),
      ...byCurrency(hotels).map((group) =>
        chart(
          t('dashboard.brandRevenueTitle', { currency: group.currency }),
          perHotel(group.hotels, nights, (n) => n.revenue),
          money(group.currency),
        ),
      ),
      chart(
        t('dashboard.brandPickupTitle'),
        perHotel(hotels, pickup, (d) => d.bookings),
        count,
      ),
      chart(
        t('dashboard.brandCancellationsTitle'),
        perHotel(hotels, pickup, (d) => d.cancellations),
        count,
      ),
    ];
  }, [hotels, t, day, percent, count, money]);
  const sources = useMemo(() => brandSources(hotels), [hotels]);
  return (
    <>
      <HotelTotals hotels={hotels} formats={formats} />
      {charts.map((c) => (
        <Chart
          key={c.title}
          title={c.title}
          labels={c.labels}
          series={c.series}
          format={c.format}
        />
      ))}
      <SourcesTable sources={sources} formats={formats} />
    </>
  );
}

/** Each hotel's totals of the period, in its own currency; its name opens its dashboard. */
function HotelTotals({
  hotels,
  formats,
}: {
  readonly hotels: readonly HotelDashboard[];
  readonly formats: DashboardFormats;
}) {
  const t = useCT();
  const { percent, count, money } = formats;
  return (
    <section className="cs-chart" aria-labelledby="dashboard-hotels">
      <h2 id="dashboard-hotels">{t('dashboard.hotelsTitle')}</h2>
      <div className="cs-table-wrap">
        <table className="cs-table">
          <thead>
            <tr>
              <th scope="col">{t('dashboard.hotel')}</th>
              <th scope="col">{t('dashboard.occupancy')}</th>
              <th scope="col">{t('dashboard.roomsSold')}</th>
              <th scope="col">{t('dashboard.revenue')}</th>
              <th scope="col">{t('dashboard.adr')}</th>
              <th scope="col">{t('dashboard.bookings')}</th>
              <th scope="col">{t('dashboard.cancellations')}</th>
            </tr>
          </thead>
          <tbody>
            {hotels.map((hotel) => (
              <tr key={hotel.hotel_code}>
                <th scope="row">
                  <Link href={`/hotels/${hotel.hotel_code}/dashboard`}>{hotel.hotel_name}</Link>
                </th>
                <td>{percent(hotel.totals.occupancy)}</td>
                <td>{count(hotel.totals.rooms_sold)}</td>
                <td>{money(hotel.currency)(hotel.totals.revenue)}</td>
                <td>{money(hotel.currency)(hotel.totals.adr)}</td>
                <td>{count(hotel.totals.bookings)}</td>
                <td>{count(hotel.totals.cancellations)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
