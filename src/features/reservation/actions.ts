import type { Reservation, UpdateSettings } from '../../api/contract/index.ts';
import type { MessageId } from '../../i18n/messages.ts';

/** Why an action is not offered right now. */
export type BlockReason =
  | 'cancelled'
  | 'modified_by_hotel'
  | 'payment_pending'
  | 'checkin_day'
  | 'checkin_passed'
  | 'inactive'
  | 'unknown';

export type Permission =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly reason: BlockReason };

/** What the guest may do with the reservation now. */
export interface ManageActions {
  /** New dates or guests (update settings `updatable`). */
  readonly change: Permission;
  /** Guest details (same rule as a change: the server checks `updatable`). */
  readonly guests: Permission;
  readonly cancel: Permission;
}

const KNOWN: ReadonlySet<string> = new Set([
  'cancelled',
  'modified_by_hotel',
  'payment_pending',
  'checkin_passed',
]);

const yes: Permission = { allowed: true };
const no = (reason: BlockReason): Permission => ({ allowed: false, reason });

/** The server's `reason` of update settings as one of ours (unknown text stays 'unknown'). */
function settingsReason(settings: UpdateSettings): BlockReason {
  if (!settings.is_active) return 'inactive';
  const reason = settings.reason ?? '';
  return KNOWN.has(reason) ? (reason as BlockReason) : 'unknown';
}

/**
 * The actions of the reservation page (product.md §5–§6). Changes follow the server's update
 * settings. Cancelling mirrors the server's cancel rules: not twice, not when the hotel staff
 * changed the booking, and not online on or after the check-in day (hotel time, `today`).
 * Without settings (their call failed) changes are not offered; cancelling still is, the
 * server has the last word.
 */
export function manageActions(
  reservation: Pick<Reservation, 'status' | 'checkin_date'>,
  settings: UpdateSettings | undefined,
  today: string,
): ManageActions {
  const change: Permission = !settings
    ? no('unknown')
    : settings.is_active && settings.updatable
      ? yes
      : no(settingsReason(settings));
  let cancel: Permission = yes;
  if (reservation.status === 'cancelled') cancel = no('cancelled');
  else if (settings?.reason === 'modified_by_hotel') cancel = no('modified_by_hotel');
  else if (today === reservation.checkin_date) cancel = no('checkin_day');
  else if (today > reservation.checkin_date) cancel = no('checkin_passed');
  return { change, guests: change, cancel };
}

/** The sentence explaining a blocked action. */
export function blockMessage(reason: BlockReason): MessageId {
  switch (reason) {
    case 'cancelled':
      return 'manage.blocked.cancelled';
    case 'modified_by_hotel':
      return 'manage.blocked.modifiedByHotel';
    case 'payment_pending':
      return 'manage.blocked.paymentPending';
    case 'checkin_day':
      return 'manage.blocked.checkinDay';
    case 'checkin_passed':
      return 'manage.blocked.checkinPassed';
    case 'inactive':
      return 'manage.blocked.inactive';
    default:
      return 'manage.blocked.unknown';
  }
}
