import { catalogueEntry } from '../../../api/errors/catalogue.ts';
import { paymentErrorFor } from '../rules/payment-errors.ts';

/** What the fail page says, from its query (product.md §2). */
export interface FailInfo {
  /** The message id explaining the code (payment table, catalogue, or the generic one). */
  messageId: string;
  /** The code as given, shown for support calls; null when absent. */
  code: string | null;
  /**
   * What happened to the money: `refund` when the spec says a refund started (1105), `none`
   * for card payment failures (no reservation, or its authorisation voided), `unknown`
   * otherwise (then nothing is claimed).
   */
  charge: 'refund' | 'none' | 'unknown';
  /** The search with the same stay, to try again. */
  searchPath: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function failInfo(query: URLSearchParams, fallbackHotelCode: string): FailInfo {
  const raw = query.get('error_code');
  const numeric = raw !== null && /^\d{1,5}$/.test(raw) ? Number(raw) : undefined;
  const entry = numeric === undefined ? undefined : paymentErrorFor(numeric);
  const messageId =
    numeric !== undefined && entry
      ? (catalogueEntry(numeric)?.messageId ?? entry.messageId)
      : 'error.generic.processing';
  let charge: FailInfo['charge'] = 'unknown';
  if (numeric === 1105) charge = 'refund';
  else if (numeric !== undefined && numeric >= 3000 && numeric < 3300) charge = 'none';
  const search = new URLSearchParams({ code: query.get('code') || fallbackHotelCode });
  const checkin = query.get('checkin');
  const checkout = query.get('checkout');
  const adults = query.get('adults');
  if (checkin && DATE.test(checkin)) search.set('checkin', checkin);
  if (checkout && DATE.test(checkout)) search.set('checkout', checkout);
  if (adults && /^\d{1,2}$/.test(adults)) search.set('adults', adults);
  return {
    messageId,
    code: raw && /^[\w-]{1,20}$/.test(raw) ? raw : null,
    charge,
    searchPath: `/booking/result?${search}`,
  };
}
