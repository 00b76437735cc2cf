import type { Kysely } from 'kysely';
import type { CreateReservation } from '../../../src/api/contract/index.ts';
import type { ExchangeRates } from '../../currency/rates.ts';
import type { Database } from '../../db/schema.ts';
import type { Logger } from '../../http/logger.ts';
import type { PaymentGateway } from '../../payments/gateway.ts';
import { checkLotteryBooking, type LotteryBooking } from '../lottery/booking.ts';
import { keepCardSavedByPayment } from '../wallet/card-saved-by-payment.ts';
import { type BookingCard, bookingCard, storeCard } from '../wallet/cards.ts';
import { checkExtrasLeft } from './build.ts';
import { chargeOf } from './charge.ts';
import type { CreateResult } from './created.ts';
import { claimKey, releaseClaim, requestHash, scopedKey } from './idempotency.ts';
import { manageUrl } from './manage-link.ts';
import { authorizeCard, type CardResult, releaseCard } from './payment.ts';
import { type PreparedBooking, prepareBooking } from './price-request.ts';
import { checkStock, roomsPerType } from './stock.ts';
import { newBypassToken } from './tokens.ts';
import { validateBooking } from './validate-booking.ts';
import { unusedNumber, type WriteContext, writeBooking } from './write-booking.ts';

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
  /** The signed-in member booking: members-only plans allowed, the booking linked to them. */
  member?: PreparedBooking['member'] | undefined;
  /** The hotel whose preview the client session is in (its unpublished plans are bookable). */
  previewHotelId?: number | null | undefined;
  /** Where a card the payment saved but the wallet did not keep is logged. */
  logger?: Logger | undefined;
}

/** One booking request once its hotel is known: what every step of create reads. */
interface BookingRequest {
  db: Kysely<Database>;
  prepared: PreparedBooking;
  body: CreateReservation;
  options: CreateOptions;
  /** The hotel-scoped Idempotency-Key, if the request sent one. */
  key: string | undefined;
  hash: string;
  /** A lottery winner's booking of the won stay (null: an ordinary booking). */
  lottery: LotteryBooking | null;
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
    options.member ?? null,
    options.previewHotelId ?? null,
  );
  const { hotel } = prepared;
  const request: BookingRequest = {
    db,
    prepared,
    body,
    options,
    key: scopedKey(hotel.id, options.idempotencyKey),
    hash: requestHash(hotel.id, body),
    lottery: await checkLotteryBooking(db, body, prepared.member?.memberId, options.now),
  };
  const payments = options.payments;
  return body.payment && payments
    ? createWithCard(request, payments.gateway, body.payment)
    : createWithoutCard(request);
}

function writeContext({ prepared, options, lottery }: BookingRequest): WriteContext {
  return {
    lottery,
    hotel: prepared.hotel,
    now: options.now,
    publicOrigin: options.publicOrigin,
    gateway: options.payments?.gateway,
    memberId: prepared.member?.memberId ?? null,
  };
}

function origins({ options }: BookingRequest) {
  return { publicOrigin: options.publicOrigin, returnOrigins: options.payments?.returnOrigins };
}

/** No card: claim, check and write in one transaction; a concurrent retry waits, then replays. */
function createWithoutCard(request: BookingRequest): Promise<CreateResult> {
  const { prepared, body, key } = request;
  return request.db.transaction().execute(async (tx) => {
    if (key) {
      const claim = await claimKey(tx, key, request.hash);
      if (claim.kind === 'replay') return claim.result;
    }
    const priced = await validateBooking(tx, prepared, body, origins(request));
    return writeBooking(tx, writeContext(request), body, priced, {
      number: await unusedNumber(tx),
      token: newBypassToken(),
      key,
    });
  });
}

/** With a card: the gateway is called between the read-only checks and the write, no transaction open. */
async function createWithCard(
  request: BookingRequest,
  gateway: PaymentGateway,
  payment: NonNullable<CreateReservation['payment']>,
): Promise<CreateResult> {
  const { db, prepared, body, options, key } = request;
  const { hotel } = prepared;
  if (key) {
    const claim = await db.transaction().execute((tx) => claimKey(tx, key, request.hash));
    if (claim.kind === 'replay') return claim.result;
  }
  let card: CardResult | undefined;
  let amount = 0;
  let paying: BookingCard | undefined;
  let result: CreateResult;
  const memberId = prepared.member?.memberId;
  try {
    const priced = await validateBooking(db, prepared, body, origins(request));
    // Refuse a full room before the card is touched; the write below re-checks atomically.
    // A lottery winner's room is held for them.
    for (const [roomTypeId, count] of request.lottery ? [] : roomsPerType(priced.rooms)) {
      await checkStock(db, roomTypeId, count, body.checkin_date, body.checkout_date);
    }
    await checkExtrasLeft(db, hotel.id, priced.extras);
    const number = await unusedNumber(db);
    const token = newBypassToken();
    const charge = chargeOf(priced, hotel);
    amount = charge.amount;
    paying = await bookingCard(db, gateway, memberId, payment);
    card = await authorizeCard(gateway, {
      paymentType: body.payment_type,
      token: paying.token,
      amount,
      currency: charge.currency,
      save: paying.save,
      returnUrl:
        payment.return_url ??
        manageUrl(options.publicOrigin, {
          hotelCode: hotel.code,
          number,
          token,
          locale: body.locale,
        }),
    });
    const paid = card;
    result = await db
      .transaction()
      .execute((tx) =>
        writeBooking(tx, writeContext(request), body, priced, { number, token, key, card: paid }),
      );
  } catch (error) {
    if (paying?.vaulted) await gateway.removeVaultedCard?.(paying.vaulted.customerToken);
    // A card the payment saved (Stripe) is detached again (no member: nobody keeps it).
    if (card && paying?.save) await keepCardSavedByPayment(db, gateway, card.paymentId, null);
    if (card) await releaseCard(gateway, card, amount);
    if (key) await releaseClaim(db, key);
    throw error;
  }
  // The member asked to keep the card: only its vault token and display data are stored. The
  // booking is made either way; a card that could not be stored is simply not kept.
  if (paying.vaulted && memberId !== undefined) {
    const vaulted = paying.vaulted;
    await storeCard(db, gateway, memberId, vaulted).catch(() =>
      gateway.removeVaultedCard?.(vaulted.customerToken),
    );
  }
  // Saved by the payment itself (Stripe): kept now if authorised, after 3-D Secure otherwise.
  if (paying.save && card.status !== 'pre_3d_secure')
    await keepCardSavedByPayment(db, gateway, card.paymentId, paying.save.memberId, options.logger);
  return result;
}
