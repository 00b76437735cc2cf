import type { Kysely, Selectable } from 'kysely';
import type { PaymentType, ReservationPayment } from '../../../src/api/contract/index.ts';
import type { Database, PaymentTransactionTable } from '../../db/schema.ts';
import type { PaymentGateway } from '../../payments/gateway.ts';
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

export interface PayArgs {
  reservationId: number;
  paymentType: PaymentType;
  token: string;
  amount: number;
  currency: string;
  returnUrl: string;
  now: Date;
  /** Told the gateway payment id as soon as there is one, so a failed commit can release it. */
  onPaymentId(id: string): void;
}

/**
 * Pays for a reservation inside its booking transaction. A refused card throws the catalogue
 * code (3001/3005/3007/…), which rolls the whole booking back: no reservation, stock untouched.
 * Success leaves the reservation `done` with a captured (pre-paid) or authorized transaction;
 * 3-D Secure leaves it `payment_pending` with a `pre_3d_secure` transaction and challenge URL.
 */
export async function payInBooking(
  tx: Kysely<Database>,
  gateway: PaymentGateway,
  args: PayArgs,
): Promise<PaymentRow> {
  const result = await authorizeWithTimeout(gateway, {
    token: args.token,
    amount: args.amount,
    currency: args.currency,
    returnUrl: args.returnUrl,
  });
  if (result.status === 'failed') throw paymentError(result.code);
  args.onPaymentId(result.paymentId);
  let status: PaymentRow['status'] = 'pre_3d_secure';
  if (result.status === 'authorized') {
    status = 'authorized';
    if (capturesNow(args.paymentType)) {
      const captured = await gateway.capture(result.paymentId);
      if (!captured.ok) throw paymentError(captured.code);
      status = 'captured';
    }
    await tx
      .updateTable('reservations')
      .set({ status: 'done', updated_at: args.now })
      .where('id', '=', args.reservationId)
      .execute();
  }
  return tx
    .insertInto('payment_transactions')
    .values({
      reservation_id: args.reservationId,
      gateway: gateway.name,
      gateway_payment_id: result.paymentId,
      status,
      amount: args.amount,
      currency: args.currency,
      card_brand: result.brand,
      card_last4: result.last4,
      challenge_url: result.status === 'requires_3ds' ? result.challengeUrl : null,
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
