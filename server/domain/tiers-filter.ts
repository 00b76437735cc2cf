import { planLimit } from './availability.ts';

export interface TiersFilterInput {
  roomCount: number;
  saleLimit: number | null;
  planStockCount: number;
  roomTypeRoomCount: number;
  includeOccupied: boolean;
  undated: boolean;
  voucher: boolean;
}

/**
 * The tiers-mode rule of product.md §5: unless occupied rooms are included, the search is
 * undated or a voucher search, a plan is kept only when the wanted room count fits both the
 * plan's limit and the room type's rooms left.
 */
export function keepPlanInTiersMode(input: TiersFilterInput): boolean {
  if (input.includeOccupied || input.undated || input.voucher) return true;
  return (
    input.roomCount <= planLimit(input.saleLimit, input.planStockCount) &&
    input.roomCount <= input.roomTypeRoomCount
  );
}
