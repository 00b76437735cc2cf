import type {
  KidsTierCount,
  RoomSearchQuery,
  SearchRoom,
} from '../../../src/api/contract/index.ts';
import { addDays, daysBetween } from '../../../src/rules/dates.ts';
import type { HotelSettings } from '../../db/schema.ts';
import { invalid } from '../../domain/errors.ts';
import { childCount, resolveKids } from '../../domain/kids.ts';
import { validateStay } from '../../domain/stay.ts';
import type { Coupon } from '../coupons.ts';

/** The guests of one searched room, children as counts per tier. */
export interface Occupancy {
  adults: number;
  kids: KidsTierCount[];
}

/** The search after reading the query: one stay, N rooms, filters. */
export interface SearchPlan {
  /** Null in an undated search. */
  checkin: string | null;
  nights: number;
  rooms: Occupancy[];
  dayUse: boolean;
  includeOccupied: boolean;
  voucher: boolean;
  roomTypeCodes: string[];
  roomPlanCodes: string[];
  hotelPlanCodes: string[];
  filters: string[];
  /** The coupon found for `coupon_code`/`promo_code` (set once loaded; null: none). */
  coupon: Pick<Coupon, 'discount_type' | 'amount' | 'max_discounted_nights' | 'target'> | null;
}

/** The hotel settings a query is read against. */
export type QueryRules = Pick<
  HotelSettings,
  | 'kids_type'
  | 'kids_accept'
  | 'kids_tiers'
  | 'multi_rooms_search_enabled'
  | 'multi_rooms_search_limit'
  | 'day_use_search_active'
  | 'reservable_period_months'
>;

/**
 * Reads the query (JSON `rooms` or the flat shorthand) into one consistent search, refusing what
 * the hotel does not offer (multi-room, day use, children) and inconsistent rooms (1000).
 */
export function readSearch(
  hotel: { settings: QueryRules },
  q: RoomSearchQuery,
  today: string,
): SearchPlan {
  const s = hotel.settings;
  const rooms: SearchRoom[] =
    q.rooms ??
    Array.from({ length: q.room_count ?? 1 }, () => ({
      adults: q.adults ?? 2,
      // The flat shorthand has only a child count; it means the first (oldest) tier.
      ...(q.children
        ? { kids_age_range: [{ code: s.kids_tiers[0]?.code ?? 'A', count: q.children }] }
        : {}),
    }));
  if (rooms.length > 1 && !s.multi_rooms_search_enabled)
    throw invalid('rooms', 'multi-room search is not available at this hotel');
  if (rooms.length > s.multi_rooms_search_limit)
    throw invalid('rooms', `must be at most ${s.multi_rooms_search_limit} rooms`);
  const dayUse = q.is_day_use ?? false;
  if (dayUse && !s.day_use_search_active)
    throw invalid('is_day_use', 'day use is not available at this hotel');
  const undated = q.search_type === 'undated';
  const checkin = undated ? null : (rooms[0]?.checkin_date ?? q.checkin ?? null);
  let checkout = rooms[0]?.checkout_date ?? q.checkout ?? null;
  if (!undated) {
    if (!checkin) throw invalid('checkin', 'is required');
    if (dayUse && !checkout) checkout = addDays(checkin, 1);
    if (!checkout) throw invalid('checkout', 'is required');
    if (
      rooms.some(
        (r) =>
          (r.checkin_date ?? checkin) !== checkin || (r.checkout_date ?? checkout) !== checkout,
      )
    ) {
      throw invalid('rooms', 'must all have the same dates');
    }
    validateStay(checkin, checkout, { today, reservablePeriodMonths: s.reservable_period_months });
    if (dayUse && daysBetween(checkin, checkout) !== 1)
      throw invalid('checkout', 'must be the day after checkin for day use');
  } else if (
    new Set(
      rooms.map((r) => `${r.adults}/${JSON.stringify(r.kids_age_range ?? r.kids_ages ?? [])}`),
    ).size > 1
  ) {
    // product.md §5: undated search is not allowed when rooms differ in guest counts.
    throw invalid('rooms', 'must have the same guests in an undated search');
  }
  const occupancies = rooms.map((r, i) => {
    const kids = resolveKids(
      s.kids_type,
      s.kids_tiers,
      { kids_tiers: r.kids_age_range, kids_ages: r.kids_ages },
      `rooms.${i}`,
    );
    if (kids.length > 0 && !s.kids_accept)
      throw invalid(`rooms.${i}.children`, 'are not accepted by this hotel');
    if (r.children !== undefined && r.children !== childCount(kids)) {
      throw invalid(
        `rooms.${i}.children`,
        'must equal the children in kids_age_range or kids_ages',
      );
    }
    return { adults: r.adults, kids };
  });
  return {
    checkin,
    nights: undated ? (q.nights ?? 1) : daysBetween(checkin ?? '', checkout ?? ''),
    rooms: occupancies,
    dayUse,
    includeOccupied: q.is_including_occupied ?? false,
    voucher: q.mode === 'voucher',
    roomTypeCodes: q.room_type_codes ?? [],
    roomPlanCodes: q.room_plan_codes ?? [],
    hotelPlanCodes: q.hotel_plan_codes ?? [],
    filters: q.room_search_filters ?? [],
    coupon: null,
  };
}
