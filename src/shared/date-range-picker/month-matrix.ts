import { addDays, daysInMonth, type IsoDate, isoDate, parts } from '../../rules/dates.ts';
import { columnOf, type Weekday } from './week-start.ts';

/** One week row of a month grid; `null` pads days of the neighbouring months. */
export type WeekRow = readonly (IsoDate | null)[];

/**
 * The weeks of the month containing `date`, each exactly seven cells, starting on
 * `weekStart`. Cells outside the month are `null` so a grid shows one month only.
 */
export function monthMatrix(date: IsoDate, weekStart: Weekday): WeekRow[] {
  const { year, month } = parts(date);
  const first = isoDate(year, month, 1);
  const length = daysInMonth(year, month);
  const lead = columnOf(first, weekStart);
  const cells: (IsoDate | null)[] = Array.from({ length: lead }, () => null);
  for (let d = 0; d < length; d += 1) cells.push(addDays(first, d));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: WeekRow[] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
