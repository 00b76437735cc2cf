import type { Kysely } from 'kysely';
import type { QuoteReservation } from '../../../src/api/contract/index.ts';
import { chooseConversion } from '../../currency/choose.ts';
import { convertRoomPrice, convertTotals, type McpConversion } from '../../currency/convert.ts';
import { dbExchangeRates, type ExchangeRates } from '../../currency/rates.ts';
import type { Database } from '../../db/schema.ts';
import { checkFlightRooms } from '../../domain/flight.ts';
import { validateStay } from '../../domain/stay.ts';
import { type Catalogue, loadCatalogue, type PolicyRow } from '../catalogue.ts';
import { type CorporateStay, checkAllowance, corporateStay } from '../corporate/allowances.ts';
import { type Coupon, checkCouponPerMember, findCoupon } from '../coupons.ts';
import { findHotel, type Hotel, hotelToday } from '../hotels.ts';
import type { MemberViewer } from '../members/members-only.ts';
import { type PointsPlan, planPoints } from '../points/checkout.ts';
import { checkCouponTarget } from '../wallet/coupons.ts';
import { applyVoucher, findUsableVoucher, type VoucherRow } from '../wallet/vouchers.ts';
import { checkMcpPayment, checkPlans } from './booking-rules.ts';
import { type PricedBooking, priceBooking } from './build.ts';
import { strictestPolicy } from './policy.ts';

/** What quote and create both need first: the hotel and its sellable things. */
export interface PreparedBooking {
  hotel: Hotel;
  today: string;
  catalogue: Catalogue;
  /** Multi-currency: the conversion asked for with `mcp_currency` (null: hotel currency). */
  conversion: McpConversion | null;
  /** The signed-in member booking, if any (members-only plans, the reservation's owner). */
  member: (MemberViewer & { memberId: number }) | null;
  /** When the request arrived (points balance and expiry). */
  now: Date;
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
  member: PreparedBooking['member'] = null,
  previewHotelId: number | null = null,
): Promise<PreparedBooking> {
  const hotel = await findHotel(db, hotelCode);
  // Unpublished plans are bookable only from a session in this hotel's preview.
  const preview = previewHotelId === hotel.id;
  const conversion = await chooseConversion(hotel, { mcp_currency: mcpCurrency }, rates);
  return {
    hotel,
    today: hotelToday(hotel, now),
    catalogue: await loadCatalogue(db, hotel.id, { preview }),
    conversion,
    member,
    now,
  };
}

/** The part of a booking that decides its price (quote and create send the same fields). */
export type PricedRequest = Pick<
  QuoteReservation,
  | 'checkin_date'
  | 'checkout_date'
  | 'rooms'
  | 'extras'
  | 'coupon_code'
  | 'voucher_coupon_code'
  | 'payment_type'
  | 'spending_point'
> & {
  /** A booking's e-mail (a quote has none): a coupon's per-member limit counts it too. */
  email?: string;
};

/** A request priced and checked: rooms, extras and totals with the coupon and policy applied. */
export interface PricedRequestResult extends PricedBooking {
  coupon: Coupon | null;
  /** The voucher redeemed by the booking (its amount is off the total), if any. */
  voucher: VoucherRow | null;
  /** The policy the booking is shown and charged by (the strictest of its plans). */
  policy: PolicyRow;
  /** Multi-currency: the conversion every price carries (`mcp_`) and the card is charged in. */
  conversion: McpConversion | null;
  /** A member's points: what the booking spends and earns (null: a guest, or no program). */
  points: PointsPlan | null;
  /** A corporate plan's booking, counted against its member's stay allowance (else null). */
  corporate: CorporateStay | null;
}

/**
 * Prices exactly the requested rooms, extras and coupon from the database and applies the rules
 * every booking shares: reservable period (1903), coupon (1500/1501, per member too), extras
 * (1100/1102), one payment method across plans, the chosen payment type, members-only plans
 * (2304). The one
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
  await checkCouponPerMember(db, hotel.id, coupon, {
    memberId: prepared.member?.memberId,
    email: body.email,
  });
  const priced = await priceBooking(
    db,
    hotel,
    catalogue,
    body.checkin_date,
    body.checkout_date,
    today,
    body.rooms,
    body.extras ?? [],
    coupon,
    body.spending_point ?? 0,
  );
  const points = await planPoints(
    db,
    prepared.member,
    body.spending_point ?? 0,
    priced,
    prepared.now,
    hotel.settings.point_program_disabled,
    body.payment_type === 'pre_paid',
  );
  checkPlans(priced.plans, body.payment_type, {
    hotelBrandId: hotel.brand_id,
    viewer: prepared.member,
  });
  // Checked here so the quote and a card booking refuse before anything happens; the booking's
  // transaction checks again under the allowance's lock (write-booking.ts).
  const corporate = corporateStay(prepared.member, priced, body);
  if (corporate) await checkAllowance(db, corporate, false);
  checkFlightRooms(priced.plans, body.rooms.length);
  const policy = strictestPolicy(
    priced.plans.flatMap((p) => catalogue.policies.get(p.cancellation_policy_id) ?? []),
    body.checkin_date,
  );
  if (!policy) throw new Error('plan without cancellation policy');
  checkMcpPayment(conversion, body.payment_type);
  checkCouponTarget(coupon, priced.plans);
  const voucher = await pricedVoucher(db, prepared, body);
  // A voucher is an amount of the hotel's currency: it comes off the hotel's total first, and a
  // booking in another currency converts that total (the voucher's part with it).
  const price = voucher ? applyVoucher(priced.price, voucher) : priced.price;
  if (!conversion)
    return {
      ...priced,
      price,
      coupon,
      voucher,
      policy,
      conversion,
      points,
      corporate,
    };
  return {
    ...priced,
    voucher,
    rooms: priced.rooms.map((r) => ({ ...r, price: convertRoomPrice(r.price, conversion) })),
    price: convertTotals(price, conversion),
    coupon,
    policy,
    conversion,
    points,
    corporate,
  };
}

/** The booking's voucher (wallet/vouchers.ts); its amount is in the hotel's currency. */
async function pricedVoucher(
  db: Kysely<Database>,
  prepared: PreparedBooking,
  body: PricedRequest,
): Promise<VoucherRow | null> {
  const code = body.voucher_coupon_code?.trim();
  if (!code) return null;
  return findUsableVoucher(
    db,
    prepared.hotel,
    code,
    { checkin: body.checkin_date, checkout: body.checkout_date },
    prepared.today,
    prepared.member?.memberId,
  );
}
