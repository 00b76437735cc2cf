import {
  type Amenity,
  AREAS,
  type Area,
  HOTEL_KINDS,
  type HotelKind,
  KIND_NAMES,
} from '../../src/rules/agency-vocabulary.ts';
import { FACILITY_BOOKING_LOCALES, type Locale } from '../../src/rules/locales.ts';
import type { AgencyText } from '../db/schema-agency.ts';
import { type Prng, prng } from './prng.ts';

/** The catalogue's default size: the spec's "over 2000 properties" (§9 AI search). */
export const DEFAULT_CATALOGUE_SIZE = 2100;
/** The seed of the demo catalogue; another seed gives another (equally stable) catalogue. */
export const CATALOGUE_SEED = 20261124;

export interface GeneratedRoomType {
  code: string;
  name: string;
  description: string;
  capacity: number;
  size_sqm: number;
  total_rooms: number;
  base_price: number;
}

export interface GeneratedPlan {
  code: string;
  room_type: string;
  name: string;
  description: string;
  meal: string;
  adult_supplement: number;
}

export interface GeneratedHotel {
  code: string;
  /** Index into {@link CHAINS}: the hotel's brand. */
  chain: number;
  area: Area;
  kind: HotelKind;
  lat: number;
  lng: number;
  stars: number;
  rating: number;
  review_count: number;
  amenities: Amenity[];
  texts: Partial<Record<Locale, AgencyText>>;
  room_types: GeneratedRoomType[];
  plans: GeneratedPlan[];
}

type FacilityNames = Readonly<Record<'en' | 'ja' | 'ko' | 'zh_Hans' | 'zh_Hant', string>>;

/** Brand names of the generated chains; a hotel's name starts with its chain's. */
export const CHAINS: readonly FacilityNames[] = [
  ['Momiji', '紅葉', '모미지', '红叶', '紅葉'],
  ['Kaede', '楓', '카에데', '枫', '楓'],
  ['Matsu', '松', '마쓰', '松', '松'],
  ['Tsuki', '月', '쓰키', '月', '月'],
  ['Hoshi', '星', '호시', '星', '星'],
  ['Yuki', '雪', '유키', '雪', '雪'],
  ['Umi', '海', '우미', '海', '海'],
  ['Kaze', '風', '카제', '风', '風'],
  ['Hana', '花', '하나', '花', '花'],
  ['Take', '竹', '다케', '竹', '竹'],
  ['Sora', '空', '소라', '空', '空'],
  ['Mori', '森', '모리', '森', '森'],
  ['Kawa', '川', '가와', '川', '川'],
  ['Yama', '山', '야마', '山', '山'],
  ['Asahi', '朝日', '아사히', '朝日', '朝日'],
  ['Hikari', '光', '히카리', '光', '光'],
  ['Midori', '緑', '미도리', '绿', '綠'],
  ['Aoi', '葵', '아오이', '葵', '葵'],
  ['Tsubaki', '椿', '쓰바키', '椿', '椿'],
  ['Kiku', '菊', '기쿠', '菊', '菊'],
].map(([en, ja, ko, zh_Hans, zh_Hant]) => ({
  en: en ?? '',
  ja: ja ?? '',
  ko: ko ?? '',
  zh_Hans: zh_Hans ?? '',
  zh_Hant: zh_Hant ?? '',
}));

/** Amenities a kind of hotel has, with the chance of each. */
const AMENITY_ODDS: Readonly<Record<HotelKind, Partial<Record<Amenity, number>>>> = {
  ryokan: {
    onsen: 0.8,
    open_air_bath: 0.6,
    quiet: 0.7,
    breakfast: 0.9,
    restaurant: 0.6,
    wifi: 0.8,
    parking: 0.6,
    family: 0.3,
    pets: 0.1,
  },
  resort: {
    pool: 0.8,
    spa: 0.7,
    ocean_view: 0.5,
    restaurant: 0.9,
    breakfast: 0.9,
    family: 0.7,
    parking: 0.8,
    wifi: 0.9,
    onsen: 0.3,
    open_air_bath: 0.2,
    airport_shuttle: 0.4,
    fitness: 0.6,
  },
  hotel: {
    wifi: 0.95,
    breakfast: 0.7,
    restaurant: 0.7,
    fitness: 0.4,
    parking: 0.4,
    family: 0.4,
    spa: 0.2,
    pool: 0.2,
    airport_shuttle: 0.2,
    quiet: 0.2,
  },
  business: { wifi: 1, breakfast: 0.6, parking: 0.3, fitness: 0.1, onsen: 0.15 },
  guesthouse: { wifi: 0.9, quiet: 0.4, pets: 0.2, family: 0.3, breakfast: 0.3 },
};

/** Share of each kind in the catalogue. */
const KIND_WEIGHT: Readonly<Record<HotelKind, number>> = {
  hotel: 35,
  business: 25,
  ryokan: 18,
  resort: 10,
  guesthouse: 12,
};

/** Per-adult nightly base rate range (yen, before tax) by kind. */
const BASE_PRICE: Readonly<Record<HotelKind, readonly [number, number]>> = {
  hotel: [6000, 22000],
  business: [3500, 9000],
  ryokan: [9000, 38000],
  resort: [10000, 40000],
  guesthouse: [2500, 6000],
};

interface RoomShape {
  code: string;
  names: FacilityNames;
  capacity: number;
  size_sqm: number;
  /** Price relative to the hotel's base. */
  factor: number;
}

const ROOM_SHAPES: Readonly<Record<HotelKind, readonly RoomShape[]>> = {
  ryokan: [
    {
      code: 'japanese-room',
      names: {
        en: 'Japanese-style room',
        ja: '和室',
        ko: '일본식 객실',
        zh_Hans: '和室',
        zh_Hant: '和室',
      },
      capacity: 4,
      size_sqm: 30,
      factor: 100,
    },
    {
      code: 'room-with-bath',
      names: {
        en: 'Room with private open-air bath',
        ja: '露天風呂付き客室',
        ko: '노천탕 딸린 객실',
        zh_Hans: '带露天浴池客房',
        zh_Hant: '附露天浴池客房',
      },
      capacity: 2,
      size_sqm: 40,
      factor: 160,
    },
  ],
  resort: [
    {
      code: 'deluxe-twin',
      names: {
        en: 'Deluxe twin',
        ja: 'デラックスツイン',
        ko: '디럭스 트윈',
        zh_Hans: '豪华双床房',
        zh_Hant: '豪華雙床房',
      },
      capacity: 2,
      size_sqm: 38,
      factor: 100,
    },
    {
      code: 'family-suite',
      names: {
        en: 'Family suite',
        ja: 'ファミリースイート',
        ko: '패밀리 스위트',
        zh_Hans: '家庭套房',
        zh_Hant: '家庭套房',
      },
      capacity: 5,
      size_sqm: 70,
      factor: 130,
    },
  ],
  hotel: [
    {
      code: 'double',
      names: {
        en: 'Double room',
        ja: 'ダブルルーム',
        ko: '더블룸',
        zh_Hans: '大床房',
        zh_Hant: '雙人房',
      },
      capacity: 2,
      size_sqm: 22,
      factor: 100,
    },
    {
      code: 'twin',
      names: {
        en: 'Twin room',
        ja: 'ツインルーム',
        ko: '트윈룸',
        zh_Hans: '双床房',
        zh_Hant: '雙床房',
      },
      capacity: 2,
      size_sqm: 26,
      factor: 110,
    },
    {
      code: 'family',
      names: {
        en: 'Family room',
        ja: 'ファミリールーム',
        ko: '패밀리룸',
        zh_Hans: '家庭房',
        zh_Hant: '家庭房',
      },
      capacity: 4,
      size_sqm: 40,
      factor: 120,
    },
  ],
  business: [
    {
      code: 'single',
      names: {
        en: 'Single room',
        ja: 'シングルルーム',
        ko: '싱글룸',
        zh_Hans: '单人房',
        zh_Hant: '單人房',
      },
      capacity: 1,
      size_sqm: 13,
      factor: 100,
    },
    {
      code: 'double',
      names: {
        en: 'Double room',
        ja: 'ダブルルーム',
        ko: '더블룸',
        zh_Hans: '大床房',
        zh_Hant: '雙人房',
      },
      capacity: 2,
      size_sqm: 17,
      factor: 85,
    },
  ],
  guesthouse: [
    {
      code: 'dormitory',
      names: {
        en: 'Dormitory bed',
        ja: 'ドミトリー',
        ko: '도미토리',
        zh_Hans: '多人间床位',
        zh_Hant: '多人房床位',
      },
      capacity: 1,
      size_sqm: 6,
      factor: 100,
    },
    {
      code: 'private-room',
      names: {
        en: 'Private room',
        ja: '個室',
        ko: '개인실',
        zh_Hans: '独立房间',
        zh_Hant: '獨立房間',
      },
      capacity: 3,
      size_sqm: 15,
      factor: 140,
    },
  ],
};

/** Price level of an area relative to the catalogue (Tokyo and resorts dearer). */
const AREA_PRICE: Readonly<Record<string, number>> = {
  tokyo: 125,
  kyoto: 120,
  hakone: 115,
  niseko: 130,
  okinawa: 110,
  seoul: 105,
  taipei: 95,
};

const DESCRIPTION: Readonly<
  Record<
    'en' | 'ja' | 'ko' | 'zh_Hans' | 'zh_Hant',
    (kind: string, area: string, stars: number) => string
  >
> = {
  en: (kind, area, stars) => `A ${stars}-star ${kind.toLowerCase()} in ${area}.`,
  ja: (kind, area, stars) => `${area}にある${stars}つ星の${kind}です。`,
  ko: (kind, area, stars) => `${area}에 있는 ${stars}성급 ${kind}입니다.`,
  zh_Hans: (kind, area, stars) => `位于${area}的${stars}星级${kind}。`,
  zh_Hant: (kind, area, stars) => `位於${area}的${stars}星級${kind}。`,
};

const FACILITY_LOCALES = FACILITY_BOOKING_LOCALES as readonly (
  | 'en'
  | 'ja'
  | 'ko'
  | 'zh_Hans'
  | 'zh_Hant'
)[];

function hotelName(
  locale: keyof FacilityNames,
  chain: FacilityNames,
  area: Area,
  kind: HotelKind,
  n: number,
): string {
  const kindName = KIND_NAMES[kind][locale];
  const suffix = n > 1 ? ` ${n}` : '';
  return locale === 'en'
    ? `${chain.en} ${kindName} ${area.names.en}${suffix}`
    : `${chain[locale]}${kindName} ${area.names[locale]}${suffix}`;
}

function amenitiesOf(random: Prng, kind: HotelKind, area: Area): Amenity[] {
  const odds = AMENITY_ODDS[kind];
  const coastal = ['okinawa', 'jeju', 'busan', 'hualien', 'beppu', 'kobe', 'yokohama', 'hakodate'];
  return (Object.keys(odds) as Amenity[]).filter((a) => {
    const p = a === 'ocean_view' && coastal.includes(area.code) ? 0.8 : (odds[a] ?? 0);
    return random.chance(p);
  });
}

/**
 * The agency catalogue: `count` hotels spread over the vocabulary's areas by weight, the same
 * for the same seed. Pure: nothing here touches the database.
 */
export function generateCatalogue(
  count = DEFAULT_CATALOGUE_SIZE,
  seed = CATALOGUE_SEED,
): GeneratedHotel[] {
  return [...catalogueHotels(count, seed)];
}

/**
 * The same hotels one at a time: the background load draws them a slice at a time, so making
 * all 2,100 (about 60 ms of one core) never holds up a request.
 */
export function* catalogueHotels(
  count = DEFAULT_CATALOGUE_SIZE,
  seed = CATALOGUE_SEED,
): Generator<GeneratedHotel, void, undefined> {
  const random = prng(seed);
  const perName = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    const area = random.weighted(AREAS, (a) => a.weight);
    const kind = random.weighted(HOTEL_KINDS, (k) => KIND_WEIGHT[k]);
    const chainIndex = random.int(0, CHAINS.length - 1);
    const chain = CHAINS[chainIndex] ?? CHAINS[0];
    if (!chain) throw new Error('no chains');
    const nameKey = `${chainIndex}-${kind}-${area.code}`;
    const n = (perName.get(nameKey) ?? 0) + 1;
    perName.set(nameKey, n);
    const stars =
      kind === 'guesthouse'
        ? random.int(1, 3)
        : kind === 'business'
          ? random.int(2, 3)
          : random.int(3, 5);
    const [low, high] = BASE_PRICE[kind];
    const base =
      Math.round(
        (((random.int(low, high) * (AREA_PRICE[area.code] ?? 100)) / 100) * (0.8 + stars * 0.08)) /
          100,
      ) * 100;
    const code = `${area.code}-${String(i + 1).padStart(4, '0')}`;
    const shapes = ROOM_SHAPES[kind];
    const room_types = shapes.map((s) => ({
      code: s.code,
      name: s.names.en,
      description: `${s.names.en}, ${s.size_sqm} m², up to ${s.capacity} ${s.capacity === 1 ? 'guest' : 'guests'}.`,
      capacity: s.capacity,
      size_sqm: s.size_sqm,
      total_rooms: random.int(2, kind === 'business' ? 40 : 15),
      base_price: Math.round((base * s.factor) / 10000) * 100,
    }));
    const withDinner = kind === 'ryokan';
    const plans: GeneratedPlan[] = room_types.flatMap((rt) => [
      {
        code: `${rt.code}-room-only`,
        room_type: rt.code,
        name: 'Room only',
        description: 'No meals.',
        meal: 'none',
        adult_supplement: 0,
      },
      withDinner
        ? {
            code: `${rt.code}-dinner-breakfast`,
            room_type: rt.code,
            name: 'Dinner and breakfast',
            description: 'Kaiseki dinner and breakfast.',
            meal: 'breakfast_dinner',
            adult_supplement: 8000,
          }
        : {
            code: `${rt.code}-breakfast`,
            room_type: rt.code,
            name: 'With breakfast',
            description: 'Breakfast included.',
            meal: 'breakfast',
            adult_supplement: 1500,
          },
    ]);
    const texts: Partial<Record<Locale, AgencyText>> = {};
    for (const locale of FACILITY_LOCALES) {
      texts[locale] = {
        name: hotelName(locale, chain, area, kind, n),
        description: DESCRIPTION[locale](KIND_NAMES[kind][locale], area.names[locale], stars),
      };
    }
    yield {
      code,
      chain: chainIndex,
      area,
      kind,
      lat: Math.round((area.lat + (random.next() - 0.5) * 0.16) * 1e5) / 1e5,
      lng: Math.round((area.lng + (random.next() - 0.5) * 0.16) * 1e5) / 1e5,
      stars,
      rating: Math.min(5, Math.round((3 + random.next() * 1.9 + (stars - 3) * 0.1) * 10) / 10),
      review_count: random.int(3, 2400),
      amenities: amenitiesOf(random, kind, area),
      texts,
      room_types,
      plans,
    };
  }
}
