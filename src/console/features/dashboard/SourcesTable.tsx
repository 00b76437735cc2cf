import type { HotelDashboard } from '../../../api/contract/console/dashboard.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import type { DashboardFormats } from './formats.ts';

/** Where the period's bookings came from: bookings and share of each source. */
export function SourcesTable({
  sources,
  formats,
}: {
  readonly sources: HotelDashboard['sources'];
  readonly formats: DashboardFormats;
}) {
  const t = useCT();
  return (
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
          {sources.map((s) => (
            <tr key={s.source}>
              <th scope="row">{t(`reservations.source.${s.source}`)}</th>
              <td>{formats.count(s.bookings)}</td>
              <td>{formats.percent(s.share)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
