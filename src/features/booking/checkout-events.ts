import { currencyDecimals } from '../../money/format-money.ts';
import type { DataLayerEvent } from '../../shared/search/analytics.ts';
import type { BookingDraft } from './draft.ts';

type CheckoutDraft = Pick<
  BookingDraft,
  'hotelCode' | 'checkin' | 'checkout' | 'rooms' | 'paymentType' | 'currency' | 'shownTotal'
>;

/**
 * The data-layer event of a checkout step, in GA4's ecommerce shape: `begin_checkout` when a
 * booking reaches guest details, `add_payment_info` when the guest books on the payment step.
 * What is bought only, one item per room (its room type and plan codes); never the guest's
 * details. `value` (major units) once a total was shown.
 */
export function checkoutEvent(
  event: 'begin_checkout' | 'add_payment_info',
  draft: CheckoutDraft,
): DataLayerEvent {
  const decimals = currencyDecimals(draft.currency);
  return {
    event,
    hotel_code: draft.hotelCode,
    currency: draft.currency,
    ...(draft.shownTotal === null ? {} : { value: draft.shownTotal / 10 ** decimals }),
    payment_type: draft.paymentType,
    checkin_date: draft.checkin,
    checkout_date: draft.checkout,
    items: draft.rooms.map((room) => ({
      item_id: `${room.room_type_code}/${room.room_plan_code}`,
      quantity: 1,
    })),
  };
}

/** Drafts whose `begin_checkout` was reported in this page (once per booking, not per visit). */
const begun = new Set<string>();

/** True the first time a draft (its idempotency key) begins checkout in this page. */
export function firstCheckout(draft: Pick<BookingDraft, 'idempotencyKey'>): boolean {
  if (begun.has(draft.idempotencyKey)) return false;
  begun.add(draft.idempotencyKey);
  return true;
}
