import { addMonths, type IsoDate, monthsBetween, startOfMonth } from '../../rules/dates.ts';

/**
 * Two months side by side need this many rem of picker width (720 px at 16 px): day cells of
 * at least 3rem, where the longest compact price of every locale ("‏123.5 ألف ¥" in Arabic)
 * fits on two lines. Narrower pickers (phones, a page zoomed to 200%, or text enlarged to
 * 200%) show one month with cells twice as wide.
 */
export const TWO_MONTHS_MIN_WIDTH_REM = 45;

/**
 * How many months fit a picker `width` px wide when 1rem is `remPx` px. The day cells' text is
 * sized in rem, so a larger root font size (text zoom) needs a wider picker for two months.
 */
export function monthsForWidth(width: number, remPx = 16): 1 | 2 {
  return width >= TWO_MONTHS_MIN_WIDTH_REM * remPx ? 2 : 1;
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
