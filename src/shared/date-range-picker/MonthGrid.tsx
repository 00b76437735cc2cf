import { useIntl } from '../../i18n/react.tsx';
import { useId, useMemo } from '../../react.ts';
import type { IsoDate } from '../../rules/dates.ts';
import { type AvailabilityMap, availabilityLevel } from './availability.ts';
import { dayLabel } from './day-label.ts';
import { dayNumber, monthTitle, weekdayName } from './labels.ts';
import { monthMatrix } from './month-matrix.ts';
import { isPickable, rangePosition } from './pick.ts';
import { compactPrice } from './price-labels.ts';
import type { CalendarLimits, DateRange } from './range.ts';
import { type Weekday, weekdayOrder } from './week-start.ts';

/** Props of {@link MonthGrid}. */
export interface MonthGridProps {
  /** Any day of the month to show. */
  readonly month: IsoDate;
  readonly weekStart: Weekday;
  /** The one day that is in the tab order (roving tabindex). */
  readonly focus: IsoDate;
  readonly today: IsoDate;
  readonly value: DateRange | null;
  /** Check-in picked, check-out not yet. */
  readonly pending: IsoDate | null;
  readonly limits: CalendarLimits;
  readonly availability: AvailabilityMap | undefined;
  readonly single: boolean;
  /** Id of the keyboard help the grid is described by. */
  readonly helpId: string;
  readonly onPick: (day: IsoDate) => void;
}

/**
 * One month as a `role="grid"`: weekday column headers in the locale's week order,
 * each day a button in its grid cell. The accessible name of a day says everything the
 * compact cell shows (price, few rooms left, sold out) in full words.
 */
export function MonthGrid(props: MonthGridProps) {
  const { month, weekStart, focus, today, value, pending, limits, availability, single } = props;
  const intl = useIntl();
  const titleId = useId();
  const weeks = useMemo(() => monthMatrix(month, weekStart), [month, weekStart]);
  const days = useMemo(
    () => weekdayOrder(weekStart).map((d) => ({ day: d, ...weekdayName(intl, d) })),
    [intl, weekStart],
  );

  return (
    <div className="hb-cal-month">
      <h3 className="hb-cal-month__title" id={titleId}>
        {monthTitle(intl, month)}
      </h3>
      <table
        className="hb-cal-grid"
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a table with role=grid is the WAI-ARIA APG date picker's own markup
        role="grid"
        aria-labelledby={titleId}
        aria-describedby={props.helpId}
      >
        <thead>
          <tr>
            {days.map((d) => (
              <th key={d.day} scope="col" abbr={d.long}>
                <span aria-hidden="true">{d.short}</span>
                <span className="hb-visually-hidden">{d.long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find((d) => d !== null) ?? ''}>
              {week.map((day, i) => {
                if (day === null) return <td key={`pad-${i}`} />;
                // A day before today is past, never "sold out", whatever the
                // calendar answer says of it.
                const isPast = day < today;
                const info = isPast ? undefined : availability?.get(day);
                const level = isPast ? 'past' : availabilityLevel(info);
                const position = rangePosition(day, value, pending);
                const pickable = isPickable(pending, day, limits, availability, single);
                const label = dayLabel(intl, day, {
                  position,
                  isToday: day === today,
                  isPast,
                  pickable,
                  availability: info,
                });
                return (
                  // biome-ignore lint/a11y/useAriaPropsSupportedByRole: inside role=grid a td is a gridcell, which supports aria-selected
                  <td key={day} aria-selected={position === 'none' ? 'false' : 'true'}>
                    <button
                      type="button"
                      className="hb-cal-day"
                      data-date={day}
                      data-range={position === 'none' ? undefined : position}
                      data-level={level === 'unknown' || level === 'available' ? undefined : level}
                      tabIndex={day === focus ? 0 : -1}
                      aria-disabled={pickable ? undefined : 'true'}
                      aria-current={day === today ? 'date' : undefined}
                      onClick={() => props.onPick(day)}
                    >
                      <span className="hb-cal-day__num" aria-hidden="true">
                        {dayNumber(intl, day)}
                      </span>
                      <span className="hb-cal-day__info" aria-hidden="true">
                        {level === 'soldOut'
                          ? '×'
                          : info?.lowestPrice !== undefined
                            ? compactPrice(intl, info.lowestPrice, info.currency)
                            : ''}
                      </span>
                      <span className="hb-visually-hidden">{label}</span>
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
