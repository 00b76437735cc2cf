import { describe, expect, it } from 'vitest';
import type { RoomPrice } from '../../api/contract/price.ts';
import type { RoomPlanResult, RoomResult, RoomSearchResponse } from '../../api/contract/rooms.ts';
import type { SelectedRoom } from '../../shared/search/selection.ts';
import {
  canSelect,
  currencyRulesOut,
  keepSelectable,
  shownCurrency,
  shownPlanPrice,
  shownSelectionTotal,
} from './shown-total.ts';

const rate = { base_currency: 'JPY', currency: 'USD', rate: '0.0067', updated_at: '2026-11-01' };

const price = (yen: number, cents?: number): RoomPrice => ({
  nights: [],
  room_price_without_tax: yen,
  coupon_discount_amount: 0,
  total_price_without_tax: yen,
  tax: 0,
  accommodation_tax: 0,
  total_price: yen,
  ...(cents === undefined
    ? {}
    : {
        mcp_currency: 'USD',
        mcp_exchange_rate: rate,
        mcp_room_price_without_tax: cents,
        mcp_coupon_discount_amount: 0,
        mcp_total_price_without_tax: cents,
        mcp_tax: 0,
        mcp_accommodation_tax: 0,
        mcp_total_price: cents,
      }),
});

const plan = (code: string, p: RoomPrice | null): RoomPlanResult => ({
  room_plan_code: code,
  room_plan_name: code,
  hotel_plan_code: code,
  description: '',
  payment_type: 'on_site',
  payment_method: [],
  credit_card_payment: false,
  members_only: false,
  is_day_use: false,
  meal: 'none',
  min_nights: 1,
  matched_search_criteria: {
    adults_count: 2,
    children_count: 0,
    adults_with_companion: 0,
    children_with_kid_tier_A_companion: 0,
  },
  sale_limit: null,
  plan_stock_count: 5,
  inclusive_extra_ids: [],
  cancellation_policy_code: 'STD',
  price: p,
  total_price: p?.total_price ?? null,
});

const room = (code: string, plans: RoomPlanResult[]): RoomResult => ({
  room_type_code: code,
  room_type_name: code,
  description: '',
  capacity: 2,
  size_sqm: 20,
  filters: [],
  room_count: 5,
  room_plans: plans,
});

const answer = (rooms: RoomResult[], mcp: boolean): RoomSearchResponse => ({
  hotel_code: 'sakura-tokyo',
  currency: 'JPY',
  checkin_date: '2026-12-01',
  checkout_date: '2026-12-02',
  nights: 1,
  rooms,
  plans: [],
  next_available_date: null,
  ...(mcp ? { mcp_currency: 'USD', mcp_exchange_rate: rate } : {}),
});

const selected = (
  roomTypeCode: string,
  roomPlanCode: string,
  quantity: number,
  salePrice: number,
) =>
  ({
    roomTypeCode,
    roomPlanCode,
    numberOfAdults: 2,
    numberOfChildren: 0,
    type: 'rooms',
    quantity,
    salePrice,
    paymentType: 'on_site',
  }) satisfies SelectedRoom;

describe('results currency', () => {
  it('is the hotel currency without a conversion and the guest currency with one', () => {
    expect(shownCurrency(answer([], false))).toBe('JPY');
    expect(shownCurrency(answer([], true))).toBe('USD');
  });

  it('shows a plan in the answer currency, or nothing without dates', () => {
    const result = answer([], true);
    expect(shownPlanPrice(result, plan('BB', price(12_000, 8_040)))).toMatchObject({
      currency: 'USD',
      total: 8_040,
    });
    expect(shownPlanPrice(result, plan('BB', null))).toBeNull();
  });
});

describe('shownSelectionTotal', () => {
  const rooms = [
    room('TWIN', [plan('BB', price(12_000, 8_040)), plan('RO', price(10_000, 6_700))]),
  ];

  it('sums the selected rooms in the same currency as the plans', () => {
    const selection = [selected('TWIN', 'BB', 2, 12_000), selected('TWIN', 'RO', 1, 10_000)];
    expect(shownSelectionTotal(selection, answer(rooms, true))).toBe(2 * 8_040 + 6_700);
    const yenRooms = [room('TWIN', [plan('BB', price(12_000)), plan('RO', price(10_000))])];
    expect(shownSelectionTotal(selection, answer(yenRooms, false))).toBe(34_000);
  });

  it('converts a selected room the answer no longer lists at the answer rate', () => {
    const selection = [selected('SUITE', 'BB', 1, 30_000)];
    expect(shownSelectionTotal(selection, answer(rooms, true))).toBe(20_100);
    expect(shownSelectionTotal(selection, answer(rooms, false))).toBe(30_000);
  });
});

describe('what the guest may select', () => {
  const prepaid = { ...plan('PP', price(12_000, 8_040)), payment_type: 'pre_paid' as const };
  const onSite = plan('OS', price(10_000, 6_700));
  const members = { ...prepaid, room_plan_code: 'MEM', bookable: false };
  const rooms = [room('TWIN', [prepaid, onSite, members])];

  it('rules out plans not paid by card online in a currency other than the hotel one', () => {
    expect(currencyRulesOut(answer(rooms, true), onSite)).toEqual({
      currency: 'USD',
      hotelCurrency: 'JPY',
    });
    expect(currencyRulesOut(answer(rooms, true), prepaid)).toBeUndefined();
    expect(currencyRulesOut(answer(rooms, false), onSite)).toBeUndefined();
  });

  it('never lets a members-only plan be selected without a sign-in', () => {
    expect(canSelect(answer(rooms, false), members)).toBe(false);
    expect(canSelect(answer(rooms, false), { ...members, bookable: undefined })).toBe(true);
  });

  it('drops selected rooms a new answer rules out and keeps the rest', () => {
    const selection = [
      selected('TWIN', 'PP', 1, 12_000),
      selected('TWIN', 'OS', 1, 10_000),
      selected('GONE', 'X', 1, 5_000),
    ];
    expect(keepSelectable(selection, answer(rooms, true)).map((e) => e.roomPlanCode)).toEqual([
      'PP',
      'X',
    ]);
    expect(keepSelectable(selection, answer(rooms, false))).toBe(selection);
  });
});
