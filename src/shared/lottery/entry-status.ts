import type { LotteryEntry, LotteryEntryStatus } from '../../api/contract/lottery.ts';
import type { MessageId } from '../../i18n/messages.ts';

/**
 * How an entry's status reads (product.md §4): registered is "In progress", a declined win
 * reads as a cancelled entry. The lottery screens and the account's entries list share it.
 */
const LOTTERY_STATUS_LABELS: Readonly<Record<LotteryEntryStatus, MessageId>> = {
  registered: 'lottery.status.registered',
  not_winner: 'lottery.status.notWinner',
  winner_reservation_pending: 'lottery.status.pending',
  winner_reservation_pending_declined: 'lottery.status.cancelled',
  winner_reservation_confirmed: 'lottery.status.confirmed',
  winner_reservation_cancelled: 'lottery.status.reservationCancelled',
  registration_cancelled: 'lottery.status.cancelled',
};

/**
 * The status as the member reads it. A win left unbooked past its deadline is declined by the
 * server (`winner_reservation_pending_declined`, as a member's own decline is): it reads that the
 * deadline passed, not "Entry cancelled", which would say the member cancelled.
 */
export const entryStatusLabel = (entry: Pick<LotteryEntry, 'status' | 'lapsed'>): MessageId =>
  entry.lapsed ? 'lottery.status.lapsed' : LOTTERY_STATUS_LABELS[entry.status];

/** Where an entry is looked at: its confirmation page. */
export const entryHref = (hotelCode: string, entry: string): string =>
  `/room-lottery/confirmation/${encodeURIComponent(entry)}?${new URLSearchParams({ code: hotelCode })}`;
