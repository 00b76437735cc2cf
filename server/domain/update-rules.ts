import type { ReservationStatus, UpdateSettings } from '../../src/api/contract/index.ts';
import { daysBetween } from '../../src/rules/dates.ts';
import { invalid } from './errors.ts';

export interface UpdatableReservation {
  status: ReservationStatus;
  checkin_date: string;
  modified_by_staff: boolean;
  min_nights: number;
}

/**
 * Whether a guest may still change a reservation online, with the reason when not. A booking
 * the hotel staff changed, a cancelled one, and one whose check-in day (hotel time) has come
 * are not updatable (product.md §5–§6).
 */
export function updateSettings(r: UpdatableReservation, today: string): UpdateSettings {
  const no = (reason: string): UpdateSettings => ({ is_active: true, updatable: false, reason });
  if (r.status === 'cancelled') return no('cancelled');
  if (r.modified_by_staff) return no('modified_by_hotel');
  if (r.status === 'payment_pending') return no('payment_pending');
  if (today >= r.checkin_date) return no('checkin_passed');
  return { is_active: true, updatable: true, reason: null };
}

/**
 * Rules of a date/occupancy change (product.md §5 "On update"): the stay keeps at least the
 * original reservation's minimum nights. Plans cannot change, which the update request makes
 * impossible by not accepting plan codes at all.
 */
export function validateUpdate(
  original: UpdatableReservation,
  checkin: string,
  checkout: string,
): void {
  const nights = daysBetween(checkin, checkout);
  if (nights < original.min_nights) {
    throw invalid('checkout_date', `must keep at least ${original.min_nights} nights`);
  }
}
