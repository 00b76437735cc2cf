import { DASHBOARD_WINDOWS } from '../../../api/contract/console/dashboard.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';

export type DashboardWindow = (typeof DASHBOARD_WINDOWS)[number];

/** The dashboards' period: the next 30 or 90 nights (and as many past days of pickup). */
export function WindowSelect({
  value,
  onChange,
}: {
  readonly value: DashboardWindow;
  readonly onChange: (value: DashboardWindow) => void;
}) {
  const t = useCT();
  return (
    <div className="cs-field">
      <label htmlFor="dashboard-window">{t('dashboard.window')}</label>
      <select
        id="dashboard-window"
        value={value}
        onChange={(event) => {
          const chosen = DASHBOARD_WINDOWS.find((w) => w === event.currentTarget.value);
          if (chosen) onChange(chosen);
        }}
      >
        {DASHBOARD_WINDOWS.map((w) => (
          <option key={w} value={w}>
            {t('dashboard.nights', { count: Number(w) })}
          </option>
        ))}
      </select>
    </div>
  );
}
