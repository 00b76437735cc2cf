import { describe, expect, it } from 'vitest';
import { keepPlanInTiersMode } from './tiers-filter.ts';

describe('keepPlanInTiersMode', () => {
  const base = {
    roomCount: 2,
    saleLimit: null,
    planStockCount: 5,
    roomTypeRoomCount: 5,
    includeOccupied: false,
    undated: false,
    voucher: false,
  };
  it('keeps a plan whose limit and room type fit the room count', () => {
    expect(keepPlanInTiersMode(base)).toBe(true);
    expect(keepPlanInTiersMode({ ...base, roomCount: 5 })).toBe(true);
  });
  it('drops it when the sale limit, plan stock or room type count is smaller', () => {
    expect(keepPlanInTiersMode({ ...base, saleLimit: 1 })).toBe(false);
    expect(keepPlanInTiersMode({ ...base, planStockCount: 1 })).toBe(false);
    expect(keepPlanInTiersMode({ ...base, roomTypeRoomCount: 1 })).toBe(false);
  });
  it('keeps everything with occupied rooms included, undated or voucher search', () => {
    const tight = { ...base, saleLimit: 1, planStockCount: 0, roomTypeRoomCount: 0 };
    expect(keepPlanInTiersMode({ ...tight, includeOccupied: true })).toBe(true);
    expect(keepPlanInTiersMode({ ...tight, undated: true })).toBe(true);
    expect(keepPlanInTiersMode({ ...tight, voucher: true })).toBe(true);
  });
});
