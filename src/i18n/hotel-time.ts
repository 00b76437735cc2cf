import type { AppIntl } from './create-intl.ts';

/**
 * A moment (a lottery's closing, result and booking deadline; a payment link's end) as the
 * hotel's clock reads it, with the zone named ("Dec 13, 2026, 3:12 PM GMT+9"; "2026年12月13日
 * 15:12 JST"): the e-mails give the hotel's time, so the page must too, whatever the viewer's
 * own zone. The fields are spelled out because `Intl.DateTimeFormat` refuses `timeZoneName`
 * beside `dateStyle`/`timeStyle` (formatjs then answers the raw `Date#toString()` in UTC).
 */
export function hotelTime(intl: AppIntl, iso: string, timeZone: string): string {
  return intl.formatDate(new Date(iso), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  });
}
