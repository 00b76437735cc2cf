import type { AppIntl } from '../../i18n/create-intl.ts';
import { fullDate } from '../../shared/date-range-picker/labels.ts';

/**
 * A calendar day as every account screen shows it (stays, point history, validity and expiry
 * of points, coupons and vouchers, allowance periods, lottery stays): the long form with the
 * weekday, "Sunday, November 29, 2026" / "2026年11月29日日曜日", the one a screen reader also hears
 * in the calendar. One helper, so no account screen falls back to a numeric form ("2027/05/28"
 * in Japanese) while another spells the day out. Takes a date or an instant (its day as the
 * server writes it). Moments with a time of day are not days: those use hotelTime.
 */
export const accountDate = (intl: AppIntl, date: string): string =>
  fullDate(intl, date.slice(0, 10));
