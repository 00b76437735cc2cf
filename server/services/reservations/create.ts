import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type {
  CreateReservation,
  Guest,
  QuoteReservation,
  Reservation,
} from '../../../src/api/contract/index.ts';
import { ErrorCode } from '../../../src/api/contract/index.ts';
import { chooseConversion } from '../../currency/choose.ts';
import { convertRoomPrice, convertTotals, type McpConversion } from '../../currency/convert.ts';
import { dbExchangeRates, type ExchangeRates } from '../../currency/rates.ts';
import type { Database } from '../../db/schema.ts';
import { DomainError, invalid } from '../../domain/errors.ts';
import { validateStay } from '../../domain/stay.ts';
import { conflict } from '../../http/errors.ts';
import type { PaymentGateway } from '../../payments/gateway.ts';
import { type Catalogue, loadCatalogue, type PolicyRow } from '../catalogue.ts';
import { type Coupon, findCoupon, redeemCoupon } from '../coupons.ts';
import { findHotel, type Hotel, hotelToday } from '../hotels.ts';
import { attachFiles, checkAttachments } from './attachments.ts';
import {
  checkAnswers,
  checkExtrasLeft,
  type PricedBooking,
  priceBooking,
  takeExtras,
} from './build.ts';
import {
  authorizeCard,
  CARD_PAYMENT_TYPES,
  type CardResult,
  capturesNow,
  findPayment,
  presentPayment,
  recordPayment,
  releaseCard,
} from './payment.ts';
import { strictestPolicy } from './policy.ts';
import { presentReservation } from './present.ts';
import { checkStock, roomsPerType, takeStock } from './stock.ts';
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

export interface PaymentOptions {
  gateway: PaymentGateway;
  /** Origins a 3-D Secure return URL may point to besides the public origin; `'*'` any. */
  returnOrigins: readonly string[] | '*';
}

export interface CreateOptions {
  now: Date;
  publicOrigin: string;
  idempotencyKey?: string | undefined;
  /** Card payments; required when the body carries `payment`. */
  payments?: PaymentOptions | undefined;
  /** Multi-currency rates (default: the `exchange_rates` table). */
  exchangeRates?: ExchangeRates | undefined;
}

/** What quote and create both need first: the hotel and its sellable things. */
export interface PreparedBooking {
  hotel: Hotel;
  today: string;
  catalogue: Catalogue;
  /** Multi-currency: the conversion asked for with `mcp_currency` (null: hotel currency). */
  conversion: McpConversion | null;
}

/**
 * Reads what the booking needs before any transaction, the exchange rate included: on PGlite a
 * read through another handle inside the booking's transaction would wait for that very
 * transaction (one connection).
 */
export async function prepareBooking(
  db: Kysely<Database>,
  hotelCode: string,
  now: Date,
  mcpCurrency?: string,
  rates: ExchangeRates = dbExchangeRates(db),
): Promise<PreparedBooking> {
  const hotel = await findHotel(db, hotelCode);
  const conversion = await chooseConversion(hotel, { mcp_currency: mcpCurrency }, rates);
  return {
    hotel,
    today: hotelToday(hotel, now),
    catalogue: await loadCatalogue(db, hotel.id),
    conversion,
  };
}

/** The part of a booking that decides its price (quote and create send the same fields). */
type PricedRequest = Pick<
  QuoteReservation,
  'checkin_date' | 'checkout_date' | 'rooms' | 'extras' | 'coupon_code' | 'payment_type'
>;

export interface PricedRequestResult extends PricedBooking {
  coupon: Coupon | null;
  /** The policy the booking is shown and charged by (the strictest of its plans). */
  policy: PolicyRow;
  /** Multi-currency: the conversion every price carries (`mcp_`) and the card is charged in. */
  conversion: McpConversion | null;
}

/** What the card is charged: the converted total in a multi-currency booking. */
export function chargeOf(
  priced: Pick<PricedRequestResult, 'price' | 'conversion'>,
  hotel: Pick<Hotel, 'currency'>,
): { amount: number; currency: string } {
  const mcp = priced.price.mcp_total_price;
  return priced.conversion && mcp !== undefined
    ? { amount: mcp, currency: priced.conversion.currency }
    : { amount: priced.price.total_price, currency: hotel.currency };
}

/** The total the guest was shown, in the terms `expected_total_price` is sent in. */
function shownTotal(priced: Pick<PricedRequestResult, 'price' | 'conversion'>): number {
  return priced.conversion
    ? (priced.price.mcp_total_price ?? priced.price.total_price)
    : priced.price.total_price;
}

/**
 * 409 "price changed" (9409) with the new totals. In a multi-currency booking it also carries
 * the converted total, the currency and the rate now in force, and `reason:
 * 'exchange_rate_updated'` (the widget's "exchange rate updated, recheck price").
 */
export function priceChanged(priced: Pick<PricedRequestResult, 'price' | 'conversion'>) {
  const { price, conversion } = priced;
  return conflict('The price has changed. Please confirm the new price.', {
    total_price: price.total_price,
    ...(conversion
      ? {
          reason: 'exchange_rate_updated',
          mcp_total_price: price.mcp_total_price,
          mcp_currency: conversion.currency,
          mcp_exchange_rate: price.mcp_exchange_rate,
        }
      : { reason: 'price_changed' }),
  });
}

/**
 * Multi-currency (product.md §5): a currency other than the hotel's limits payment to card paid
 * online now (pre_paid). A card-guaranteed on-site plan is paid at the hotel in its own currency,
 * so it is refused too: the same rule as the widget's (`CARD_PAYMENT_TYPES` of
 * src/shared/payment/payment.ts). Only a chosen payment type is checked (the quote may
 * come before the choice).
 */
function checkMcpPayment(
  conversion: McpConversion | null,
  paymentType: PricedRequest['payment_type'],
): void {
  if (conversion && paymentType !== undefined && !capturesNow(paymentType)) {
    throw invalid(
      'payment_type',
      `must be paid by card now (pre_paid) to pay in ${conversion.currency}`,
    );
  }
}

/**
 * Prices exactly the requested rooms, extras and coupon from the database and applies the rules
 * every booking shares: reservable period (1903), coupon (1500/1501), extras (1100/1102), one
 * payment method across plans, the chosen payment type, members-only plans (2304). The one
 * implementation behind `POST /reservations/quote` and `POST /reservations`.
 */
export async function priceRequest(
  db: Kysely<Database>,
  prepared: PreparedBooking,
  body: PricedRequest,
): Promise<PricedRequestResult> {
  const { hotel, today, catalogue, conversion } = prepared;
  validateStay(body.checkin_date, body.checkout_date, {
    today,
    reservablePeriodMonths: hotel.settings.reservable_period_months,
  });
  const coupon = body.coupon_code ? await findCoupon(db, hotel, body.coupon_code, today) : null;
  const priced = await priceBooking(
    db,
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
  if (body.payment_type !== undefined && !paymentTypes.has(body.payment_type))
    throw invalid('payment_type', 'does not match the plan');
  if (priced.plans.some((p) => p.members_only)) {
    throw new DomainError(
      ErrorCode.planMismatch,
      422,
      'This plan is for signed-in members. Please refresh and rebook.',
      'rooms',
    );
  }
  const policy = strictestPolicy(
    priced.plans.flatMap((p) => catalogue.policies.get(p.cancellation_policy_id) ?? []),
    body.checkin_date,
  );
  if (!policy) throw new Error('plan without cancellation policy');
  checkMcpPayment(conversion, body.payment_type);
  if (!conversion) return { ...priced, coupon, policy, conversion };
  return {
    ...priced,
    rooms: priced.rooms.map((r) => ({ ...r, price: convertRoomPrice(r.price, conversion) })),
    price: convertTotals(priced.price, conversion),
    coupon,
    policy,
    conversion,
  };
}

/** Everything create checks before writing: guest, payment, expected price, answers, files. */
async function validateBooking(
  db: Kysely<Database>,
  prepared: PreparedBooking,
  body: CreateReservation,
  options: CreateOptions,
): Promise<PricedRequestResult> {
  checkGuest(prepared.hotel, body.guest);
  const priced = await priceRequest(db, prepared, body);
  if (body.payment) {
    if (!CARD_PAYMENT_TYPES.includes(body.payment_type))
      throw invalid('payment', 'is only taken for pre_paid and on_site_credit_card_required');
    if (!options.payments) throw new Error('card payment without a gateway');
    if (body.payment.return_url)
      checkReturnUrl(body.payment.return_url, options.publicOrigin, options.payments.returnOrigins);
  }
  if (body.expected_total_price !== undefined && body.expected_total_price !== shownTotal(priced))
    throw priceChanged(priced);
  await checkAnswers(
    db,
    prepared.hotel,
    priced.plans,
    priced.rooms.reduce((n, r) => n + r.adults, 0),
    body.answers ?? [],
  );
  await checkAttachments(db, body.answers ?? []);
  return priced;
}

/** A claimed Idempotency-Key whose request never answered is taken over after this long. */
export const ABANDONED_CLAIM_MS = 5 * 60_000;

type Claim = { kind: 'claimed' } | { kind: 'replay'; result: CreateResult };

/**
 * Claims an Idempotency-Key (hotel-scoped) for this request. A key already answered replays the
 * stored answer (brought up to date); one used for another body is a 400 on the header; one
 * still being processed is a 409 "retry". Inside the booking transaction (no card) a concurrent
 * retry waits on the uncommitted row and then replays; the card path claims in a transaction of
 * its own before talking to the gateway, so a retry can never pay twice.
 */
async function claimKey(
  db: Kysely<Database>,
  key: string,
  requestHash: string,
  now: Date,
): Promise<Claim> {
  // Keys are kept for a day; an older one is forgotten and the request runs anew. A claim that
  // never got its answer (the process died mid-request) is given up after a few minutes.
  await db
    .deleteFrom('idempotency_keys')
    .where('key', '=', key)
    .where((eb) =>
      eb.or([
        eb('created_at', '<', new Date(now.getTime() - IDEMPOTENCY_TTL_MS)),
        eb.and([
          eb('reservation_id', 'is', null),
          eb('created_at', '<', new Date(now.getTime() - ABANDONED_CLAIM_MS)),
        ]),
      ]),
    )
    .execute();
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({
      key,
      request_hash: requestHash,
      reservation_id: null,
      response: JSON.stringify(null),
      created_at: now,
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  if (inserted) return { kind: 'claimed' };
  const previous = await db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  if (previous.request_hash !== requestHash) {
    throw invalid('Idempotency-Key', 'was already used for a different request');
  }
  if (previous.response)
    return {
      kind: 'replay',
      result: {
        reservation: await refreshReplay(
          db,
          previous.response as CreatedReservation,
          previous.reservation_id,
        ),
        created: false,
      },
    };
  throw conflict('The same request is still being processed. Please retry.');
}

/**
 * Books rooms. The writes happen in one short transaction: stock taken with conditional
 * UPDATEs, coupon and extras counted, attachments linked, the reservation written. Any failure
 * rolls all of it back, so a 1105 leaves nothing behind.
 *
 * Without a card the Idempotency-Key row is claimed inside that transaction. With a card the
 * order is: claim the key (own transaction) → check everything read-only, including that the
 * rooms are still free → authorise (and capture) at the gateway with no transaction open →
 * write. If the write fails (the last room went meanwhile), the money is given back at once
 * (refund or void) and the claim released, so a retry runs anew.
 */
export async function createReservation(
  db: Kysely<Database>,
  body: CreateReservation,
  options: CreateOptions,
): Promise<CreateResult> {
  const prepared = await prepareBooking(
    db,
    body.hotel_code,
    options.now,
    body.mcp_currency,
    options.exchangeRates,
  );
  const { hotel } = prepared;
  const requestHash = createHash('sha256')
    .update(JSON.stringify([hotel.id, body]))
    .digest('hex');
  const key = options.idempotencyKey ? `${hotel.id}:${options.idempotencyKey}` : undefined;

  if (!body.payment || !options.payments) {
    return db.transaction().execute(async (tx) => {
      if (key) {
        const claim = await claimKey(tx, key, requestHash, options.now);
        if (claim.kind === 'replay') return claim.result;
      }
      const priced = await validateBooking(tx, prepared, body, options);
      return writeBooking(tx, prepared, body, priced, options, {
        number: await unusedNumber(tx),
        token: newBypassToken(),
        key,
      });
    });
  }

  const { gateway } = options.payments;
  const payment = body.payment;
  if (key) {
    const claim = await db
      .transaction()
      .execute((tx) => claimKey(tx, key, requestHash, options.now));
    if (claim.kind === 'replay') return claim.result;
  }
  let card: CardResult | undefined;
  let amount = 0;
  try {
    const priced = await validateBooking(db, prepared, body, options);
    // Refuse a full room before the card is touched; the write below re-checks atomically.
    for (const [roomTypeId, count] of roomsPerType(priced.rooms)) {
      await checkStock(db, roomTypeId, count, body.checkin_date, body.checkout_date);
    }
    await checkExtrasLeft(db, hotel.id, priced.extras);
    const number = await unusedNumber(db);
    const token = newBypassToken();
    const charge = chargeOf(priced, hotel);
    amount = charge.amount;
    card = await authorizeCard(gateway, {
      paymentType: body.payment_type,
      token: payment.gateway_token,
      amount,
      currency: charge.currency,
      returnUrl: payment.return_url ?? manageUrl(options.publicOrigin, hotel.code, number, token),
    });
    const paid = card;
    return await db
      .transaction()
      .execute((tx) =>
        writeBooking(tx, prepared, body, priced, options, { number, token, key, card: paid }),
      );
  } catch (error) {
    if (card) await releaseCard(gateway, card, amount);
    if (key) {
      await db
        .deleteFrom('idempotency_keys')
        .where('key', '=', key)
        .where('reservation_id', 'is', null)
        .execute();
    }
    throw error;
  }
}

/** The writes of a booking, inside its transaction. */
async function writeBooking(
  tx: Kysely<Database>,
  prepared: PreparedBooking,
  body: CreateReservation,
  priced: PricedRequestResult,
  options: CreateOptions,
  ids: { number: string; token: string; key: string | undefined; card?: CardResult },
): Promise<CreateResult> {
  const { hotel } = prepared;
  const { card } = ids;
  for (const [roomTypeId, count] of roomsPerType(priced.rooms)) {
    await takeStock(tx, roomTypeId, count, body.checkin_date, body.checkout_date);
  }
  await takeExtras(tx, hotel.id, priced.extras, 1);
  if (priced.coupon && !(await redeemCoupon(tx, priced.coupon.id))) {
    throw new DomainError(
      ErrorCode.couponLimitReached,
      422,
      'The coupon usage limit has been reached.',
      'coupon_code',
    );
  }
  const row = await tx
    .insertInto('reservations')
    .values({
      number: ids.number,
      hotel_id: hotel.id,
      email: body.email,
      status: card?.status === 'pre_3d_secure' ? 'payment_pending' : 'done',
      checkin_date: body.checkin_date,
      checkout_date: body.checkout_date,
      payment_type: body.payment_type,
      guest: JSON.stringify(body.guest),
      rooms: JSON.stringify(priced.rooms),
      extras: JSON.stringify(priced.extras),
      answers: JSON.stringify(body.answers ?? []),
      coupon_code: priced.coupon?.code ?? null,
      special_request: body.special_request ?? null,
      price: JSON.stringify(priced.price),
      total_price: priced.price.total_price,
      min_nights: Math.max(...priced.plans.map((p) => p.min_nights)),
      bypass_token_hash: hashToken(ids.token),
      locale: body.locale ?? 'en',
      modified_by_staff: false,
      cancellation: JSON.stringify(null),
      mcp_exchange_rate: priced.conversion ? JSON.stringify(priced.conversion) : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await attachFiles(tx, row.id, body.answers ?? []);
  const payment = card
    ? await recordPayment(tx, options.payments?.gateway ?? missingGateway(), {
        reservationId: row.id,
        ...chargeOf(priced, hotel),
        card,
        now: options.now,
      })
    : undefined;
  const reservation: CreatedReservation = {
    ...presentReservation(row, hotel, priced.policy, options.now),
    ...(payment ? { payment: presentPayment(payment) } : {}),
    bypass_token: ids.token,
    manage_url: manageUrl(options.publicOrigin, hotel.code, row.number, ids.token),
  };
  if (ids.key) {
    await tx
      .updateTable('idempotency_keys')
      .set({ reservation_id: row.id, response: JSON.stringify(reservation) })
      .where('key', '=', ids.key)
      .execute();
  }
  return { reservation, created: true };
}

const missingGateway = (): never => {
  throw new Error('card payment without a gateway');
};

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
