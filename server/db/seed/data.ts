import type {
  CancellationPolicyPart,
  KidsTier,
  PaymentType,
} from '../../../src/api/contract/index.ts';
import type { HotelSettings } from '../schema.ts';
import { japaneseHotel, roomType } from './build.ts';

/** The demo brand. Every value here is made up for the demo. */
export const BRAND = {
  code: 'sakura',
  name: 'Sakura Hotels',
  settings: {
    book_languages: ['ja', 'en', 'zh_Hans', 'zh_Hant', 'ko'],
    sign_in_active: true,
    sign_up_active: true,
    first_party_domain: null,
    tier: 'pro',
  },
};

/** The widget's public identity client for the demo brand (not a real secret). */
export const API_CLIENT = { key: 'sakura', secret: 'sakura-widget-public' };

const TIERS: KidsTier[] = [
  {
    code: 'A',
    name: { en: 'Child 6-11 (meal and bed)', ja: '小学生' },
    age_min: 6,
    age_max: 11,
    rate_percent: 70,
    counts_as_guest: true,
  },
  {
    code: 'B',
    name: { en: 'Child 3-5 (meal and bed)', ja: '幼児（食事・布団あり）' },
    age_min: 3,
    age_max: 5,
    rate_percent: 50,
    counts_as_guest: true,
  },
  {
    code: 'C',
    name: { en: 'Infant 0-2 (no meal, shares a bed)', ja: '乳児' },
    age_min: 0,
    age_max: 2,
    rate_percent: 0,
    counts_as_guest: false,
  },
];

const FILTERS = [
  { id: 'non_smoking', name: 'Non-smoking', translations: { ja: '禁煙' } },
  { id: 'city_view', name: 'City view', translations: { ja: '眺望' } },
  { id: 'family', name: 'Family', translations: { ja: 'ファミリー' } },
];

export interface SeedPolicy {
  code: string;
  title: string;
  parts: CancellationPolicyPart[];
  no_show_percentage: number;
}
export interface SeedRoomType {
  code: string;
  name: string;
  description: string;
  capacity: number;
  size_sqm: number;
  filters: string[];
  total_rooms: number;
  base_price: number;
  /** 1–3 placeholder photos under server/media/rooms/ (see {@link roomType}). */
  images: { url: string; alt: string }[];
}
export interface SeedPlan {
  code: string;
  hotel_plan_code: string;
  room_type: string;
  name: string;
  description: string;
  payment_type: PaymentType;
  members_only?: boolean;
  is_day_use?: boolean;
  meal: string;
  min_nights?: number;
  max_nights?: number;
  sale_limit?: number;
  adult_supplement: number;
  policy: string;
  inclusive_extra_ids?: string[];
  /** False: the hotel's draft, seen only in preview mode (default true). */
  published?: boolean;
  /** A stay-plus-flight package (dated stays, at most 5 rooms). */
  includes_flight?: boolean;
}
export interface SeedExtra {
  code: string;
  name: string;
  extra_type: 'generic' | 'dated';
  price_without_tax: number;
  inventory: number | null;
  min_quantity: number;
  max_quantity: number;
}
export interface SeedCoupon {
  code: string;
  discount_type: 'percent' | 'amount';
  amount: number;
  /** Days from today; negative means already expired. */
  valid_days: number;
  usage_limit: number | null;
}
export interface SeedHotel {
  code: string;
  name: string;
  time_zone: string;
  locale: string;
  settings: HotelSettings;
  policies: SeedPolicy[];
  room_types: SeedRoomType[];
  plans: SeedPlan[];
  extras: SeedExtra[];
  coupons: SeedCoupon[];
}

const STANDARD_POLICY: SeedPolicy = {
  code: 'standard',
  title: 'Standard cancellation policy',
  parts: [
    { days_before: 3, hours_after: 0, percentage_of_cost: 20 },
    { days_before: 1, hours_after: 18, percentage_of_cost: 50 },
    { days_before: 0, hours_after: 0, percentage_of_cost: 100 },
  ],
  no_show_percentage: 100,
};
const NON_REFUNDABLE: SeedPolicy = {
  code: 'non-refundable',
  title: 'Non-refundable',
  parts: [{ days_before: 400, hours_after: 0, percentage_of_cost: 100 }],
  no_show_percentage: 100,
};
const FLEXIBLE: SeedPolicy = {
  code: 'flexible',
  title: 'Flexible',
  parts: [{ days_before: 1, hours_after: 0, percentage_of_cost: 30 }],
  no_show_percentage: 80,
};

/** The demo's head tag: every dynamic variable of the spec, pushed to `hotelBookingTagFirings`. */
const DEMO_HEAD_TAG = `<script>(window.hotelBookingTagFirings = window.hotelBookingTagFirings || []).push({ tag: 'head', transaction_id: '{{transaction_id}}', transaction_total_price: '{{transaction_total_price}}', hotel_id: '{{hotel_id}}', hotel_name: '{{hotel_name}}', plan_id: '{{plan_id}}', plan_name: '{{plan_name}}', room_id: '{{room_id}}', room_name: '{{room_name}}', checkin_date: '{{checkin_date}}', checkout_date: '{{checkout_date}}' });</script>`;

/** The demo's body tag: a second firing record, as a tag manager's body snippet would be. */
const DEMO_BODY_TAG = `<script>(window.hotelBookingTagFirings = window.hotelBookingTagFirings || []).push({ tag: 'body', transaction_id: '{{transaction_id}}' });</script>`;

/**
 * Tokyo: kids tiers, plan search, day use, multi-room (limit 3), coupons, multi-currency, the
 * room recommender.
 */
const TOKYO = japaneseHotel({
  code: 'sakura-tokyo',
  name: 'Sakura Hotel Tokyo',
  features: [
    'plan_search_enabled',
    'day_use_search_active',
    'multi_rooms_search_enabled',
    'coupon_active',
    'mcp_enabled',
    'facility_sign_in_enabled',
  ],
  settings: {
    kids_type: 'tiers',
    kids_accept: true,
    kids_tiers: TIERS,
    max_guests_per_room: 5,
    multi_rooms_search_limit: 3,
    reservable_period_months: 12,
    search_type: 'dated',
    colours: { button: '#d6336c', header: '#ffffff' },
    header: '{{facility_name}} — {{brand_name}}',
    available_languages: ['en', 'ja', 'ko', 'zh_Hans', 'zh_Hant'],
    payment_options: ['on_site', 'credit_card', 'deferred_payment'],
    room_search_filters: FILTERS,
    checkin_offset_days: 0,
    // The room recommender: three offers per answer.
    recommender: { enabled: true, max_recommendations: 3 },
    // A harmless conversion tag: it records each firing, with the booking's values, in a
    // global array (test/e2e/tracking.e2e.test.ts reads it; a hotel would call its tag manager).
    tracking: {
      head_tags: DEMO_HEAD_TAG,
      body_tags: DEMO_BODY_TAG,
      csp_sources: [],
      // Events go to the tag manager's usual layer and to a second one of the hotel's own.
      data_layers: ['dataLayer', 'sakuraLayer'],
    },
  },
  // Tokyo accommodation tax: 100 yen from 10,000 yen per person per night, 200 from 15,000.
  accommodationTax: [
    [10000, 100],
    [15000, 200],
  ],
  address: ['1000001', '1-1 Chiyoda, Chiyoda-ku, Tokyo'],
  policies: [STANDARD_POLICY, NON_REFUNDABLE, FLEXIBLE],
  room_types: [
    roomType(
      'standard-double',
      'Standard Double',
      'A double bed, 18 m².',
      { capacity: 2, size_sqm: 18, total_rooms: 20, base_price: 9000 },
      ['non_smoking'],
      ['double bed by the window', 'desk and armchair'],
    ),
    roomType(
      'deluxe-twin',
      'Deluxe Twin',
      'Two beds and a city view, 26 m².',
      { capacity: 3, size_sqm: 26, total_rooms: 12, base_price: 12000 },
      ['non_smoking', 'city_view'],
      ['two beds side by side', 'city view at night'],
    ),
    roomType(
      'family-suite',
      'Family Suite',
      'Two rooms for up to five, 45 m².',
      { capacity: 5, size_sqm: 45, total_rooms: 4, base_price: 16000 },
      ['family'],
      ['bedroom with three beds', 'living room with sofa', 'bathroom with bathtub'],
    ),
  ],
  plans: [
    {
      code: 'std-room-only',
      hotel_plan_code: 'room-only',
      room_type: 'standard-double',
      name: 'Room only',
      description: 'No meals. Pay at the hotel.',
      payment_type: 'on_site',
      meal: 'none',
      adult_supplement: 0,
      policy: 'flexible',
    },
    {
      code: 'std-breakfast',
      hotel_plan_code: 'breakfast',
      room_type: 'standard-double',
      name: 'With breakfast',
      description: 'Japanese or western breakfast. Prepaid.',
      payment_type: 'pre_paid',
      meal: 'breakfast',
      adult_supplement: 1500,
      policy: 'standard',
      inclusive_extra_ids: ['breakfast-voucher'],
    },
    {
      code: 'std-day-use',
      hotel_plan_code: 'day-use',
      room_type: 'standard-double',
      name: 'Day use 10:00–17:00',
      description: 'Seven hours, no overnight stay.',
      payment_type: 'on_site_credit_card_required',
      is_day_use: true,
      meal: 'none',
      adult_supplement: -4500,
      policy: 'flexible',
    },
    {
      code: 'twin-members',
      hotel_plan_code: 'members',
      room_type: 'deluxe-twin',
      name: 'Members rate with breakfast',
      description: 'For signed-in members. Pay later.',
      payment_type: 'deferred_payment',
      members_only: true,
      meal: 'breakfast',
      adult_supplement: 500,
      policy: 'standard',
    },
    {
      code: 'twin-early-bird',
      hotel_plan_code: 'early-bird',
      room_type: 'deluxe-twin',
      name: 'Early bird, 2 nights or more',
      description: 'Non-refundable. At most 2 rooms per booking.',
      payment_type: 'pre_paid',
      meal: 'none',
      min_nights: 2,
      sale_limit: 2,
      adult_supplement: -1500,
      policy: 'non-refundable',
    },
    {
      code: 'suite-dinner',
      hotel_plan_code: 'dinner-breakfast',
      room_type: 'family-suite',
      name: 'Dinner and breakfast',
      description: 'Kaiseki dinner and breakfast.',
      payment_type: 'pre_paid',
      meal: 'dinner_breakfast',
      adult_supplement: 6000,
      policy: 'standard',
    },
    {
      code: 'twin-flight',
      hotel_plan_code: 'stay-flight',
      room_type: 'deluxe-twin',
      name: 'Stay + round-trip flight from Osaka',
      description: 'Economy flights Osaka (Itami) – Tokyo (Haneda) included. At most 5 rooms.',
      payment_type: 'pre_paid',
      meal: 'breakfast',
      adult_supplement: 18000,
      policy: 'non-refundable',
      includes_flight: true,
    },
    {
      code: 'std-spring-preview',
      hotel_plan_code: 'spring-preview',
      room_type: 'standard-double',
      name: 'Spring cherry-blossom stay (draft)',
      description: 'Not yet published: breakfast and a sakura walking map.',
      payment_type: 'on_site',
      meal: 'breakfast',
      adult_supplement: 2500,
      policy: 'flexible',
      published: false,
    },
  ],
  extras: [
    {
      code: 'late-checkout',
      name: 'Late check-out (14:00)',
      extra_type: 'generic',
      price_without_tax: 2000,
      inventory: null,
      min_quantity: 1,
      max_quantity: 1,
    },
    {
      code: 'breakfast-voucher',
      name: 'Extra breakfast',
      extra_type: 'dated',
      price_without_tax: 1800,
      inventory: 200,
      min_quantity: 1,
      max_quantity: 10,
    },
    {
      code: 'airport-transfer',
      name: 'Airport transfer',
      extra_type: 'generic',
      price_without_tax: 5000,
      inventory: 20,
      min_quantity: 1,
      max_quantity: 4,
    },
  ],
  coupons: [
    { code: 'WELCOME10', discount_type: 'percent', amount: 10, valid_days: 365, usage_limit: null },
    { code: 'EXPIRED5', discount_type: 'percent', amount: 5, valid_days: -1, usage_limit: null },
    { code: 'ONCE1000', discount_type: 'amount', amount: 1000, valid_days: 365, usage_limit: 1 },
  ],
});

/** Kyoto: kids by age, address and kanji names required, vouchers, 6-month window. */
const KYOTO = japaneseHotel({
  code: 'sakura-kyoto',
  name: 'Sakura Ryokan Kyoto',
  features: [
    'voucher_coupon_active',
    'coupon_active',
    'kanji_name_required',
    'customer_address_required',
    'percentage_coupon_discount_only',
  ],
  settings: {
    kids_type: 'ages',
    kids_accept: true,
    kids_tiers: TIERS,
    max_guests_per_room: 4,
    multi_rooms_search_limit: 1,
    reservable_period_months: 6,
    search_type: 'dated',
    colours: { button: '#6b4226', header: '#f8f1e7' },
    header: '{{facility_name}}',
    available_languages: ['ja', 'en'],
    payment_options: ['credit_card', 'on_site'],
    room_search_filters: FILTERS.slice(0, 1),
    checkin_offset_days: 7,
  },
  // Kyoto accommodation tax: 200 yen below 20,000, 500 below 50,000, 1,000 above.
  accommodationTax: [
    [0, 200],
    [20000, 500],
    [50000, 1000],
  ],
  address: ['6050001', '1 Gion, Higashiyama-ku, Kyoto'],
  policies: [
    {
      code: 'ryokan',
      title: 'Ryokan policy',
      parts: [
        { days_before: 7, hours_after: 0, percentage_of_cost: 30 },
        { days_before: 2, hours_after: 0, percentage_of_cost: 50 },
        { days_before: 1, hours_after: 0, percentage_of_cost: 80 },
      ],
      no_show_percentage: 100,
    },
  ],
  room_types: [
    roomType(
      'tatami-room',
      'Tatami room',
      'Eight tatami mats, futon beds.',
      { capacity: 4, size_sqm: 20, total_rooms: 8, base_price: 15000 },
      ['non_smoking'],
      ['futon beds on tatami mats', 'low table and floor cushions'],
    ),
    roomType(
      'garden-suite',
      'Garden suite',
      'Private garden and cypress bath.',
      { capacity: 2, size_sqm: 40, total_rooms: 2, base_price: 30000 },
      ['non_smoking'],
      ['private garden with a pine tree', 'cypress bath'],
    ),
  ],
  plans: [
    {
      code: 'kaiseki',
      hotel_plan_code: 'kaiseki',
      room_type: 'tatami-room',
      name: 'Kaiseki dinner and breakfast',
      description: 'Seasonal kaiseki in your room.',
      payment_type: 'pre_paid',
      meal: 'dinner_breakfast',
      adult_supplement: 8000,
      policy: 'ryokan',
    },
    {
      code: 'tatami-breakfast',
      hotel_plan_code: 'breakfast',
      room_type: 'tatami-room',
      name: 'Breakfast only',
      description: 'Kyoto obanzai breakfast.',
      payment_type: 'on_site',
      meal: 'breakfast',
      adult_supplement: 2000,
      policy: 'ryokan',
    },
    {
      code: 'garden-kaiseki',
      hotel_plan_code: 'kaiseki',
      room_type: 'garden-suite',
      name: 'Garden suite with kaiseki',
      description: 'Two nights minimum.',
      payment_type: 'pre_paid',
      meal: 'dinner_breakfast',
      min_nights: 2,
      sale_limit: 1,
      adult_supplement: 10000,
      policy: 'ryokan',
    },
  ],
  extras: [
    {
      code: 'kimono-rental',
      name: 'Kimono rental',
      extra_type: 'dated',
      price_without_tax: 6000,
      inventory: 10,
      min_quantity: 1,
      max_quantity: 4,
    },
  ],
  coupons: [
    { code: 'KYOTO15', discount_type: 'percent', amount: 15, valid_days: 180, usage_limit: 100 },
  ],
});

/**
 * Osaka: tiers with meal and bed as extras, kids not accepted in the capsule, undated search;
 * it links to the agency site (other hotels nearby, issue 21).
 */
const OSAKA = japaneseHotel({
  code: 'sakura-osaka',
  name: 'Sakura Hotel Osaka Namba',
  features: ['day_use_search_active', 'multi_rooms_search_enabled', 'bw_to_ota_enabled'],
  featuresOff: ['show_prices_tax_included'],
  settings: {
    kids_type: 'tiers_with_meal_and_bed_as_extras',
    kids_accept: true,
    kids_tiers: TIERS,
    max_guests_per_room: 3,
    multi_rooms_search_limit: 5,
    reservable_period_months: 12,
    search_type: 'undated',
    colours: { button: '#0b7285', header: '#ffffff' },
    header: '{{brand_name}} Osaka',
    available_languages: ['en', 'ja', 'ko', 'zh_Hans', 'zh_Hant', 'th', 'id', 'ar'],
    payment_options: ['on_site'],
    room_search_filters: FILTERS,
    checkin_offset_days: 1,
  },
  accommodationTax: [
    [7000, 200],
    [15000, 400],
    [20000, 500],
  ],
  address: ['5420076', '1-1 Namba, Chuo-ku, Osaka'],
  policies: [FLEXIBLE],
  room_types: [
    roomType(
      'single',
      'Single',
      'Compact single room.',
      { capacity: 1, size_sqm: 12, total_rooms: 30, base_price: 6500 },
      ['non_smoking'],
      ['single bed and desk'],
    ),
    roomType(
      'triple',
      'Triple',
      'Three beds.',
      { capacity: 3, size_sqm: 28, total_rooms: 6, base_price: 8000 },
      ['family', 'city_view'],
      ['three beds by the window'],
    ),
  ],
  plans: [
    {
      code: 'single-stay',
      hotel_plan_code: 'stay',
      room_type: 'single',
      name: 'Simple stay',
      description: 'Pay at the hotel.',
      payment_type: 'on_site',
      meal: 'none',
      adult_supplement: 0,
      policy: 'flexible',
    },
    {
      code: 'single-day-use',
      hotel_plan_code: 'day-use',
      room_type: 'single',
      name: 'Day use 11:00–18:00',
      description: 'Seven hours.',
      payment_type: 'on_site',
      is_day_use: true,
      meal: 'none',
      adult_supplement: -3000,
      policy: 'flexible',
    },
    {
      code: 'triple-stay',
      hotel_plan_code: 'stay',
      room_type: 'triple',
      name: 'Family stay',
      description: 'Pay at the hotel.',
      payment_type: 'on_site',
      meal: 'none',
      adult_supplement: 0,
      max_nights: 14,
      policy: 'flexible',
    },
  ],
  extras: [],
  coupons: [],
});

export const HOTELS: SeedHotel[] = [TOKYO, KYOTO, OSAKA];
