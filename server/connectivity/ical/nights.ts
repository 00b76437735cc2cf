import { addDays, daysBetween, localTime } from '../../../src/rules/dates.ts';

/** An imported calendar event as node-ical gives it. */
export interface FeedEvent {
  start: Date;
  end?: Date | undefined;
  /** An all-day event (DTSTART;VALUE=DATE): its dates are the calendar's own, no time zone. */
  dateOnly: boolean;
}

/** Events longer than this are cut (a feed's "closed for the season" is still a year at most). */
const MAX_NIGHTS_PER_EVENT = 366;

function dayOf(date: Date, dateOnly: boolean, timeZone: string): string {
  if (dateOnly) {
    // node-ical makes all-day dates local midnight of this process.
    const m = String(date.getMonth() + 1).padStart(2, '0');
    const d = String(date.getDate()).padStart(2, '0');
    return `${date.getFullYear()}-${m}-${d}`;
  }
  return localTime(date, timeZone).date;
}

/**
 * The nights an import feed closes: each event from its first night up to (not including) the
 * day it ends, in the hotel's time zone for timed events; an event ending the day it starts (or
 * without an end) closes its first night. Only nights in [from, until) count.
 */
export function nightsOfEvents(
  events: readonly FeedEvent[],
  timeZone: string,
  from: string,
  until: string,
): string[] {
  const nights = new Set<string>();
  for (const event of events) {
    const first = dayOf(event.start, event.dateOnly, timeZone);
    const end = event.end ? dayOf(event.end, event.dateOnly, timeZone) : first;
    const count = Math.min(Math.max(1, daysBetween(first, end)), MAX_NIGHTS_PER_EVENT);
    for (let i = 0; i < count; i++) {
      const night = addDays(first, i);
      if (night >= from && night < until) nights.add(night);
    }
  }
  return [...nights].sort();
}

/** Consecutive nights as [first night, day after the last) runs, for exported events. */
export function runsOf(nights: readonly string[]): { start: string; end: string }[] {
  const runs: { start: string; end: string }[] = [];
  for (const night of [...nights].sort()) {
    const last = runs.at(-1);
    if (last && last.end === night) last.end = addDays(night, 1);
    else runs.push({ start: night, end: addDays(night, 1) });
  }
  return runs;
}
