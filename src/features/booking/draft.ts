import { atom } from 'jotai';
import type { PaymentType } from '../../api/contract/common.ts';
import type { BookExtra, BookRoom } from '../../api/contract/reservation.ts';
import type { GuestFormValues } from '../../shared/guest/guest-form.ts';

/** One answer as the guest types it (question id → text, times, counts, attachments). */
export interface DraftAnswer {
  question_id: string;
  text?: string;
  checkin_time?: string;
  checkout_time?: string;
  men_count?: number;
  women_count?: number;
  /** Ids answered by `POST /file_attachments` for this question's images. */
  attachment_ids?: string[];
}

/** What the guest typed on the guest-detail step (kept as typed: nothing is lost on errors). */
export type DraftGuest = { -readonly [K in keyof GuestFormValues]: GuestFormValues[K] };

/**
 * The booking in progress, from "Continue" on the results to the payment answer. It is the one
 * source of truth for the guest-detail and payment steps and is saved to session storage after
 * every change (booking-storage.ts), so a reload within 10 minutes continues where it stopped.
 * Card data is never part of it.
 */
export interface BookingDraft {
  hotelCode: string;
  checkin: string;
  checkout: string;
  /** One entry per room booked, in the shape `POST /reservations` takes. */
  rooms: BookRoom[];
  /**
   * The extras the booked plans include, from the search answer "Continue" started from
   * (included-extras.ts); absent for drafts made elsewhere, whose extras section asks the server.
   */
  includedExtraIds?: string[];
  /** The one payment method the selected plans share (spec §5). */
  paymentType: PaymentType;
  /** Currency the results were shown in (the header's choice). */
  currency: string;
  guest: DraftGuest;
  extras: BookExtra[];
  answers: DraftAnswer[];
  /** The one coupon applied, or null (spec §5: one code at a time). */
  couponCode: string | null;
  /** Points a signed-in member spends on this booking (0 or absent: none; product.md §5). */
  spendingPoint?: number;
  /**
   * The voucher redeemed (`voucher_coupon_code`), null for none; undefined until the
   * guest-detail step looked at the search (a voucher mode search carries one).
   */
  voucherCode?: string | null;
  specialRequest: string;
  marketingOptIn: boolean;
  /**
   * Sent as the `Idempotency-Key` of `POST /reservations`: created once per draft so double
   * clicks, retries after a network drop and a second tab all get the same reservation.
   */
  idempotencyKey: string;
  /** The total the guest was shown last (minor units), sent as `expected_total_price`. */
  shownTotal: number | null;
  /** Where the guest is: 'guest-detail' then 'payment'. */
  step: 'guest-detail' | 'payment';
  /**
   * The results address (query string without `?`) the booking started from, so "back to the
   * rooms" returns to the same search even after a reload.
   */
  searchQuery?: string;
  /**
   * The member whose profile filled the guest details (once: a field the guest empties after
   * that stays empty).
   */
  memberPrefill?: number;
  /**
   * A lottery winner's booking of the won stay: the entry number sent as
   * `lottery_result.entry_number`; the finished booking opens /room-lottery/complete.
   */
  lotteryEntry?: string;
}

/** The draft of this widget instance; null before "Continue" (or after a finished booking). */
export const bookingDraftAtom = atom<BookingDraft | null>(null);
