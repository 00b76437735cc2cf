import type {
  AvailabilityDay,
  RoomPlanResult,
  RoomResult,
  RoomSearchResponse,
} from '../../src/api/contract/index.ts';
import { convertRoomPrice, type McpConversion, rateOf, toMcpOrNull } from './convert.ts';

function planWithMcp(p: RoomPlanResult, c: McpConversion): RoomPlanResult {
  return {
    ...p,
    price: p.price ? convertRoomPrice(p.price, c) : null,
    mcp_total_price: toMcpOrNull(p.total_price, c),
  };
}

function roomWithMcp(r: RoomResult, c: McpConversion): RoomResult {
  return { ...r, room_plans: r.room_plans.map((p) => planWithMcp(p, c)) };
}

/** A search answer with every amount's mcp_ variant, the currency and the rate used. */
export function searchWithMcp(res: RoomSearchResponse, c: McpConversion): RoomSearchResponse {
  return {
    ...res,
    rooms: res.rooms.map((r) => roomWithMcp(r, c)),
    plans: res.plans.map((p) => ({
      ...p,
      mcp_lowest_total_price: toMcpOrNull(p.lowest_total_price, c),
      rooms: p.rooms.map((r) => roomWithMcp(r, c)),
    })),
    mcp_currency: c.currency,
    mcp_exchange_rate: rateOf(c),
  };
}

/** Calendar days with `mcp_lowest_price`. */
export function daysWithMcp(days: readonly AvailabilityDay[], c: McpConversion): AvailabilityDay[] {
  return days.map((d) => ({ ...d, mcp_lowest_price: toMcpOrNull(d.lowest_price, c) }));
}
