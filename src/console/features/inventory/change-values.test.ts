import { describe, expect, it } from 'vitest';
import { changeFields, EMPTY_CHANGE } from './change-values.ts';

describe('calendar change values', () => {
  it('turns what was typed into the fields set, leaving empty ones as they are', () => {
    expect(
      changeFields({
        ...EMPTY_CHANGE,
        prices: ['9000', '12000', ''],
        roomsToSell: '5',
        closedToArrival: 'on',
        stopSell: 'off',
        minStay: '2',
        maxStay: '0',
      }),
    ).toEqual({
      set: {
        rate: { adults: [9000, 12000], children: {} },
        rooms_to_sell: 5,
        stop_sell: false,
        closed_to_arrival: true,
        min_stay_arrival: 2,
        max_stay_arrival: null,
      },
    });
  });

  it('never sends a price for a derived plan, and refuses what is not a whole number', () => {
    expect(changeFields({ ...EMPTY_CHANGE, prices: ['100'], roomsToSell: '3' }, true)).toEqual({
      set: { rooms_to_sell: 3 },
    });
    expect(changeFields({ ...EMPTY_CHANGE, prices: ['1,5'] })).toEqual({
      refusal: { field: 'prices', why: 'number' },
    });
    expect(changeFields({ ...EMPTY_CHANGE, minStay: '400' })).toEqual({
      refusal: { field: 'minStay', why: 'number' },
    });
    expect(changeFields(EMPTY_CHANGE)).toEqual({ refusal: { field: 'nothing', why: 'nothing' } });
  });
});
