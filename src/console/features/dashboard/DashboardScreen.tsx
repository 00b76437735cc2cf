import type { HotelDashboard } from '../../../api/contract/console/dashboard.ts';
import { getHotelDashboard } from '../../../api/contract/endpoints/console-dashboard.ts';
import { useMemo, useState } from '../../../react.ts';
import type { ConsoleScreenProps } from '../../routes.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../shared/load/use-load.ts';
import { Chart } from './Chart.tsx';
import { useDashboardStyles } from './dashboard-css.ts';
import { useDashboardFormats } from './formats.ts';
import { SourcesTable } from './SourcesTable.tsx';
import { type DashboardWindow, WindowSelect } from './WindowSelect.tsx';

/**
 * `/hotels/:hotel/dashboard`: the next 30 or 90 nights (occupancy, rooms sold, revenue, ADR),
 * bookings and cancellations per day over as many past days, and where bookings came from; in
 * the hotel's currency. Each chart has its numbers as a table.
 */
export function DashboardScreen({ params }: ConsoleScreenProps) {
  useDashboardStyles();
  const call = useConsoleCall();
  const hotel = params.hotel ?? '';
  const [nights, setNights] = useState<DashboardWindow>('30');
  const { state, reload } = useLoad(
    (signal) =>
      call(getHotelDashboard, { params: { hotel }, query: { nights }, signal }).then((a) => a.data),
    [call, hotel, nights],
  );
  return (
    <>
      <WindowSelect value={nights} onChange={setNights} />
      <LoadStatus state={state} retry={reload}>
        {(data) => <Figures data={data} />}
      </LoadStatus>
    </>
  );
}

function Figures({ data }: { readonly data: HotelDashboard }) {
  const t = useCT();
  const formats = useDashboardFormats();
  const { percent, count, day } = formats;
  const money = formats.money(data.currency);
  const nightLabels = useMemo(() => data.nights.map((n) => day(n.date)), [data, day]);
  const pickupLabels = useMemo(() => data.pickup.map((d) => day(d.date)), [data, day]);
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
      <SourcesTable sources={data.sources} formats={formats} />
    </>
  );
}
