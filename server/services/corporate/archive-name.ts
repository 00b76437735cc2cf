import tinydate from 'tinydate';
import { safeFileName } from './zip.ts';

const pad = (value: number) => String(value).padStart(2, '0');

/** tinydate's fields read in UTC: the instant given is already the wall clock (below). */
const stamp = tinydate('{YYYY}{MM}{DD}-{HH}{mm}{ss}', {
  YYYY: (d) => d.getUTCFullYear(),
  MM: (d) => pad(d.getUTCMonth() + 1),
  DD: (d) => pad(d.getUTCDate()),
  HH: (d) => pad(d.getUTCHours()),
  mm: (d) => pad(d.getUTCMinutes()),
  ss: (d) => pad(d.getUTCSeconds()),
});

/** The wall clock of `at` in `timeZone`, as the UTC fields of a Date. */
function wallClock(at: Date, timeZone: string): Date {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  return new Date(
    Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')),
  );
}

/**
 * The name of a corporate download (`reservations-2026-H1-20261129-165800.zip`): the filter,
 * then when it was made on the hotel's clock. Each download has its own password, and its
 * e-mail names the file, so two downloads never share a name (to the second) and the admin can
 * tell which password opens which file.
 */
export function archiveFileName(filter: string, at: Date, timeZone: string): string {
  const parts = ['reservations', filter, stamp(wallClock(at, timeZone))].filter(Boolean);
  return safeFileName(`${parts.join('-')}.zip`);
}
