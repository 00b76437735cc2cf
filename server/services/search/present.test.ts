import { describe, expect, it } from 'vitest';
import type { RoomResult } from '../../../src/api/contract/index.ts';
import type { RoomOffer } from './evaluate.ts';
import { groupByPlan, orderRooms, presentRooms, searchAnswer } from './present.ts';
import { catalogue, planRow, roomType, search } from './test-catalogue.ts';

const double = roomType(1, 'double');
const twin = roomType(2, 'twin');
const roomOnly = planRow(10, 1, 'double-room-only', { hotel_plan_code: 'room-only' });
const breakfast = planRow(11, 1, 'double-breakfast', {
  hotel_plan_code: 'breakfast',
  payment_type: 'pre_paid',
  members_only: true,
});
const twinRoomOnly = planRow(20, 2, 'twin-room-only', { hotel_plan_code: 'room-only' });
const cat = catalogue([double, twin], [roomOnly, breakfast, twinRoomOnly]);
const offers: RoomOffer[] = [
  {
    type: double,
    left: 3,
    plans: [
      { plan: roomOnly, left: 3, price: null, total: 20000 },
      { plan: breakfast, left: 3, price: null, total: 26000 },
    ],
  },
  { type: twin, left: 1, plans: [{ plan: twinRoomOnly, left: 1, price: null, total: 18000 }] },
];
const rooms = presentRooms(
  offers,
  cat,
  search({ rooms: [{ adults: 2, kids: [{ code: 'A', count: 1 }] }] }),
);
const plansOf = (r: readonly RoomResult[]) =>
  r.map((room) => [room.room_type_code, room.room_plans.map((p) => p.room_plan_code)]);

describe('presentRooms', () => {
  it('answers room types with their stock and plans in the contract shape', () => {
    expect(plansOf(rooms)).toEqual([
      ['double', ['double-room-only', 'double-breakfast']],
      ['twin', ['twin-room-only']],
    ]);
    expect(rooms[0]).toMatchObject({ room_count: 3, capacity: 2, images: [] });
    expect(rooms[0]?.room_plans[0]).toMatchObject({
      plan_stock_count: 3,
      total_price: 20000,
      cancellation_policy_code: 'flex',
      matched_search_criteria: { adults_count: 2, children_count: 1 },
      payment_method: ['on_site'],
      credit_card_payment: false,
      bookable: true,
    });
  });
  it('shows a members-only plan as not bookable and a pre-paid plan as card', () => {
    expect(rooms[0]?.room_plans[1]).toMatchObject({
      members_only: true,
      bookable: false,
      payment_method: ['credit_card'],
      credit_card_payment: true,
    });
  });
});

describe('orderRooms', () => {
  it('orders rooms by their cheapest plan, and plans within a room', () => {
    expect(plansOf(orderRooms(rooms, 'price_low_to_high'))).toEqual([
      ['twin', ['twin-room-only']],
      ['double', ['double-room-only', 'double-breakfast']],
    ]);
    expect(plansOf(orderRooms(rooms, 'price_high_to_low'))).toEqual([
      ['double', ['double-breakfast', 'double-room-only']],
      ['twin', ['twin-room-only']],
    ]);
  });
  it('keeps the hotel order for recommended', () => {
    expect(orderRooms(rooms, 'recommended')).toBe(rooms);
  });
});

describe('groupByPlan', () => {
  it('groups rooms by hotel plan with the lowest total, in the given order', () => {
    const plans = groupByPlan(rooms);
    expect(plans.map((p) => [p.hotel_plan_code, p.lowest_total_price])).toEqual([
      ['room-only', 18000],
      ['breakfast', 26000],
    ]);
    expect(plans[0]?.rooms.map((r) => r.room_type_code)).toEqual(['double', 'twin']);
    expect(plans[0]?.rooms[0]?.room_plans).toHaveLength(1);
  });
});

describe('searchAnswer', () => {
  it('answers the stay with ordered rooms and the same rooms grouped by plan', () => {
    const answer = searchAnswer(
      { code: 'h', currency: 'JPY' },
      search(),
      rooms,
      'price_low_to_high',
      { checkin: '2030-01-10', checkout: '2030-01-12', next: null },
    );
    expect(answer).toMatchObject({
      hotel_code: 'h',
      currency: 'JPY',
      nights: 2,
      checkin_date: '2030-01-10',
      checkout_date: '2030-01-12',
      next_available_date: null,
    });
    expect(answer.rooms[0]?.room_type_code).toBe('twin');
    expect(answer.plans).toEqual(groupByPlan(answer.rooms));
  });
});
