import type { HotelDashboard } from '../../../api/contract/console/dashboard.ts';
import { getHotelDashboard } from '../../../api/contract/endpoints/console-dashboard.ts';
import { formatMoney } from '../../../money/format-money.ts';
import { useMemo, useState } from '../../../react.ts';
import type { ConsoleScreenProps } from '../../routes.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { useConsoleIntl, useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../shared/load/use-load.ts';
import { Chart } from './Chart.tsx';
import { useDashboardStyles } from './dashboard-css.ts';

/**
 * `/hotels/:hotel/dashboard`: the next 30 or 90 nights (occupancy, rooms sold, revenue, ADR),
 * bookings and cancellations per day over as many past days, and where bookings came from; in
 * the hotel's currency. Each chart has its numbers as a table.
 */
export function DashboardScreen({ params }: ConsoleScreenProps) {
  useDashboardStyles();
  const t = useCT();
  const call = useConsoleCall();
  const hotel = params.hotel ?? '';
  const [nights, setNights] = useState<'30' | '90'>('30');
  const { state, reload } = useLoad(
    (signal) =>
      call(getHotelDashboard, { params: { hotel }, query: { nights }, signal }).then((a) => a.data),
    [call, hotel, nights],
  );
  return (
    <>
      <div className="cs-field">
        <label htmlFor="dashboard-window">{t('dashboard.window')}</label>
        <select
          id="dashboard-window"
          value={nights}
          onChange={(event) => setNights(event.currentTarget.value === '90' ? '90' : '30')}
        >
          <option value="30">{t('dashboard.nights', { count: 30 })}</option>
          <option value="90">{t('dashboard.nights', { count: 90 })}</option>
        </select>
      </div>
      <LoadStatus state={state} retry={reload}>
        {(data) => <Figures data={data} />}
      </LoadStatus>
    </>
  );
}

function Figures({ data }: { readonly data: HotelDashboard }) {
  const t = useCT();
  const intl = useConsoleIntl();
  const money = useMemo(
    () => (value: number) => formatMoney(intl, value, data.currency),
    [intl, data.currency],
  );
  const percent = useMemo(
    () => (value: number) =>
      intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 0 }),
    [intl],
  );
  const count = useMemo(() => (value: number) => intl.formatNumber(value), [intl]);
  const day = (date: string) =>
    intl.formatDate(`${date}T00:00:00Z`, { timeZone: 'UTC', month: 'short', day: 'numeric' });
  const nightLabels = useMemo(() => data.nights.map((n) => day(n.date)), [data]);
  const pickupLabels = useMemo(() => data.pickup.map((d) => day(d.date)), [data]);
  const occupancy = useMemo(
    () => [
      {
        label: t('dashboard.occupancy'),
        values: data.nights.map((n) => n.occupancy),
        colour: '#0b5cad',
      },
    ],
    [data, t],
  );
  const sold = useMemo(
    () => [
      {
        label: t('dashboard.roomsSold'),
        values: data.nights.map((n) => n.rooms_sold),
        colour: '#176639',
        bars: true,
      },
    ],
    [data, t],
  );
  const revenue = useMemo(
    () => [
      {
        label: t('dashboard.revenue'),
        values: data.nights.map((n) => n.revenue),
        colour: '#8a4b08',
        bars: true,
      },
      { label: t('dashboard.adr'), values: data.nights.map((n) => n.adr), colour: '#5b2a86' },
    ],
    [data, t],
  );
  const pickup = useMemo(
    () => [
      {
        label: t('dashboard.bookings'),
        values: data.pickup.map((d) => d.bookings),
        colour: '#0b5cad',
        bars: true,
      },
      {
        label: t('dashboard.cancellations'),
        values: data.pickup.map((d) => d.cancellations),
        colour: '#a4161a',
      },
    ],
    [data, t],
  );
  const totals = data.totals;
  return (
    <>
      <ul className="cs-kpis" aria-label={t('dashboard.totals')}>
        <li>
          {t('dashboard.occupancy')}
          <strong>{percent(totals.occupancy)}</strong>
        </li>
        <li>
          {t('dashboard.roomsSold')}
          <strong>{count(totals.rooms_sold)}</strong>
        </li>
        <li>
          {t('dashboard.revenue')}
          <strong>{money(totals.revenue)}</strong>
        </li>
        <li>
          {t('dashboard.adr')}
          <strong>{money(totals.adr)}</strong>
        </li>
        <li>
          {t('dashboard.bookings')}
          <strong>{count(totals.bookings)}</strong>
        </li>
        <li>
          {t('dashboard.cancellations')}
          <strong>{count(totals.cancellations)}</strong>
        </li>
      </ul>
      <Chart
        title={t('dashboard.occupancyTitle')}
        labels={nightLabels}
        series={occupancy}
        format={percent}
      />
      <Chart title={t('dashboard.soldTitle')} labels={nightLabels} series={sold} format={count} />
      <Chart
        title={t('dashboard.revenueTitle')}
        labels={nightLabels}
        series={revenue}
        format={money}
      />
      <Chart
        title={t('dashboard.pickupTitle')}
        labels={pickupLabels}
        series={pickup}
        format={count}
      />
      <section className="cs-chart" aria-labelledby="dashboard-sources">
        <h2 id="dashboard-sources">{t('dashboard.sourcesTitle')}</h2>
        <table className="cs-table">
          <thead>
            <tr>
              <th scope="col">{t('dashboard.source')}</th>
              <th scope="col">{t('dashboard.bookings')}</th>
              <th scope="col">{t('dashboard.share')}</th>
            </tr>
          </thead>
          <tbody>
            {data.sources.map((s) => (
              <tr key={s.source}>
                <th scope="row">{t(`reservations.source.${s.source}`)}</th>
                <td>{count(s.bookings)}</td>
                <td>{percent(s.share)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
