import type { LotteryEntryStatus } from '../../api/contract/lottery.ts';
import type { MessageId } from '../../i18n/messages.ts';

/**
 * How an entry's status reads (product.md §4): registered is "In progress", a declined win
 * reads as a cancelled entry. The lottery screens and the account's entries list share it.
 */
export const LOTTERY_STATUS_LABELS: Readonly<Record<LotteryEntryStatus, MessageId>> = {
  registered: 'lottery.status.registered',
  not_winner: 'lottery.status.notWinner',
  winner_reservation_pending: 'lottery.status.pending',
  winner_reservation_pending_declined: 'lottery.status.cancelled',
  winner_reservation_confirmed: 'lottery.status.confirmed',
  winner_reservation_cancelled: 'lottery.status.reservationCancelled',
  registration_cancelled: 'lottery.status.cancelled',
};

/** A moment (result date, deadline) in the hotel's time zone, with the zone named. */
export function hotelTime(
  formatDate: (date: Date, options: Intl.DateTimeFormatOptions) => string,
  iso: string,
  timeZone: string,
): string {
  return formatDate(new Date(iso), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
    timeZoneName: 'short',
  });
}

/** Where an entry is looked at: its confirmation page. */
export const entryHref = (hotelCode: string, entry: string): string =>
  `/room-lottery/confirmation/${encodeURIComponent(entry)}?${new URLSearchParams({ code: hotelCode })}`;
