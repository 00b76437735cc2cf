import { describe, expect, it } from 'vitest';
import {
  mixesPaymentMethods,
  quantityOf,
  type SelectedRoom,
  selectedCount,
  selectionTotal,
  setQuantity,
} from './selection.ts';

const twin: Omit<SelectedRoom, 'quantity'> = {
  roomTypeCode: 'TWIN',
  roomPlanCode: 'BB',
  numberOfAdults: 2,
  numberOfChildren: 0,
  type: 'rooms',
  salePrice: 18_000,
  paymentType: 'on_site',
};

describe('room selection', () => {
  it('keeps one entry per unique combination and never goes below zero', () => {
    let selection = setQuantity([], twin, 1);
    selection = setQuantity(selection, twin, quantityOf(selection, twin) + 1);
    expect(quantityOf(selection, twin)).toBe(2);
    expect(selection).toHaveLength(1);
    selection = setQuantity(selection, twin, -3);
    expect(selection).toEqual([]);
    expect(quantityOf(selection, twin)).toBe(0);
  });

  it('treats another occupancy or view of the same plan as another entry', () => {
    let selection = setQuantity([], twin, 1);
    selection = setQuantity(selection, { ...twin, numberOfAdults: 1 }, 1);
    selection = setQuantity(selection, { ...twin, type: 'plan' }, 1);
    expect(selection).toHaveLength(3);
    expect(selectedCount(selection)).toBe(3);
  });

  it('caps at the plan limit and sums the total', () => {
    const selection = setQuantity([], twin, 9, 2);
    expect(quantityOf(selection, twin)).toBe(2);
    expect(selectionTotal(selection)).toBe(36_000);
  });

  it('flags mixed payment methods', () => {
    const selection = setQuantity([], twin, 1);
    expect(mixesPaymentMethods(selection, 'on_site')).toBe(false);
    expect(mixesPaymentMethods(selection, 'pre_paid')).toBe(true);
    expect(mixesPaymentMethods([], 'pre_paid')).toBe(false);
  });
});
