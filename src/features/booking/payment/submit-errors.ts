import type { ApiError } from '../../../api/errors/api-error.ts';
import { LOCAL_CODES } from '../../../api/errors/local-codes.ts';
import { messageIdFor } from '../../../api/errors/message-id.ts';
import { type PaymentErrorEntry, paymentErrorFor } from '../rules/payment-errors.ts';

/** The server's "price or fee changed" conflict code (server/README.md, outside the catalogue). */
export const PRICE_CHANGED_CODE = 9409;

/** What the payment screen does with a failed `POST reservations`. */
export type SubmitErrorAction =
  /** No answer arrived, or the same request is still running: send the very same body again. */
  | { kind: 'resend' }
  /**
   * The server's price differs from the one shown: show it and ask to confirm. `total` is in
   * the terms `expected_total_price` is sent in: the converted total (in `currency`) when the
   * booking is in a second currency, else the hotel's. `rateUpdated`: the server said the
   * exchange rate moved (`reason: 'exchange_rate_updated'`).
   */
  | { kind: 'price-changed'; total: number; currency?: string; rateUpdated: boolean }
  /** Nothing more can be done here: the fail page explains (1105, 3-D Secure). */
  | { kind: 'fail-page'; code: number; error: string }
  /** Show the message; `field` is the card field to fix and focus. */
  | {
      kind: 'show';
      messageId: string;
      entry: PaymentErrorEntry;
      field?: 'number' | 'expiry';
    };

/** The new price a 409 carries, in the terms the booking compares it in. */
export function newPriceOf(
  payload: unknown,
): { total: number; currency?: string; rateUpdated: boolean } | undefined {
  if (payload === null || typeof payload !== 'object') return undefined;
  const total: unknown = Reflect.get(payload, 'total_price');
  const mcpTotal: unknown = Reflect.get(payload, 'mcp_total_price');
  const mcpCurrency: unknown = Reflect.get(payload, 'mcp_currency');
  const rateUpdated = Reflect.get(payload, 'reason') === 'exchange_rate_updated';
  if (typeof mcpTotal === 'number' && typeof mcpCurrency === 'string') {
    return { total: mcpTotal, currency: mcpCurrency, rateUpdated };
  }
  return typeof total === 'number' ? { total, rateUpdated } : undefined;
}

/**
 * Maps a booking error to the screen's reaction (doc 2 §8 behaviours through
 * `paymentErrorFor`). A network drop is resent with the same Idempotency-Key and body, so the
 * server answers the reservation it may already have made instead of booking twice.
 */
export function submitErrorAction(error: ApiError): SubmitErrorAction {
  if (error.status === 0 && error.code === LOCAL_CODES.network) return { kind: 'resend' };
  if (error.status === 409 && (error.code === PRICE_CHANGED_CODE || error.code === undefined)) {
    const price = newPriceOf(error.payload);
    if (price !== undefined) return { kind: 'price-changed', ...price };
    // "The same request is still being processed": the first try is still running.
    return { kind: 'resend' };
  }
  const code = typeof error.code === 'number' ? error.code : undefined;
  const entry = paymentErrorFor(code);
  if (code !== undefined && entry.behaviour === 'choose-other-room') {
    return { kind: 'fail-page', code, error: 'room_unavailable' };
  }
  if (
    code !== undefined &&
    (entry.behaviour === 'three-d-secure-failed' || entry.behaviour === 'three-d-secure-cancelled')
  ) {
    return { kind: 'fail-page', code, error: 'three_d_secure' };
  }
  // Codes outside the payment table (1000, 1500, 2304, local network …) keep their own message.
  const messageId =
    code !== undefined && isPaymentCode(code) ? entry.messageId : messageIdFor(error);
  return {
    kind: 'show',
    messageId,
    entry,
    ...(entry.field ? { field: entry.field } : {}),
  };
}

const isPaymentCode = (code: number) => (code >= 3000 && code < 3800) || code === 1105;
