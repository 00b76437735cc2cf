import { formatMoney } from '../../../money/format-money.ts';
import { useMemo } from '../../../react.ts';
import { useConsoleIntl } from '../../shared/i18n/ConsoleI18n.tsx';

/** How the dashboards write their figures, in the staff member's language. */
export interface DashboardFormats {
  readonly percent: (value: number) => string;
  readonly count: (value: number) => string;
  /** Amounts in minor units of `currency`. */
  readonly money: (currency: string) => (value: number) => string;
  /** A night or day (`YYYY-MM-DD`) as a short date. */
  readonly day: (date: string) => string;
}

/**
 * The formatters of the hotel's and the brand's dashboards, stable while the language is: a
 * chart redraws when its `format` changes, so `money(currency)` is memoised per currency too.
 */
export function useDashboardFormats(): DashboardFormats {
  const intl = useConsoleIntl();
  return useMemo(() => {
    const monies = new Map<string, (value: number) => string>();
    return {
      percent: (value) => intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 0 }),
      count: (value) => intl.formatNumber(value),
      money: (currency) => {
        let format = monies.get(currency);
        if (!format) {
          format = (value: number) => formatMoney(intl, value, currency);
          monies.set(currency, format);
        }
        return format;
      },
      day: (date) =>
        intl.formatDate(`${date}T00:00:00Z`, { timeZone: 'UTC', month: 'short', day: 'numeric' }),
    };
  }, [intl]);
}
