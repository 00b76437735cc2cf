import { describe, expect, it } from 'vitest';
import type { Extra } from '../../../../api/contract/catalogue.ts';
import { ApiError } from '../../../../api/errors/api-error.ts';
import {
  datedLines,
  errorExtraId,
  isExtrasError,
  listedExtras,
  moveDate,
  quantityOf,
  setQuantity,
  unitPrice,
} from './extras-model.ts';

const generic = (over: Partial<Extra> = {}): Extra => ({
  extra_id: 'late-checkout',
  name: 'Late check-out',
  extra_type: 'generic',
  inventory: null,
  min_quantity: 1,
  max_quantity: 1,
  booking_available_dates: [],
  prices: [{ price_without_tax: 2000, price: 2200, date: null }],
  ...over,
});
const dated = (over: Partial<Extra> = {}): Extra => ({
  extra_id: 'breakfast',
  name: 'Breakfast',
  extra_type: 'dated',
  inventory: 200,
  min_quantity: 1,
  max_quantity: 10,
  booking_available_dates: ['2030-05-01', '2030-05-02', '2030-05-03'],
  prices: [
    { price_without_tax: 1800, price: 1980, date: '2030-05-02' },
    { price_without_tax: 1900, price: 2090, date: '2030-05-03' },
    { price_without_tax: 1800, price: 1980, date: '2030-05-09' },
  ],
  ...over,
});
const stay = { checkin: '2030-05-01', checkout: '2030-05-03' };

describe('listedExtras', () => {
  it('lists generic extras and dated ones on priced, available nights of the stay', () => {
    const listed = listedExtras([generic(), dated()], stay, new Set(['breakfast']), []);
    expect(listed.map((l) => [l.extra.extra_id, l.dates, l.included])).toEqual([
      ['late-checkout', [], false],
      // 05-01 has no price; 05-03 is the check-out day, not a night of the stay.
      ['breakfast', ['2030-05-02'], true],
    ]);
  });

  it('leaves out a dated extra whose available days never meet a price day', () => {
    const noMatch = dated({ prices: [{ price_without_tax: 1, price: 1, date: '2030-06-01' }] });
    expect(listedExtras([noMatch], stay, new Set(), [])).toEqual([]);
  });

  it('leaves out sold-out extras unless the guest already chose one', () => {
    const soldOut = generic({ inventory: 0 });
    expect(listedExtras([soldOut], stay, new Set(), [])).toEqual([]);
    const chosen = [{ extra_id: 'late-checkout', quantity: 1 }];
    expect(listedExtras([soldOut], stay, new Set(), chosen)).toHaveLength(1);
  });
});

describe('unitPrice', () => {
  it('reads the day price of a dated extra and the single price of a generic one', () => {
    expect(unitPrice(dated(), '2030-05-03', true)).toBe(2090);
    expect(unitPrice(dated(), '2030-05-03', false)).toBe(1900);
    expect(unitPrice(dated(), '2030-05-01', true)).toBeUndefined();
    expect(unitPrice(generic(), null, true)).toBe(2200);
  });
});

describe('quantities', () => {
  it('adds, changes in place and removes lines', () => {
    let value = setQuantity([], 'a', undefined, 2);
    value = setQuantity(value, 'b', '2030-05-02', 1);
    value = setQuantity(value, 'a', undefined, 3);
    expect(value).toEqual([
      { extra_id: 'a', quantity: 3 },
      { extra_id: 'b', quantity: 1, date: '2030-05-02' },
    ]);
    expect(quantityOf(value, 'b', '2030-05-02')).toBe(1);
    expect(quantityOf(value, 'b', '2030-05-01')).toBe(0);
    expect(setQuantity(value, 'a', undefined, 0)).toEqual([
      { extra_id: 'b', quantity: 1, date: '2030-05-02' },
    ]);
  });

  it('moves a dated line to another day, adding up when that day already has one', () => {
    const value = [
      { extra_id: 'b', quantity: 1, date: '2030-05-01' },
      { extra_id: 'b', quantity: 2, date: '2030-05-02' },
    ];
    expect(moveDate(value.slice(0, 1), 'b', '2030-05-01', '2030-05-03')).toEqual([
      { extra_id: 'b', quantity: 1, date: '2030-05-03' },
    ]);
    expect(moveDate(value, 'b', '2030-05-01', '2030-05-02')).toEqual([
      { extra_id: 'b', quantity: 3, date: '2030-05-02' },
    ]);
    expect(datedLines(value, 'b')).toHaveLength(2);
  });
});

describe('errors', () => {
  const error = (code: number, payload?: unknown) =>
    new ApiError({ status: 422, code, title: 'x', local: false, payload });
  const sent = [
    { extra_id: 'a', quantity: 1 },
    { extra_id: 'b', quantity: 9 },
  ];

  it('names the extra from the payload field index or its extra_id', () => {
    expect(errorExtraId(error(1102, { field: 'extras.1.quantity' }), sent)).toBe('b');
    expect(errorExtraId(error(1100, { extra_id: 'zz' }), sent)).toBe('zz');
    expect(errorExtraId(error(1104, { field: 'extras' }), sent)).toBeUndefined();
    expect(errorExtraId(error(1104), sent)).toBeUndefined();
  });

  it('knows the extras codes', () => {
    expect(isExtrasError(error(1100))).toBe(true);
    expect(isExtrasError(error(1106))).toBe(true);
    expect(isExtrasError(error(1000))).toBe(false);
    expect(isExtrasError(undefined)).toBe(false);
  });
});
