/**
 * Calendar arithmetic on `YYYY-MM-DD` strings (the spec's date format), for the widget and the
 * server alike. Every conversion goes through UTC midnight, so neither the browser's nor the
 * server's time zone nor a daylight-saving change can shift a day: the hotel's calendar is a
 * list of dates, not instants. "Today" is the hotel's, in its own time zone (`hotelToday`).
 */

/** A calendar date as `YYYY-MM-DD`. */
export type IsoDate = string;

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a well-formed, existing date (`2030-02-29` is false). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  return m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}

/** Year, month (1–12) and day of a `YYYY-MM-DD` date. */
export function parts(date: IsoDate): { year: number; month: number; day: number } {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return { year, month, day };
}

/** The date as a `Date` at UTC midnight; format it with `timeZone: 'UTC'`. */
export function toUtcDate(date: IsoDate): Date {
  const { year, month, day } = parts(date);
  return new Date(Date.UTC(year, month - 1, day));
}

/** `YYYY-MM-DD` of a `Date`'s UTC calendar day. */
export function fromUtcDate(date: Date): IsoDate {
  return date.toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` from year, month (1–12) and day; out-of-range parts roll over like `Date.UTC`. */
export function isoDate(year: number, month: number, day: number): IsoDate {
  return fromUtcDate(new Date(Date.UTC(year, month - 1, day)));
}

/** Whether `year` has a 29 February. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month (month 1–12). */
export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 30;
}

/** Adds whole days (negative to go back). */
export function addDays(date: IsoDate, days: number): IsoDate {
  return fromUtcDate(new Date(toUtcDate(date).getTime() + days * DAY_MS));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtcDate(to).getTime() - toUtcDate(from).getTime()) / DAY_MS);
}

/**
 * Adds calendar months keeping the day where it exists and clamping it otherwise, as people
 * expect of "one month later": 31 January + 1 month is 28 (or 29) February.
 */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = parts(date);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = index - y * 12 + 1;
  return isoDate(y, m, Math.min(day, daysInMonth(y, m)));
}

/** The nights of a stay: every date from check-in up to the day before check-out. */
export function stayNights(checkin: IsoDate, checkout: IsoDate): IsoDate[] {
  const nights: IsoDate[] = [];
  for (let d = checkin; d < checkout; d = addDays(d, 1)) nights.push(d);
  return nights;
}

/** The first day of the date's month. */
export function startOfMonth(date: IsoDate): IsoDate {
  return `${date.slice(0, 7)}-01`;
}

/** Day of the week, 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: IsoDate): number {
  return toUtcDate(date).getUTCDay();
}

/** Months from `from`'s month to `to`'s month (days ignored). */
export function monthsBetween(from: IsoDate, to: IsoDate): number {
  const a = parts(from);
  const b = parts(to);
  return (b.year - a.year) * 12 + (b.month - a.month);
}

/** The earlier of two dates. */
export function minDate(a: IsoDate, b: IsoDate): IsoDate {
  return a <= b ? a : b;
}

/** The later of two dates. */
export function maxDate(a: IsoDate, b: IsoDate): IsoDate {
  return a >= b ? a : b;
}

/** `date` limited to `[min, max]` (ISO strings compare in calendar order). */
export function clampDate(date: IsoDate, min: IsoDate, max: IsoDate): IsoDate {
  if (date < min) return min;
  if (date > max) return max;
  return date;
}

/** A wall-clock reading in some time zone. */
export interface LocalTime {
  /** Local calendar date `YYYY-MM-DD`. */
  date: IsoDate;
  /** Local time `HH:MM` (24 h). */
  time: string;
}

/**
 * The hotel's today, `YYYY-MM-DD` in its time zone (booking rules use the hotel's date). An
 * unknown zone falls back to the runtime's own, so a misconfigured hotel still gets a date.
 * (Kept apart from `localTime`, which the widget does not need, to keep the first screen small.)
 */
export function hotelToday(timeZone: string | undefined, now = new Date()): IsoDate {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  } catch {
    return new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  }
}

/** One formatter per time zone: making one costs far more than using it (each search asks). */
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

/**
 * Wall-clock date and time of an instant in an IANA time zone. Hotels decide "today" and
 * "midnight" in their own zone, not the server's.
 */
export function localTime(now: Date, timeZone: string): LocalTime {
  const parts = wallClockFormat(timeZone).formatToParts(now);
  const get = (type: string): string => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    time: `${get('hour')}:${get('minute')}`,
  };
}
