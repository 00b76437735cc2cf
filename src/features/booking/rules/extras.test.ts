import { describe, expect, it } from 'vitest';
import {
  type ExtraDates,
  extraQuantityError,
  extraQuantityOptions,
  isExtraListed,
  orderableExtraDates,
} from './extras.ts';

describe('extra quantity', () => {
  const extra = { min_quantity: 2, max_quantity: 5, inventory: null };
  it('is 0 or within min–max', () => {
    expect(extraQuantityError(0, extra)).toBeUndefined();
    expect(extraQuantityError(2, extra)).toBeUndefined();
    expect(extraQuantityError(5, extra)).toBeUndefined();
    expect(extraQuantityError(1, extra)).toBe('booking.validation.extras.quantity');
    expect(extraQuantityError(6, extra)).toBe('booking.validation.extras.quantity');
    expect(extraQuantityError(2.5, extra)).toBe('booking.validation.extras.quantity');
    expect(extraQuantityError(-1, extra)).toBe('booking.validation.extras.quantity');
  });
  it('is not above the inventory', () => {
    expect(extraQuantityError(4, { ...extra, inventory: 3 })).toBe(
      'booking.validation.extras.inventory',
    );
    expect(extraQuantityError(3, { ...extra, inventory: 3 })).toBeUndefined();
  });
  it('offers 0 and min…min(max, inventory)', () => {
    expect(extraQuantityOptions(extra)).toEqual([0, 2, 3, 4, 5]);
    expect(extraQuantityOptions({ ...extra, inventory: 3 })).toEqual([0, 2, 3]);
    expect(extraQuantityOptions({ ...extra, inventory: 1 })).toEqual([0]);
    expect(extraQuantityOptions({ min_quantity: 0, max_quantity: 2, inventory: null })).toEqual([
      0, 1, 2,
    ]);
  });
});

describe('dated extras', () => {
  const dated = (available: string[], priced: (string | null)[]): ExtraDates => ({
    extra_type: 'dated',
    booking_available_dates: available,
    prices: priced.map((date) => ({ date })),
  });
  it('are listed only when an available date has a price', () => {
    expect(isExtraListed(dated(['2025-07-01', '2025-07-02'], ['2025-07-02']))).toBe(true);
    expect(isExtraListed(dated(['2025-07-01'], ['2025-07-02']))).toBe(false);
    expect(isExtraListed(dated([], ['2025-07-02']))).toBe(false);
    expect(isExtraListed(dated(['2025-07-01'], [null]))).toBe(false);
    expect(
      orderableExtraDates(dated(['2025-07-01', '2025-07-02'], ['2025-07-02', '2025-07-03'])),
    ).toEqual(['2025-07-02']);
  });
  it('generic extras are always listed', () => {
    expect(isExtraListed({ extra_type: 'generic', booking_available_dates: [], prices: [] })).toBe(
      true,
    );
    expect(
      orderableExtraDates({
        extra_type: 'generic',
        booking_available_dates: ['2025-07-01'],
        prices: [{ date: '2025-07-01' }],
      }),
    ).toEqual([]);
  });
});
