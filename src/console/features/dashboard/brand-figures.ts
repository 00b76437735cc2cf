import type { HotelDashboard } from '../../../api/contract/console/dashboard.ts';

type Dated = { readonly date: string };

/**
 * The dates every hotel has a figure for, in order. Each hotel's window starts at its own
 * today, so a hotel whose day has already turned lacks the first date of another's: a date
 * some hotel lacks is left out rather than drawn as a made-up zero.
 */
export function sharedDates(lists: readonly (readonly Dated[])[]): string[] {
  const [first, ...rest] = lists;
  if (!first) return [];
  const others = rest.map((list) => new Set(list.map((row) => row.date)));
  return first.map((row) => row.date).filter((date) => others.every((set) => set.has(date)));
}

/** One hotel's figure on each of `dates` (dates it has: see {@link sharedDates}). */
export function valuesOn<T extends Dated>(
  rows: readonly T[],
  dates: readonly string[],
  pick: (row: T) => number,
): number[] {
  const byDate = new Map(rows.map((row) => [row.date, pick(row)]));
  return dates.map((date) => byDate.get(date) ?? 0);
}

/** The brand's sources: every hotel's bookings per source added up, largest first. */
export function brandSources(hotels: readonly HotelDashboard[]): HotelDashboard['sources'] {
  const totals = new Map<HotelDashboard['sources'][number]['source'], number>();
  for (const hotel of hotels) {
    for (const s of hotel.sources) totals.set(s.source, (totals.get(s.source) ?? 0) + s.bookings);
  }
  const all = [...totals.values()].reduce((sum, n) => sum + n, 0);
  return [...totals]
    .map(([source, bookings]) => ({ source, bookings, share: all > 0 ? bookings / all : 0 }))
    .sort((a, b) => b.bookings - a.bookings || a.source.localeCompare(b.source));
}

/**
 * The hotels grouped by currency, in the order they first appear: money is never added up or
 * drawn on one axis across currencies.
 */
export function byCurrency(
  hotels: readonly HotelDashboard[],
): { currency: string; hotels: HotelDashboard[] }[] {
  const groups = new Map<string, HotelDashboard[]>();
  for (const hotel of hotels) {
    const group = groups.get(hotel.currency);
    if (group) group.push(hotel);
    else groups.set(hotel.currency, [hotel]);
  }
  return [...groups].map(([currency, members]) => ({ currency, hotels: members }));
}
