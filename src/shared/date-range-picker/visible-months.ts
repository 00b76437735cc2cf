import { addMonths, type IsoDate, monthsBetween, startOfMonth } from '../../rules/dates.ts';

/**
 * Below this width (CSS px of the picker itself, not the window) one month is shown; the
 * spec's phones (360 px, and anything up to 992 px wide) fit one month; two months side by
 * side need about 600 px.
 */
export const TWO_MONTHS_MIN_WIDTH = 600;

/** How many months fit a picker this wide. */
export function monthsForWidth(width: number): 1 | 2 {
  return width >= TWO_MONTHS_MIN_WIDTH ? 2 : 1;
}

/** First days of the `count` months shown from `start`. */
export function visibleMonths(start: IsoDate, count: number): IsoDate[] {
  return Array.from({ length: count }, (_, i) => addMonths(startOfMonth(start), i));
}

/**
 * The first visible month after focus moved to `focus`: unchanged while focus stays visible,
 * otherwise shifted just enough (focus becomes the first month when going back, the last when
 * going forward), then kept within `[min, max]`'s months.
 */
export function followFocus(
  start: IsoDate,
  focus: IsoDate,
  count: number,
  min: IsoDate,
  max: IsoDate,
): IsoDate {
  const first = startOfMonth(start);
  const offset = monthsBetween(first, focus);
  let next = first;
  if (offset < 0) next = startOfMonth(focus);
  else if (offset >= count) next = addMonths(startOfMonth(focus), -(count - 1));
  return clampStart(next, count, min, max);
}

/** Keeps a first visible month so that no month before `min` or after `max` would show. */
export function clampStart(start: IsoDate, count: number, min: IsoDate, max: IsoDate): IsoDate {
  const latest = addMonths(startOfMonth(max), -(count - 1));
  const earliest = startOfMonth(min);
  let s = startOfMonth(start);
  if (s > latest) s = latest;
  if (s < earliest) s = earliest;
  return s;
}
