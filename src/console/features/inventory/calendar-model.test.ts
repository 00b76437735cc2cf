import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarNights,
  calendarPages,
  isoWeekday,
  moveFocus,
  summarise,
} from './calendar-model.ts';

const restrictions = {
  stop_sell: false,
  closed_to_arrival: true,
  closed_to_departure: false,
  min_stay_through: null,
  max_stay_through: null,
  min_stay_arrival: 2,
  max_stay_arrival: null,
};

describe('rates calendar model', () => {
  it('spans 18 months of nights, read in pages of at most 400', () => {
    const nights = calendarNights('2026-12-01');
    expect(nights[0]).toBe('2026-12-01');
    expect(nights.at(-1)).toBe('2028-05-31');
    expect(calendarPages(nights)).toEqual([
      { from: '2026-12-01', to: addDays('2026-12-01', 399) },
      { from: addDays('2026-12-01', 400), to: '2028-05-31' },
    ]);
    expect(isoWeekday('2026-11-29')).toBe(7);
  });

  it('sums a cell up: the price of the most adults priced, rooms left, restriction marks', () => {
    const summary = summarise(
      {
        date: '2026-12-01',
        rate: { adults: [9000, 12000, null], children: {} },
        rate_source: 'own',
        restrictions,
      },
      { date: '2026-12-01', rooms_to_sell: 5, rooms_booked: 2, rooms_left: 3, closed: false },
    );
    expect(summary).toEqual({
      price: 12000,
      adults: 2,
      roomsLeft: 3,
      marks: [{ kind: 'cta' }, { kind: 'minStay', nights: 2 }],
      source: 'own',
    });
    expect(summarise(undefined, undefined).roomsLeft).toBeNull();
  });

  it('moves the focus like a WAI-ARIA grid, mirrored right to left', () => {
    const size = { rows: 3, cols: 30 };
    expect(moveFocus({ row: 0, col: 0 }, { key: 'ArrowRight' }, size)).toEqual({ row: 0, col: 1 });
    expect(moveFocus({ row: 0, col: 1 }, { key: 'ArrowRight' }, size, true)).toEqual({
      row: 0,
      col: 0,
    });
    expect(moveFocus({ row: 2, col: 5 }, { key: 'ArrowDown' }, size)).toEqual({ row: 2, col: 5 });
    expect(moveFocus({ row: 1, col: 5 }, { key: 'End' }, size)).toEqual({ row: 1, col: 29 });
    expect(moveFocus({ row: 1, col: 5 }, { key: 'Home', ctrlKey: true }, size)).toEqual({
      row: 0,
      col: 0,
    });
    expect(moveFocus({ row: 1, col: 5 }, { key: 'PageDown' }, size)).toEqual({ row: 1, col: 12 });
    expect(moveFocus({ row: 1, col: 5 }, { key: 'x' }, size)).toBeNull();
  });
});
