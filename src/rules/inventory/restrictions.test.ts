import { describe, expect, it } from 'vitest';
import {
  type NightRestriction,
  NO_RESTRICTION,
  type PlanLimits,
  refuseStay,
} from './restrictions.ts';

const open: PlanLimits = {
  sale_from: null,
  sale_until: null,
  stay_from: null,
  stay_until: null,
  advance_min_days: null,
  advance_max_days: null,
};
const today = '2027-03-01';
const stay = (checkin: string, checkout: string) => ({ checkin, checkout, today });
const nights =
  (rows: Record<string, Partial<NightRestriction>>) =>
  (date: string): NightRestriction | undefined =>
    rows[date] ? { ...NO_RESTRICTION, ...rows[date] } : undefined;

describe('refuseStay', () => {
  it('sells a stay without restrictions', () => {
    expect(refuseStay(stay('2027-03-10', '2027-03-12'), open, nights({}))).toBeNull();
  });
  it('stop-sell on any night of the stay, not on the departure day', () => {
    const n = nights({ '2027-03-11': { stop_sell: true } });
    expect(refuseStay(stay('2027-03-10', '2027-03-12'), open, n)).toEqual({
      reason: 'stop_sell',
      date: '2027-03-11',
    });
    expect(refuseStay(stay('2027-03-10', '2027-03-11'), open, n)).toBeNull();
  });
  it('closed to arrival on the check-in day only', () => {
    const n = nights({ '2027-03-10': { closed_to_arrival: true } });
    expect(refuseStay(stay('2027-03-10', '2027-03-11'), open, n)).toEqual({
      reason: 'closed_to_arrival',
      date: '2027-03-10',
    });
    expect(refuseStay(stay('2027-03-09', '2027-03-11'), open, n)).toBeNull();
  });
  it('closed to departure on the check-out day only', () => {
    const n = nights({ '2027-03-12': { closed_to_departure: true } });
    expect(refuseStay(stay('2027-03-10', '2027-03-12'), open, n)).toEqual({
      reason: 'closed_to_departure',
      date: '2027-03-12',
    });
    expect(refuseStay(stay('2027-03-10', '2027-03-13'), open, n)).toBeNull();
  });
  it('minimum stay on arrival applies to stays arriving that night only', () => {
    const n = nights({ '2027-03-10': { min_stay_arrival: 2 } });
    expect(refuseStay(stay('2027-03-10', '2027-03-11'), open, n)).toEqual({
      reason: 'min_stay',
      nights: 2,
    });
    expect(refuseStay(stay('2027-03-10', '2027-03-12'), open, n)).toBeNull();
    expect(refuseStay(stay('2027-03-09', '2027-03-11'), open, n)).toBeNull();
  });
  it('minimum stay through applies to every stay covering the night', () => {
    const n = nights({ '2027-03-11': { min_stay_through: 3 } });
    expect(refuseStay(stay('2027-03-10', '2027-03-12'), open, n)).toEqual({
      reason: 'min_stay',
      nights: 3,
    });
    expect(refuseStay(stay('2027-03-09', '2027-03-12'), open, n)).toBeNull();
    expect(refuseStay(stay('2027-03-12', '2027-03-13'), open, n)).toBeNull();
  });
  it('maximum stay on arrival and through', () => {
    expect(
      refuseStay(
        stay('2027-03-10', '2027-03-13'),
        open,
        nights({ '2027-03-10': { max_stay_arrival: 2 } }),
      ),
    ).toEqual({ reason: 'max_stay', nights: 2 });
    expect(
      refuseStay(
        stay('2027-03-08', '2027-03-13'),
        open,
        nights({ '2027-03-11': { max_stay_through: 4 } }),
      ),
    ).toEqual({ reason: 'max_stay', nights: 4 });
    expect(
      refuseStay(
        stay('2027-03-09', '2027-03-13'),
        open,
        nights({ '2027-03-11': { max_stay_through: 4 } }),
      ),
    ).toBeNull();
  });
  it('the booking window counts days from today to check-in', () => {
    expect(
      refuseStay(stay('2027-03-03', '2027-03-04'), { ...open, advance_min_days: 3 }, nights({})),
    ).toEqual({
      reason: 'advance_min',
      days: 3,
    });
    expect(
      refuseStay(stay('2027-03-04', '2027-03-05'), { ...open, advance_min_days: 3 }, nights({})),
    ).toBeNull();
    expect(
      refuseStay(stay('2027-04-01', '2027-04-02'), { ...open, advance_max_days: 30 }, nights({})),
    ).toEqual({
      reason: 'advance_max',
      days: 30,
    });
    expect(
      refuseStay(stay('2027-03-31', '2027-04-01'), { ...open, advance_max_days: 30 }, nights({})),
    ).toBeNull();
  });
  it('the sale period is about today, the stay period about the nights', () => {
    const sale = { ...open, sale_from: '2027-03-02', sale_until: null };
    expect(refuseStay(stay('2027-03-10', '2027-03-11'), sale, nights({}))).toEqual({
      reason: 'sale_period',
      from: '2027-03-02',
      until: null,
    });
    const period = { ...open, stay_from: '2027-03-10', stay_until: '2027-03-11' };
    expect(refuseStay(stay('2027-03-10', '2027-03-12'), period, nights({}))).toBeNull();
    expect(refuseStay(stay('2027-03-10', '2027-03-13'), period, nights({}))?.reason).toBe(
      'stay_period',
    );
    expect(refuseStay(stay('2027-03-09', '2027-03-11'), period, nights({}))?.reason).toBe(
      'stay_period',
    );
  });
});
