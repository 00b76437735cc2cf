import type { Kysely, Selectable } from 'kysely';
import type { PaymentType, ReservationPayment } from '../../../src/api/contract/index.ts';
import type { Database, PaymentTransactionTable } from '../../db/schema.ts';
import type { CardSummary, PaymentGateway, SaveWhilePaying } from '../../payments/gateway.ts';
import { paymentError } from '../../payments/messages.ts';
import { authorizeWithTimeout } from '../../payments/with-timeout.ts';

export type PaymentRow = Selectable<PaymentTransactionTable>;

/** Plans whose booking may carry a card payment. */
export const CARD_PAYMENT_TYPES: readonly PaymentType[] = [
  'pre_paid',
  'on_site_credit_card_required',
];

/** Pre-paid plans are charged now; card-required on-site plans only hold an authorisation. */
export const capturesNow = (type: PaymentType): boolean => type === 'pre_paid';

/** What the gateway did for a booking, before the booking is written. */
export interface CardResult extends CardSummary {
  paymentId: string;
  status: 'captured' | 'authorized' | 'pre_3d_secure';
  challengeUrl: string | null;
}

/**
 * Authorises (and for pre-paid plans captures) a booking's card, outside any database
 * transaction: a slow gateway (up to the 30 s timeout) must never hold stock rows or, on PGlite,
 * the one connection. A refused card throws the catalogue code (3001/3005/3007/…) before
 * anything was written. 3-D Secure answers `pre_3d_secure` with the challenge URL.
 */
export async function authorizeCard(
  gateway: PaymentGateway,
  args: {
    paymentType: PaymentType;
    token: string;
    amount: number;
    currency: string;
    returnUrl: string;
    /** "Save this card", for a gateway that saves it through the payment (Stripe). */
    save?: SaveWhilePaying | undefined;
  },
): Promise<CardResult> {
  const result = await authorizeWithTimeout(gateway, {
    ...args,
    capture: capturesNow(args.paymentType) ? 'automatic' : 'manual',
  });
  if (result.status === 'failed') throw paymentError(result.code);
  const card = { paymentId: result.paymentId, brand: result.brand, last4: result.last4 };
  if (result.status === 'requires_3ds')
    return { ...card, status: 'pre_3d_secure', challengeUrl: result.challengeUrl };
  if (!capturesNow(args.paymentType)) return { ...card, status: 'authorized', challengeUrl: null };
  const captured = await gateway.capture(result.paymentId);
  if (!captured.ok) {
    await gateway.cancel(result.paymentId);
    throw paymentError(captured.code);
  }
  return { ...card, status: 'captured', challengeUrl: null };
}

/**
 * Gives back the money of a booking that was not written (room became full, price changed …):
 * a capture is refunded in full, an authorisation or open challenge is cancelled. The spec's
 * 1105 message ("refund started") describes exactly this.
 */
export async function releaseCard(
  gateway: PaymentGateway,
  card: CardResult,
  amount: number,
): Promise<void> {
  if (card.status === 'captured') await gateway.refund(card.paymentId, amount);
  else await gateway.cancel(card.paymentId);
}

/** Stores the transaction of a booking inside its transaction (brand and last four only). */
export async function recordPayment(
  tx: Kysely<Database>,
  gateway: PaymentGateway,
  args: { reservationId: number; amount: number; currency: string; card: CardResult; now: Date },
): Promise<PaymentRow> {
  return tx
    .insertInto('payment_transactions')
    .values({
      reservation_id: args.reservationId,
      gateway: gateway.name,
      gateway_payment_id: args.card.paymentId,
      status: args.card.status,
      amount: args.amount,
      currency: args.currency,
      card_brand: args.card.brand,
      card_last4: args.card.last4,
      challenge_url: args.card.challengeUrl,
      error_code: null,
      created_at: args.now,
      updated_at: args.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The API view of a transaction. */
export function presentPayment(row: PaymentRow): ReservationPayment {
  return {
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    card_brand: row.card_brand,
    card_last4: row.card_last4,
    challenge_url: row.status === 'pre_3d_secure' ? row.challenge_url : null,
    error_code: row.error_code,
    ...(row.refunded_amount > 0 ? { refunded_amount: row.refunded_amount } : {}),
  };
}

/** The transaction of a reservation, if it was paid by card. */
export async function findPayment(
  db: Kysely<Database>,
  reservationId: number,
): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payment_transactions')
    .selectAll()
    .where('reservation_id', '=', reservationId)
    .executeTakeFirst();
}
