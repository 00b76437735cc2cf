import type {
  KidsTier,
  KidsTierCount,
  RoomPrice,
  TotalPrice,
} from '../../src/api/contract/index.ts';
import { type OccupancyRate, occupancyPrice } from '../../src/rules/inventory/rates.ts';

/** A room's price with what points paid of it (the contract's totals carry these; rooms not). */
export type PricedRoom = RoomPrice &
  Partial<
    Pick<
      TotalPrice,
      | 'spending_point_value'
      | 'total_price_before_point_discount'
      | 'accommodation_tax_before_point_discount'
    >
  >;

/** Accommodation tax bracket: each guest pays `amount` a night when the per-person rate ≥ `min`. */
export interface TaxBracket {
  min_price_per_person: number;
  amount: number;
}

export interface TaxRules {
  consumption_tax_percent: number;
  accommodation_tax: readonly TaxBracket[];
}

export type CouponDiscount = {
  discount_type: 'percent' | 'amount';
  amount: number;
  /** Only the first this-many nights are discounted (product.md §3); null or absent: all. */
  max_discounted_nights?: number | null;
};

/**
 * One night of a room, before tax: the plan's resolved rate (src/rules/inventory/rates.ts), or
 * a plain per-adult rate (children at their tier's share).
 */
export type NightRateInput =
  | { date: string; rate: OccupancyRate }
  | { date: string; price_per_adult: number };

export interface RoomPriceInput {
  nights: readonly NightRateInput[];
  adults: number;
  kids: readonly KidsTierCount[];
  tiers: readonly KidsTier[];
  taxes: TaxRules;
  /** Coupon applied to this room; amount coupons are passed to one room only (see priceRooms). */
  coupon?: CouponDiscount | null;
  /** Points paying towards this room (after the coupon, before tax; see priceRooms). */
  points?: number;
}

/**
 * A child's nightly price: the tier's share of the adult rate, rounded down so a guest is
 * never charged a fraction of a yen.
 */
export function childNightPrice(pricePerAdult: number, tier: KidsTier): number {
  return Math.floor((pricePerAdult * tier.rate_percent) / 100);
}

/** The per-guest accommodation tax for one night at a per-person price. */
export function accommodationTaxPerGuest(
  pricePerPerson: number,
  brackets: readonly TaxBracket[],
): number {
  let amount = 0;
  for (const b of brackets)
    if (pricePerPerson >= b.min_price_per_person) amount = Math.max(amount, b.amount);
  return amount;
}

export function couponAmount(coupon: CouponDiscount | null | undefined, price: number): number {
  if (!coupon) return 0;
  const raw =
    coupon.discount_type === 'percent' ? Math.floor((price * coupon.amount) / 100) : coupon.amount;
  return Math.min(Math.max(raw, 0), price);
}

/**
 * Prices one room for a stay. Rates are stored before tax; consumption tax is charged on the
 * discounted price and rounded down once per room (not per night) so totals add up exactly;
 * accommodation tax is per guest per night by the per-person rate bracket (Tokyo/Kyoto style),
 * and children whose tier does not count as a guest (infants in a shared bed) do not pay it.
 */
export function priceRoom(input: RoomPriceInput): PricedRoom {
  const tierOf = (code: string): KidsTier | undefined => input.tiers.find((t) => t.code === code);
  let guests = input.adults;
  for (const k of input.kids) if (tierOf(k.code)?.counts_as_guest) guests += k.count;
  const taxOfNight = (price: number): number =>
    accommodationTaxPerGuest(
      Math.floor(price / Math.max(guests, 1)),
      input.taxes.accommodation_tax,
    ) * guests;

  let roomPrice = 0;
  let accommodationTax = 0;
  const nights = input.nights.map((night) => {
    let price: number;
    if ('rate' in night) {
      const priced = occupancyPrice(night.rate, input.adults, input.kids);
      // Callers offer a plan only where its rate sells the occupancy (plan-rules.ts).
      if (priced === null) throw new Error(`no rate for ${input.adults} adults on ${night.date}`);
      price = priced;
    } else {
      price = night.price_per_adult * input.adults;
      for (const k of input.kids) {
        const tier = tierOf(k.code);
        if (tier) price += childNightPrice(night.price_per_adult, tier) * k.count;
      }
    }
    roomPrice += price;
    accommodationTax += taxOfNight(price);
    return { date: night.date, price_without_tax: price };
  });
  const discountedNights = input.coupon?.max_discounted_nights ?? nights.length;
  const discountable = nights
    .slice(0, discountedNights)
    .reduce((sum, night) => sum + night.price_without_tax, 0);
  const discount = couponAmount(input.coupon, discountable);
  const beforePoints = roomPrice - discount;
  const points = Math.min(Math.max(input.points ?? 0, 0), beforePoints);
  const withoutTax = beforePoints - points;
  const tax = Math.floor((withoutTax * input.taxes.consumption_tax_percent) / 100);
  const base = {
    nights,
    room_price_without_tax: roomPrice,
    coupon_discount_amount: discount,
    total_price_without_tax: withoutTax,
    tax,
    accommodation_tax: accommodationTax,
    total_price: withoutTax + tax + accommodationTax,
  };
  if (points === 0) return base;
  // Points lower what each night costs (first nights first), so a night's per-person price can
  // fall below an accommodation-tax bracket: the tax is recomputed (doc 2 §8 "accommodation tax
  // became cheaper after redeeming points").
  let left = points;
  let taxAfterPoints = 0;
  for (const night of nights) {
    const paid = Math.min(left, night.price_without_tax);
    left -= paid;
    taxAfterPoints += taxOfNight(night.price_without_tax - paid);
  }
  const taxBefore = Math.floor((beforePoints * input.taxes.consumption_tax_percent) / 100);
  return {
    ...base,
    accommodation_tax: taxAfterPoints,
    total_price: withoutTax + tax + taxAfterPoints,
    spending_point_value: points,
    total_price_before_point_discount: beforePoints + taxBefore + accommodationTax,
    accommodation_tax_before_point_discount: accommodationTax,
  };
}

/**
 * Applies a coupon across rooms: a percentage to each room, a fixed amount once (first room).
 * Points pay towards the rooms in order, each up to its price after the coupon.
 */
export function priceRooms(
  rooms: readonly Omit<RoomPriceInput, 'coupon' | 'points'>[],
  coupon: CouponDiscount | null,
  points = 0,
): PricedRoom[] {
  let left = points;
  return rooms.map((room, i) => {
    const price = priceRoom({
      ...room,
      coupon: coupon && (coupon.discount_type === 'percent' || i === 0) ? coupon : null,
      points: left,
    });
    left -= price.spending_point_value ?? 0;
    return price;
  });
}

export interface ExtraLine {
  price_without_tax: number;
  quantity: number;
}

/** Price of an extra line with consumption tax (rounded down per line). */
export function priceExtra(
  line: ExtraLine,
  taxes: TaxRules,
): { price_without_tax: number; price: number } {
  const withoutTax = line.price_without_tax * line.quantity;
  return {
    price_without_tax: withoutTax,
    price: withoutTax + Math.floor((withoutTax * taxes.consumption_tax_percent) / 100),
  };
}

/** Sums rooms and extras into the reservation's totals. */
export function totalPrice(
  currency: string,
  rooms: readonly PricedRoom[],
  extras: readonly { price_without_tax: number; price: number }[],
): TotalPrice {
  const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);
  const extraWithout = sum(extras.map((e) => e.price_without_tax));
  const extraTotal = sum(extras.map((e) => e.price));
  const roomsWithout = sum(rooms.map((r) => r.total_price_without_tax));
  const points = sum(rooms.map((r) => r.spending_point_value ?? 0));
  const total = sum(rooms.map((r) => r.total_price)) + extraTotal;
  const accommodationTax = sum(rooms.map((r) => r.accommodation_tax));
  const withPoints =
    points > 0
      ? {
          spending_point_value: points,
          total_price_before_point_discount:
            sum(rooms.map((r) => r.total_price_before_point_discount ?? r.total_price)) +
            extraTotal,
          accommodation_tax_before_point_discount: sum(
            rooms.map((r) => r.accommodation_tax_before_point_discount ?? r.accommodation_tax),
          ),
        }
      : {};
  return {
    currency,
    room_price_without_tax: sum(rooms.map((r) => r.room_price_without_tax)),
    extra_price_without_tax: extraWithout,
    total_extra_price: extraTotal,
    coupon_discount_amount: sum(rooms.map((r) => r.coupon_discount_amount)),
    total_price_without_tax: roomsWithout + extraWithout,
    tax: sum(rooms.map((r) => r.tax)) + (extraTotal - extraWithout),
    accommodation_tax: accommodationTax,
    total_price: total,
    ...withPoints,
  };
}
