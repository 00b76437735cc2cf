import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CreateReservation, Guest, Reservation } from '../../../src/api/contract/index.ts';
import { ErrorCode } from '../../../src/api/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { DomainError, invalid } from '../../domain/errors.ts';
import { validateStay } from '../../domain/stay.ts';
import { conflict } from '../../http/errors.ts';
import type { PaymentGateway } from '../../payments/gateway.ts';
import { loadCatalogue } from '../catalogue.ts';
import { type Coupon, findCoupon, redeemCoupon } from '../coupons.ts';
import { findHotel, type Hotel, hotelToday } from '../hotels.ts';
import { checkAnswers, priceBooking, takeExtras } from './build.ts';
import { CARD_PAYMENT_TYPES, findPayment, payInBooking, presentPayment } from './payment.ts';
import { presentReservation } from './present.ts';
import { roomsPerType, takeStock } from './stock.ts';
import { hashToken, newBypassToken, newReservationNumber } from './tokens.ts';

/** How long an Idempotency-Key is remembered. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;

/**
 * A reservation number not yet taken. Checked first because a unique violation would abort
 * the whole transaction on PostgreSQL; with 10⁹ numbers a retry is rare.
 */
async function unusedNumber(db: Kysely<Database>): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const number = newReservationNumber();
    const taken = await db
      .selectFrom('reservations')
      .select('id')
      .where('number', '=', number)
      .executeTakeFirst();
    if (!taken) return number;
  }
  throw new Error('could not find a free reservation number');
}

export interface CreatedReservation extends Reservation {
  bypass_token: string;
  manage_url: string;
}

export interface CreateResult {
  reservation: CreatedReservation;
  /** False when an Idempotency-Key retry got the first answer back. */
  created: boolean;
}

/** The manage link of the confirmation e-mail and page (hosted app route of product.md §2). */
export function manageUrl(
  publicOrigin: string,
  hotelCode: string,
  number: string,
  token: string,
): string {
  const q = new URLSearchParams({ code: hotelCode, bypass_token: token });
  return `${publicOrigin}/reservation/confirmation/${encodeURIComponent(number)}?${q}`;
}

/** Hotel-specific guest rules: address and kana names where the hotel requires them. */
export function checkGuest(hotel: Hotel, g: Guest): void {
  if (hotel.settings.customer_address_required) {
    for (const field of ['postal_code', 'prefecture_or_state', 'street_address'] as const) {
      if (!g[field]) throw invalid(`guest.${field}`, 'is required by this hotel');
    }
  }
  if (hotel.settings.kanji_name_required) {
    for (const field of ['first_name_kana', 'last_name_kana'] as const) {
      if (!g[field]) throw invalid(`guest.${field}`, 'is required by this hotel');
    }
  }
}

/**
 * Books rooms. Everything happens in one transaction: the idempotency key row is inserted first
 * (a concurrent retry with the same key waits on it and then replays the stored answer), then
 * stock is taken with conditional UPDATEs, coupon and extras counted, and the reservation
 * written. Any failure rolls all of it back, so a 1105 leaves nothing behind.
 */
export async function createReservation(
  db: Kysely<Database>,
  body: CreateReservation,
  options: {
    now: Date;
    publicOrigin: string;
    idempotencyKey?: string | undefined;
    /** Card payments; required when the body carries `payment`. */
    payments?: PaymentOptions | undefined;
  },
): Promise<CreateResult> {
  let paymentId: string | undefined;
  try {
    return await createInTransaction(db, body, options, (id) => {
      paymentId = id;
    });
  } catch (error) {
    // Money authorised for a booking that did not commit is given back at once.
    if (paymentId && options.payments) await options.payments.gateway.cancel(paymentId);
    throw error;
  }
}

export interface PaymentOptions {
  gateway: PaymentGateway;
  /** Origins a 3-D Secure return URL may point to besides the public origin; `'*'` any. */
  returnOrigins: readonly string[] | '*';
}

/** Checks the 3-D Secure return URL: http(s) on the public origin or an allowed widget origin. */
export function checkReturnUrl(
  url: string,
  publicOrigin: string,
  allowed: readonly string[] | '*',
): void {
  const parsed = new URL(url);
  const origin = parsed.origin;
  const ok =
    (parsed.protocol === 'https:' || parsed.protocol === 'http:') &&
    (allowed === '*' || allowed.includes(origin) || origin === new URL(publicOrigin).origin);
  if (!ok) throw invalid('payment.return_url', 'must be on an allowed widget origin');
}

/** A replayed answer brought up to date: the payment may have settled since the first call. */
async function refreshReplay(
  db: Kysely<Database>,
  stored: CreatedReservation,
  reservationId: number | null,
): Promise<CreatedReservation> {
  if (reservationId === null) return stored;
  const row = await db
    .selectFrom('reservations')
    .select(['status', 'cancellation', 'updated_at'])
    .where('id', '=', reservationId)
    .executeTakeFirst();
  const payment = await findPayment(db, reservationId);
  if (!row) return stored;
  return {
    ...stored,
    status: row.status,
    cancellation: row.cancellation,
    updated_at: row.updated_at.toISOString(),
    ...(payment ? { payment: presentPayment(payment) } : {}),
  };
}

async function createInTransaction(
  db: Kysely<Database>,
  body: CreateReservation,
  options: {
    now: Date;
    publicOrigin: string;
    idempotencyKey?: string | undefined;
    payments?: PaymentOptions | undefined;
  },
  onPaymentId: (id: string) => void,
): Promise<CreateResult> {
  const hotel = await findHotel(db, body.hotel_code);
  const today = hotelToday(hotel, options.now);
  validateStay(body.checkin_date, body.checkout_date, {
    today,
    reservablePeriodMonths: hotel.settings.reservable_period_months,
  });
  checkGuest(hotel, body.guest);
  const catalogue = await loadCatalogue(db, hotel.id);
  const coupon: Coupon | null = body.coupon_code
    ? await findCoupon(db, hotel, body.coupon_code, today)
    : null;
  const requestHash = createHash('sha256')
    .update(JSON.stringify([hotel.id, body]))
    .digest('hex');

  return db.transaction().execute(async (tx) => {
    if (options.idempotencyKey) {
      const key = `${hotel.id}:${options.idempotencyKey}`;
      // Keys are kept for a day; an older one is forgotten and the request runs anew.
      await tx
        .deleteFrom('idempotency_keys')
        .where('key', '=', key)
        .where('created_at', '<', new Date(options.now.getTime() - IDEMPOTENCY_TTL_MS))
        .execute();
      const inserted = await tx
        .insertInto('idempotency_keys')
        .values({
          key,
          request_hash: requestHash,
          reservation_id: null,
          response: JSON.stringify(null),
        })
        .onConflict((oc) => oc.column('key').doNothing())
        .returning('key')
        .executeTakeFirst();
      if (!inserted) {
        const previous = await tx
          .selectFrom('idempotency_keys')
          .selectAll()
          .where('key', '=', key)
          .executeTakeFirstOrThrow();
        if (previous.request_hash !== requestHash) {
          throw invalid('Idempotency-Key', 'was already used for a different request');
        }
        if (previous.response)
          return {
            reservation: await refreshReplay(
              tx,
              previous.response as CreatedReservation,
              previous.reservation_id,
            ),
            created: false,
          };
        throw conflict('The same request is still being processed. Please retry.');
      }
    }

    const priced = await priceBooking(
      tx,
      hotel,
      catalogue,
      body.checkin_date,
      body.checkout_date,
      body.rooms,
      body.extras ?? [],
      coupon,
    );
    const paymentTypes = new Set(priced.plans.map((p) => p.payment_type));
    if (paymentTypes.size > 1)
      throw invalid('rooms', 'cannot mix plans with different payment methods');
    if (!paymentTypes.has(body.payment_type))
      throw invalid('payment_type', 'does not match the plan');
    if (body.payment) {
      if (!CARD_PAYMENT_TYPES.includes(body.payment_type))
        throw invalid('payment', 'is only taken for pre_paid and on_site_credit_card_required');
      if (!options.payments) throw new Error('card payment without a gateway');
      if (body.payment.return_url)
        checkReturnUrl(
          body.payment.return_url,
          options.publicOrigin,
          options.payments.returnOrigins,
        );
    }
    if (priced.plans.some((p) => p.members_only)) {
      throw new DomainError(
        ErrorCode.planMismatch,
        422,
        'This plan is for signed-in members. Please refresh and rebook.',
        'rooms',
      );
    }
    if (
      body.expected_total_price !== undefined &&
      body.expected_total_price !== priced.price.total_price
    ) {
      throw conflict('The price has changed. Please confirm the new price.', {
        total_price: priced.price.total_price,
      });
    }
    await checkAnswers(
      tx,
      hotel,
      priced.plans,
      priced.rooms.reduce((n, r) => n + r.adults, 0),
      body.answers ?? [],
    );

    for (const [roomTypeId, count] of roomsPerType(priced.rooms)) {
      await takeStock(tx, roomTypeId, count, body.checkin_date, body.checkout_date);
    }
    await takeExtras(tx, hotel.id, priced.extras, 1);
    if (coupon && !(await redeemCoupon(tx, coupon.id))) {
      throw new DomainError(
        ErrorCode.couponLimitReached,
        422,
        'The coupon usage limit has been reached.',
        'coupon_code',
      );
    }

    const token = newBypassToken();
    const inserted = await tx
      .insertInto('reservations')
      .values({
        number: await unusedNumber(tx),
        hotel_id: hotel.id,
        email: body.email,
        status: body.payment ? 'payment_pending' : 'done',
        checkin_date: body.checkin_date,
        checkout_date: body.checkout_date,
        payment_type: body.payment_type,
        guest: JSON.stringify(body.guest),
        rooms: JSON.stringify(priced.rooms),
        extras: JSON.stringify(priced.extras),
        answers: JSON.stringify(body.answers ?? []),
        coupon_code: coupon?.code ?? null,
        special_request: body.special_request ?? null,
        price: JSON.stringify(priced.price),
        total_price: priced.price.total_price,
        min_nights: Math.max(...priced.plans.map((p) => p.min_nights)),
        bypass_token_hash: hashToken(token),
        locale: body.locale ?? 'en',
        modified_by_staff: false,
        cancellation: JSON.stringify(null),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const manage = manageUrl(options.publicOrigin, hotel.code, inserted.number, token);
    const payment =
      body.payment && options.payments
        ? await payInBooking(tx, options.payments.gateway, {
            reservationId: inserted.id,
            paymentType: body.payment_type,
            token: body.payment.gateway_token,
            amount: priced.price.total_price,
            currency: hotel.currency,
            returnUrl: body.payment.return_url ?? manage,
            now: options.now,
            onPaymentId,
          })
        : undefined;
    const row = payment
      ? await tx
          .selectFrom('reservations')
          .selectAll()
          .where('id', '=', inserted.id)
          .executeTakeFirstOrThrow()
      : inserted;
    const policy = catalogue.policies.get(priced.plans[0]?.cancellation_policy_id ?? -1);
    if (!policy) throw new Error('plan without cancellation policy');
    const reservation: CreatedReservation = {
      ...presentReservation(row, hotel, policy, options.now),
      ...(payment ? { payment: presentPayment(payment) } : {}),
      bypass_token: token,
      manage_url: manage,
    };
    if (options.idempotencyKey) {
      await tx
        .updateTable('idempotency_keys')
        .set({ reservation_id: row.id, response: JSON.stringify(reservation) })
        .where('key', '=', `${hotel.id}:${options.idempotencyKey}`)
        .execute();
    }
    return { reservation, created: true };
  });
}
