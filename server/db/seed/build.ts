import type { HotelFlags } from '../../../src/api/contract/index.ts';
import type { AccommodationTaxBracket, HotelSettings } from '../schema.ts';
import type { SeedHotel, SeedRoomType } from './data.ts';

/**
 * Every feature flag as a demo hotel has it until it turns the feature on (and as a hotel added
 * in the console starts, server/console/hotels/new-hotel.ts).
 */
export const FLAGS_OFF: HotelFlags = {
  plan_search_enabled: false,
  day_use_search_active: false,
  multi_rooms_search_enabled: false,
  coupon_active: false,
  voucher_coupon_active: false,
  show_prices_tax_included: true,
  kanji_name_required: false,
  customer_address_required: false,
  mcp_enabled: false,
  turnstile_verification_enabled: false,
  facility_sign_in_enabled: false,
  point_program_disabled: true,
  percentage_coupon_discount_only: false,
  bw_to_ota_enabled: false,
};

/** A flag a hotel may switch on. */
export type Feature = keyof HotelFlags;

/**
 * What makes one demo hotel: its features (listed, the rest off), its own settings, and what it
 * sells. What all demo hotels share is filled in by {@link japaneseHotel}.
 */
export interface HotelSpec extends Omit<SeedHotel, 'time_zone' | 'locale' | 'settings'> {
  /** Features switched on; every other flag keeps its demo default ({@link FLAGS_OFF}). */
  features: readonly Feature[];
  /** Flags on by default (tax-included prices, point program disabled) this hotel switches off. */
  featuresOff?: readonly Feature[];
  settings: Omit<
    HotelSettings,
    Feature | 'consumption_tax_percent' | 'receipt_title' | 'address' | 'accommodation_tax'
  >;
  /** Per-person nightly rate from which a guest pays a night's accommodation tax: `[from, yen]`. */
  accommodationTax: readonly (readonly [number, number])[];
  /** Postal code and street address; the country is Japan. */
  address: readonly [string, string];
}

/**
 * A demo hotel in Japan: Asia/Tokyo, Japanese, 10 % consumption tax, the hotel's name on its
 * receipts, its listed features on and every other flag at the demo default.
 */
export function japaneseHotel(spec: HotelSpec): SeedHotel {
  const { features, featuresOff = [], settings, accommodationTax, address, ...rest } = spec;
  const { code, name, policies, room_types, plans, extras, coupons } = rest;
  const flags = { ...FLAGS_OFF };
  for (const f of features) flags[f] = true;
  for (const f of featuresOff) flags[f] = false;
  return {
    code,
    name,
    time_zone: 'Asia/Tokyo',
    locale: 'ja',
    settings: {
      ...flags,
      ...settings,
      consumption_tax_percent: 10,
      accommodation_tax: accommodationTax.map(
        ([from, amount]): AccommodationTaxBracket => ({ min_price_per_person: from, amount }),
      ),
      address: { post_code: address[0], full_address: address[1], country: 'JP' },
      receipt_title: name,
    },
    policies,
    room_types,
    plans,
    extras,
    coupons,
  };
}

/** A room type's size and stock: guests, m², rooms and the base nightly rate per adult. */
export type RoomSize = Pick<SeedRoomType, 'capacity' | 'size_sqm' | 'total_rooms' | 'base_price'>;

/**
 * A demo room type with its placeholder photos: photo n is `/media/rooms/<code>-n.svg`, its alt
 * text "<name>: <what it shows>".
 */
export function roomType(
  code: string,
  name: string,
  description: string,
  size: RoomSize,
  filters: string[],
  photos: readonly string[],
): SeedRoomType {
  return {
    code,
    name,
    description,
    ...size,
    filters,
    images: photos.map((shows, i) => ({
      url: `/media/rooms/${code}-${i + 1}.svg`,
      alt: `${name}: ${shows}`,
    })),
  };
}
