import type { CancelReservation } from '../../api/contract/index.ts';
import type { MessageId } from '../../i18n/messages.ts';

export type CancelReason = CancelReservation['reason'];

/** Cancellation reasons of doc 2 §9, in the spec's order, with their labels. */
export const CANCEL_REASONS: readonly {
  readonly value: CancelReason;
  readonly label: MessageId;
}[] = [
  { value: 'trip_plan_change', label: 'manage.reason.tripPlanChange' },
  { value: 'cheaper_elsewhere', label: 'manage.reason.cheaperElsewhere' },
  { value: 'number_of_travellers_change', label: 'manage.reason.travellersChange' },
  { value: 'different_hotel', label: 'manage.reason.differentHotel' },
  { value: 'other', label: 'manage.reason.other' },
];

export const DETAILS_MAX = 255;

/**
 * The cancel request (product.md §3 "Cancel payload"): the reason is required; the free text
 * belongs to 'other' only and is optional there; the fee the guest saw goes along so the server
 * refuses (409) if it rose meanwhile.
 */
export function cancelPayload(
  reason: CancelReason | undefined,
  details: string,
  feeDisplayed: number,
  /** The reservation's `updated_at` the screen was built from (3014 when it changed since). */
  expectedUpdatedAt?: string,
): { ok: true; body: CancelReservation } | { ok: false; error: MessageId } {
  if (!reason) return { ok: false, error: 'manage.cancel.reasonRequired' };
  const text = details.trim();
  if (reason === 'other' && text.length > DETAILS_MAX)
    return { ok: false, error: 'booking.validation.maxLength' };
  return {
    ok: true,
    body: {
      reason,
      ...(reason === 'other' && text ? { details: text } : {}),
      cancellation_fee_displayed: feeDisplayed,
      ...(expectedUpdatedAt ? { expected_updated_at: expectedUpdatedAt } : {}),
    },
  };
}
