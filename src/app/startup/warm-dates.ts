import { hotelToday } from '../../rules/dates.ts';

/**
 * Chromium builds its date and time-zone tables on a page's first `Intl.DateTimeFormat`: 12–25
 * ms measured here (later ones take under 1 ms). The first screen makes one as it is drawn (the
 * hotel's today, the date fields), right after the init settings arrive; made while startup waits
 * for the network instead, that cost leaves the path to the form. In a task of its own, after
 * the startup requests have gone out. Nothing else is done: the work would happen anyway.
 */
export function warmDateFormats(): void {
  // `hotelToday()`: the runtime's own time zone; the tables are shared by all zones.
  setTimeout(hotelToday);
}
