import { dayOfWeek, type IsoDate } from '../../rules/dates.ts';

/** A day of the week, 0 = Sunday … 6 = Saturday (as `Date#getUTCDay`). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

interface WeekInfo {
  readonly firstDay: number;
}

/** `Intl.Locale` as implemented: `getWeekInfo()` (newer engines) or the older `weekInfo`. */
type LocaleWithWeekInfo = Intl.Locale & {
  readonly getWeekInfo?: () => WeekInfo;
  readonly weekInfo?: WeekInfo;
};

/**
 * The first day of the week where `Intl` cannot tell: Saturday for Arabic, Sunday for the
 * other languages the widget ships (en, ja, ko, zh, th, id).
 */
export function fallbackWeekStart(tag: string): Weekday {
  return tag.toLowerCase().split(/[-_]/)[0] === 'ar' ? 6 : 0;
}

/**
 * The first day of the week for a BCP 47 tag, from `Intl.Locale` week info where the engine
 * has it (CLDR data: Monday for zh-Hans, Saturday for ar), else {@link fallbackWeekStart}.
 */
export function weekStartFor(tag: string): Weekday {
  try {
    const locale = new Intl.Locale(tag) as LocaleWithWeekInfo;
    const info = locale.getWeekInfo?.() ?? locale.weekInfo;
    // weekInfo counts 1 = Monday … 7 = Sunday; ours counts from Sunday = 0.
    if (info && info.firstDay >= 1 && info.firstDay <= 7) return (info.firstDay % 7) as Weekday;
  } catch {
    // An engine without Intl.Locale or an odd tag: use the table below.
  }
  return fallbackWeekStart(tag);
}

/** The seven weekdays in display order, starting at `weekStart`. */
export function weekdayOrder(weekStart: Weekday): Weekday[] {
  return Array.from({ length: 7 }, (_, i) => ((weekStart + i) % 7) as Weekday);
}

/** Position of a date in a week that starts on `weekStart` (0 = first column). */
export function columnOf(date: IsoDate, weekStart: Weekday): number {
  return (dayOfWeek(date) - weekStart + 7) % 7;
}
