import type { Kysely } from 'kysely';
import type {
  Answer,
  BookExtra,
  BookRoom,
  ReservationExtra,
  TotalPrice,
} from '../../../src/api/contract/index.ts';
import { ErrorCode } from '../../../src/api/contract/index.ts';
import { stayNights } from '../../../src/rules/dates.ts';
import type { Database, StoredRoom } from '../../db/schema.ts';
import { DomainError, invalid } from '../../domain/errors.ts';
import { childCount, guestsInRoom, resolveKids } from '../../domain/kids.ts';
import { type CouponDiscount, priceExtra, priceRooms, totalPrice } from '../../domain/pricing.ts';
import { type Catalogue, loadInventory, type PlanRow } from '../catalogue.ts';
import type { Hotel } from '../hotels.ts';
import { loadPlanNights } from '../inventory/plan-nights.ts';
import {
  checkPlanStay,
  occupancyFits,
  sellsOccupancy,
  stayRates,
} from '../inventory/plan-rules.ts';

export interface PricedBooking {
  rooms: StoredRoom[];
  extras: ReservationExtra[];
  price: TotalPrice;
  plans: PlanRow[];
}

/**
 * Resolves the chosen rooms against the catalogue and prices them from the database's rates —
 * never from anything the client sent. Checks occupancy, plan/room pairing, plan nights and
 * that every night has a rate.
 */
export async function priceBooking(
  db: Kysely<Database>,
  hotel: Hotel,
  catalogue: Catalogue,
  checkin: string,
  checkout: string,
  /** The hotel's today: sale periods and booking windows count from it. */
  today: string,
  rooms: readonly BookRoom[],
  extras: readonly BookExtra[],
  coupon: CouponDiscount | null,
  /** Points paying towards the rooms (capped at their price; see priceRooms). */
  points = 0,
): Promise<PricedBooking> {
  const s = hotel.settings;
  const nights = stayNights(checkin, checkout);
  const chosen = rooms.map((room, i) => {
    const type = catalogue.roomTypes.find((t) => t.code === room.room_type_code);
    if (!type) throw invalid(`rooms.${i}.room_type_code`, 'is not a room type of this hotel');
    const plan = catalogue.plans.find(
      (p) => p.code === room.room_plan_code && p.room_type_id === type.id,
    );
    if (!plan) throw invalid(`rooms.${i}.room_plan_code`, 'is not a plan of this room type');
    if (nights.length < plan.min_nights)
      throw invalid('checkout_date', `must give at least ${plan.min_nights} nights for this plan`);
    if (nights.length > plan.max_nights)
      throw invalid('checkout_date', `must give at most ${plan.max_nights} nights for this plan`);
    if (plan.is_day_use && nights.length !== 1)
      throw invalid('checkout_date', 'must be the day after checkin_date for day use');
    const kids = resolveKids(s.kids_type, s.kids_tiers, room, `rooms.${i}`);
    if (kids.length > 0 && !s.kids_accept)
      throw invalid(`rooms.${i}.kids_tiers`, 'children are not accepted by this hotel');
    const guests = guestsInRoom(room.adults, kids, s.kids_tiers);
    if (guests > type.capacity || guests > s.max_guests_per_room) {
      throw invalid(
        `rooms.${i}.adults`,
        `exceeds the room's capacity of ${Math.min(type.capacity, s.max_guests_per_room)} guests`,
      );
    }
    if (!occupancyFits(type, room.adults, childCount(kids)))
      throw invalid(`rooms.${i}.adults`, 'is not an occupancy this room type takes');
    return { room, type, plan, kids };
  });
  for (const p of new Set(chosen.map((c) => c.plan))) {
    const n = chosen.filter((c) => c.plan === p).length;
    if (p.sale_limit !== null && n > p.sale_limit)
      throw invalid('rooms', `may hold at most ${p.sale_limit} rooms of plan ${p.code}`);
  }
  const [inventory, planNights] = await Promise.all([
    loadInventory(db, [...new Set(chosen.map((c) => c.type.id))], checkin, checkout),
    // Derived plans read their parents' rates; the departure day its closed-to-departure.
    loadPlanNights(
      db,
      catalogue.plans
        .filter((p) => chosen.some((c) => c.type.id === p.room_type_id))
        .map((p) => p.id),
      checkin,
      checkout,
    ),
  ]);
  const inputs = chosen.map(({ room, type, plan, kids }, i) => {
    const stock = inventory.get(type.id) ?? [];
    for (const date of nights) {
      const night = stock.find((n) => n.date === date);
      if (!night || night.closed) throw invalid(`rooms.${i}`, `is not for sale on ${date}`);
    }
    checkPlanStay(plan, { checkin, checkout, today }, planNights);
    const rated = stayRates(plan, nights, {
      plans: catalogue.plans,
      nights: planNights,
      stock,
      type,
      tiers: s.kids_tiers,
    });
    if (!rated || !sellsOccupancy(rated, room.adults, kids))
      throw invalid(`rooms.${i}`, 'has no rate for this stay and occupancy');
    return { nights: rated, adults: room.adults, kids, tiers: s.kids_tiers, taxes: s };
  });
  const prices = priceRooms(inputs, coupon, points);
  const storedRooms: StoredRoom[] = chosen.map(({ room, type, plan, kids }, i) => {
    const price = prices[i];
    if (!price) throw new Error('priceRooms returned fewer prices than rooms');
    return {
      room_type_id: type.id,
      plan_id: plan.id,
      room_type_code: type.code,
      room_type_name: type.name,
      room_plan_code: plan.code,
      room_plan_name: plan.name,
      adults: room.adults,
      children: childCount(kids),
      kids_tiers: kids,
      guest: room.guest ?? null,
      price,
    };
  });
  const pricedExtras = await priceExtras(db, hotel, nights, extras);
  return {
    rooms: storedRooms,
    extras: pricedExtras,
    price: totalPrice(hotel.currency, prices, pricedExtras),
    plans: chosen.map((c) => c.plan),
  };
}

/** Extras: known id (1100), quantity within min–max (1102), dated ones on a stay date. */
async function priceExtras(
  db: Kysely<Database>,
  hotel: Hotel,
  nights: readonly string[],
  extras: readonly BookExtra[],
): Promise<ReservationExtra[]> {
  if (extras.length === 0) return [];
  const rows = await db.selectFrom('extras').selectAll().where('hotel_id', '=', hotel.id).execute();
  return extras.map((e, i) => {
    const row = rows.find((r) => r.code === e.extra_id);
    if (!row)
      throw new DomainError(
        ErrorCode.extraIdInvalid,
        422,
        'The extra is not available.',
        `extras.${i}.extra_id`,
      );
    if (e.quantity < row.min_quantity || e.quantity > row.max_quantity) {
      throw new DomainError(
        ErrorCode.extraQuantityInvalid,
        422,
        `Choose between ${row.min_quantity} and ${row.max_quantity}.`,
        `extras.${i}.quantity`,
      );
    }
    if (row.extra_type === 'dated' && (!e.date || !nights.includes(e.date))) {
      throw invalid(`extras.${i}.date`, 'must be a night of the stay');
    }
    const price = priceExtra(
      { price_without_tax: row.price_without_tax, quantity: e.quantity },
      hotel.settings,
    );
    return {
      extra_id: row.code,
      name: row.name,
      quantity: e.quantity,
      date: row.extra_type === 'dated' ? (e.date ?? null) : null,
      ...price,
    };
  });
}

/** Takes extra inventory atomically (1104 when a concurrent booking took the last ones). */
export async function takeExtras(
  db: Kysely<Database>,
  hotelId: number,
  extras: readonly ReservationExtra[],
  sign: 1 | -1,
): Promise<void> {
  for (const e of extras) {
    let q = db
      .updateTable('extras')
      .set((eb) => ({ sold: eb('sold', '+', sign * e.quantity) }))
      .where('hotel_id', '=', hotelId)
      .where('code', '=', e.extra_id);
    if (sign === 1)
      q = q.where((eb) =>
        eb.or([
          eb('inventory', 'is', null),
          eb(eb('sold', '+', e.quantity), '<=', eb.ref('inventory')),
        ]),
      );
    const done = await q.returning('id').executeTakeFirst();
    if (!done && sign === 1) {
      throw new DomainError(ErrorCode.extraLimitExceeded, 409, `${e.name} is sold out.`, 'extras');
    }
  }
}

/** The read-only twin of `takeExtras` for a quote: 1104 when fewer are left than asked for. */
export async function checkExtrasLeft(
  db: Kysely<Database>,
  hotelId: number,
  extras: readonly ReservationExtra[],
): Promise<void> {
  if (extras.length === 0) return;
  const rows = await db
    .selectFrom('extras')
    .select(['code', 'sold', 'inventory'])
    .where('hotel_id', '=', hotelId)
    .execute();
  for (const e of extras) {
    const row = rows.find((r) => r.code === e.extra_id);
    if (row && row.inventory !== null && row.sold + e.quantity > row.inventory) {
      throw new DomainError(ErrorCode.extraLimitExceeded, 409, `${e.name} is sold out.`, 'extras');
    }
  }
}

/**
 * Answers to the hotel's questions: unknown ids are invalid; required questions that apply to
 * the booked plans must be answered; people-per-room counts must not exceed the adults.
 */
export async function checkAnswers(
  db: Kysely<Database>,
  hotel: Hotel,
  plans: readonly PlanRow[],
  adults: number,
  answers: readonly Answer[],
): Promise<void> {
  const questions = await db
    .selectFrom('questions')
    .selectAll()
    .where('kind', '=', 'question')
    .where((eb) =>
      eb.or([
        eb('hotel_id', '=', hotel.id),
        eb.and([eb('hotel_id', 'is', null), eb('brand_id', '=', hotel.brand_id)]),
      ]),
    )
    .execute();
  const planCodes = plans.map((p) => p.hotel_plan_code);
  answers.forEach((a, i) => {
    const q = questions.find((x) => x.code === a.question_id);
    if (!q) throw invalid(`answers.${i}.question_id`, 'is not a question of this hotel');
    if ((a.men_count ?? 0) + (a.women_count ?? 0) > adults)
      throw invalid(`answers.${i}.men_count`, 'exceeds the number of adults');
  });
  for (const q of questions) {
    const applies =
      q.hotel_plan_codes.length === 0 || q.hotel_plan_codes.some((c) => planCodes.includes(c));
    if (q.required && applies && !answers.some((a) => a.question_id === q.code)) {
      throw invalid('answers', `must answer question ${q.code}`);
    }
  }
}
