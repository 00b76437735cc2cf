import { describe, expect, it } from 'vitest';
import type { RoomPlanResult, RoomResult } from '../../src/api/contract/index.ts';
import type { HotelSettings } from '../db/schema.ts';
import type { Hotel } from './hotels.ts';
import { recommend, recommenderSetting } from './recommender.ts';

const plan = (code: string, total: number, extra: Partial<RoomPlanResult> = {}) =>
  ({
    room_plan_code: code,
    total_price: total,
    members_only: false,
    meal: 'none',
    ...extra,
  }) as RoomPlanResult;
const room = (code: string, size: number, plans: RoomPlanResult[]) =>
  ({ room_type_code: code, size_sqm: size, room_plans: plans }) as unknown as RoomResult;

const rooms = [
  room('small', 18, [plan('small-only', 9000), plan('small-bf', 12000, { meal: 'breakfast' })]),
  room('big', 45, [plan('big-dinner', 30000, { meal: 'dinner_breakfast' })]),
  room('mid', 26, [
    plan('mid-members', 10000, { members_only: true }),
    plan('mid-closed', 8000, { bookable: false }),
    plan('mid-only', 14000),
  ]),
];
const codes = (priority: 'price' | 'space' | 'meals', max = 10) =>
  recommend(rooms, priority, max).map((o) => o.plan.room_plan_code);

describe('recommend', () => {
  it('orders by price, leaving out members-only and unbookable plans', () => {
    expect(codes('price')).toEqual(['small-only', 'small-bf', 'mid-only', 'big-dinner']);
  });
  it('puts the largest room first for space, then the cheaper offer', () => {
    expect(codes('space')).toEqual(['big-dinner', 'mid-only', 'small-only', 'small-bf']);
  });
  it('puts plans with meals first for meals, then the cheaper offer', () => {
    expect(codes('meals')).toEqual(['small-bf', 'big-dinner', 'small-only', 'mid-only']);
  });
  it('answers at most max offers, each with its room but not the room’s other plans', () => {
    const offers = recommend(rooms, 'price', 2);
    expect(offers).toHaveLength(2);
    expect(offers[0]?.room.room_type_code).toBe('small');
    expect(offers[0]?.room.room_plans).toEqual([]);
  });
});

describe('recommenderSetting', () => {
  const hotel = (recommender: HotelSettings['recommender']) =>
    ({ settings: { recommender } }) as unknown as Hotel;
  it('is off with three offers for a hotel that never set it', () => {
    expect(recommenderSetting(hotel(undefined))).toEqual({
      enabled: false,
      max_recommendations: 3,
    });
  });
  it('keeps the offer count within 1 to 10', () => {
    expect(recommenderSetting(hotel({ enabled: true, max_recommendations: 50 }))).toEqual({
      enabled: true,
      max_recommendations: 10,
    });
    expect(recommenderSetting(hotel({ enabled: true, max_recommendations: -2 }))).toEqual({
      enabled: true,
      max_recommendations: 1,
    });
  });
});
