import { atom } from 'jotai';
import type { SearchOrder } from '../../api/contract/common.ts';
import { addDays, type IsoDate, isIsoDate } from '../../rules/dates.ts';
import { newRoom, type RoomGuests } from './guests/room-guests.ts';

/** What the guest is searching for; the form's state. */
export interface SearchCriteria {
  checkin: IsoDate;
  checkout: IsoDate;
  rooms: readonly RoomGuests[];
  order: SearchOrder;
  type: 'rooms' | 'plans';
  promoCode: string;
  couponCode: string;
  /** Voucher mode (`mode=voucher`): the voucher number searched for, else empty. */
  voucherCode: string;
  /** Room search filter ids (spec `filter`, a comma list). */
  filters: readonly string[];
  dayUse: boolean;
  /** Undated search (spec `search_type=undated`): a number of nights instead of dates. */
  undated: boolean;
  nights: number;
}

export type CriteriaError = 'search.error.checkoutBeforeCheckin' | 'search.error.pastDate';

const positive = (value: string | undefined, fallback: number, max: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? Math.min(n, max) : fallback;
};

const ORDERS: readonly SearchOrder[] = ['recommended', 'price_low_to_high', 'price_high_to_low'];

/** Defaults the hotel's settings give (spec §9: 2 adults, 1 room, offset 0, price low to high). */
export interface CriteriaDefaults {
  today: IsoDate;
  checkinOffset?: number;
  order?: string;
}

/**
 * Criteria from search parameters in the spec's names (URL, deep link, element attributes or the
 * criteria cookie), falling back to the defaults; anything malformed is ignored, never thrown.
 */
export function criteriaFrom(
  params: Readonly<Record<string, string | undefined>>,
  defaults: CriteriaDefaults,
): SearchCriteria {
  const firstDay = addDays(defaults.today, Math.max(0, defaults.checkinOffset ?? 0));
  const checkin = params.checkin && isIsoDate(params.checkin) ? params.checkin : firstDay;
  const dayUse = params.is_day_use === 'true' || params.is_day_use === '1';
  const checkoutParam = params.checkout && isIsoDate(params.checkout) ? params.checkout : undefined;
  const checkout = dayUse ? checkin : (checkoutParam ?? addDays(checkin, 1));
  const adults = positive(params.adults, 2, 20);
  const roomCount = positive(params.room_count ?? params.rooms, 1, 10);
  const order =
    ORDERS.find((o) => o === params.order) ??
    ORDERS.find((o) => o === defaults.order) ??
    'price_low_to_high';
  return {
    checkin,
    checkout,
    rooms: Array.from({ length: roomCount }, () => newRoom(adults)),
    order,
    type: params.type === 'plans' || params.type === 'plan' ? 'plans' : 'rooms',
    promoCode: params.promo_code?.slice(0, 50) ?? '',
    couponCode: params.coupon_code?.slice(0, 50) ?? '',
    voucherCode: (params.mode === 'voucher' && params.voucher_coupon_code?.slice(0, 50)) || '',
    filters: (params.filter ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean)
      .slice(0, 20),
    dayUse,
    undated: params.search_type === 'undated',
    nights: positive(params.nights, 1, 30),
  };
}

/** What the guest typed; lives in the element's store so a re-mount keeps it. */
export const criteriaAtom = atom<SearchCriteria | null>(null);
