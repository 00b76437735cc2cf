import { type Kysely, sql } from 'kysely';
import { COUNTRY_NAMES, KIND_NAMES, type Names } from '../../src/rules/agency-vocabulary.ts';
import { normaliseHotelCode } from '../../src/rules/hotel-code.ts';
import type { Database } from '../db/schema.ts';
import type { AgencyText } from '../db/schema-agency.ts';
import { japaneseHotel } from '../db/seed/build.ts';
import { extendHorizon } from '../db/seed/horizon.ts';
import {
  CHAINS,
  catalogueHotels,
  DEFAULT_CATALOGUE_SIZE,
  type GeneratedHotel,
} from './generate.ts';
import { type SeedPace, seedPace, tidyAfterLoad } from './seed-pace.ts';

const json = (value: unknown): string => JSON.stringify(value);
/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const BATCH = 400;

const TIME_ZONES = { JP: 'Asia/Tokyo', KR: 'Asia/Seoul', TW: 'Asia/Taipei' } as const;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(items.slice(i, i + BATCH));
  return out;
}

/** Every name the hotel goes by, lower-cased: what a keyword is matched against. */
export function searchText(
  code: string,
  texts: Partial<Record<string, AgencyText>>,
  area: Names | undefined,
  kind: Names | undefined,
  country: Names | undefined,
  extra = '',
): string {
  return [
    code,
    ...Object.values(texts).map((t) => t?.name ?? ''),
    ...Object.values(area ?? {}),
    ...Object.values(kind ?? {}),
    ...Object.values(country ?? {}),
    extra,
  ]
    .join(' ')
    .toLowerCase();
}

/** How many generated hotels the database has. */
export async function catalogueSize(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('agency_hotels')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('generated', '=', true)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Writes the generated catalogue: a brand per chain, and per hotel its settings, one
 * cancellation policy, room types, two plans per room type, its agency profile, and a year of
 * rates and stock (the demo's {@link extendHorizon}). Slices of hotels, each one transaction
 * with batched inserts, then their rates, at the database's pace ({@link seedPace}; the default
 * suits PostgreSQL and tests); hotels already there are skipped, so a run cut
 * short resumes where it stopped and a finished catalogue costs one query.
 */
export async function seedCatalogue(
  db: Kysely<Database>,
  today: string,
  count = DEFAULT_CATALOGUE_SIZE,
  /** Asked between slices: true stops (a shutdown); the next run resumes. */
  stop: () => boolean = () => false,
  pace: SeedPace = seedPace('postgres'),
): Promise<{ hotels: number }> {
  if ((await catalogueSize(db)) >= count) return { hotels: 0 };
  await db
    .insertInto('brands')
    .values(
      CHAINS.map((c) => ({
        code: `agency-${c.en.toLowerCase()}`,
        name: `${c.en} Hotels`,
        settings: json({
          book_languages: ['ja', 'en', 'zh_Hans', 'zh_Hant', 'ko'],
          sign_in_active: false,
          sign_up_active: false,
          first_party_domain: null,
          tier: 'standard',
        }),
      })),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  const brands = await db
    .selectFrom('brands')
    .select(['id', 'code'])
    .where('code', 'like', 'agency-%')
    .execute();
  const brandIds = CHAINS.map(
    (c) => brands.find((b) => b.code === `agency-${c.en.toLowerCase()}`)?.id ?? 0,
  );
  const existing = new Set(
    (
      await db
        .selectFrom('hotels')
        .innerJoin('agency_hotels', 'agency_hotels.hotel_id', 'hotels.id')
        .select('hotels.code')
        .where('agency_hotels.generated', '=', true)
        .execute()
    ).map((r) => r.code),
  );
  // A hotel row without its profile is a slice that failed half-way: its transaction rolled
  // back, so no such row exists; the code set above is therefore the whole truth.
  let written = 0;
  let unvacuumed = 0;
  let slice: GeneratedHotel[] = [];
  const hotels = catalogueHotels(count);
  for (let next = hotels.next(); !stop(); next = hotels.next()) {
    if (!next.done && !existing.has(next.value.code)) slice.push(next.value);
    if (slice.length < pace.slice && !next.done) continue;
    if (slice.length > 0) {
      const writing = slice;
      slice = [];
      const roomTypes = await db.transaction().execute((tx) => writeSlice(tx, writing, brandIds));
      await pace.pause();
      // A year of rates and stock after the hotels' commit, in statements of their own (the
      // load's longest): a room type cut off before its rates gets them from the next start's
      // extendHorizon, which fills every room type's missing nights.
      for (let i = 0; i < roomTypes.length; i += pace.ratesPerStatement) {
        await extendHorizon(db, today, roomTypes.slice(i, i + pace.ratesPerStatement));
        await pace.pause();
      }
      written += writing.length;
      unvacuumed += writing.length;
      if (pace.vacuumEvery > 0 && unvacuumed >= pace.vacuumEvery) {
        await sql`VACUUM inventory`.execute(db);
        await pace.pause();
        unvacuumed = 0;
      }
    }
    if (next.done) break;
  }
  // Cut short, the next run resumes and tidies; a shutdown does not wait for it.
  if (written > 0 && !stop()) await tidyAfterLoad(db, pace);
  return { hotels: written };
}

/** The hotels, their room types, plans and profiles; answers the new room types' ids. */
async function writeSlice(
  tx: Kysely<Database>,
  hotels: readonly GeneratedHotel[],
  brandIds: readonly number[],
): Promise<number[]> {
  const hotelIds = new Map<string, number>();
  const rows = await tx
    .insertInto('hotels')
    .values(hotels.map((h) => hotelRow(h, brandIds[h.chain] ?? 0)))
    .returning(['id', 'code'])
    .execute();
  for (const r of rows) hotelIds.set(r.code, r.id);
  const id = (h: GeneratedHotel): number => hotelIds.get(h.code) ?? -1;
  const policyIds = new Map<number, number>();
  const policies = await tx
    .insertInto('cancellation_policies')
    .values(
      hotels.map((h) => ({
        hotel_id: id(h),
        code: 'standard',
        title: 'Standard cancellation policy',
        parts: json([
          { days_before: 3, hours_after: 0, percentage_of_cost: 30 },
          { days_before: 0, hours_after: 0, percentage_of_cost: 100 },
        ]),
        no_show_percentage: 100,
      })),
    )
    .returning(['id', 'hotel_id'])
    .execute();
  for (const r of policies) policyIds.set(r.hotel_id, r.id);
  const roomTypeIds = new Map<string, number>();
  for (const batch of chunks(
    hotels.flatMap((h) =>
      h.room_types.map((rt, position) => ({
        ...rt,
        hotel_id: id(h),
        position,
        filters: json([]),
        images: json([{ url: `/media/hotels/${h.code}-${rt.code}.svg`, alt: rt.name }]),
      })),
    ),
  )) {
    const inserted = await tx
      .insertInto('room_types')
      .values(batch)
      .returning(['id', 'hotel_id', 'code'])
      .execute();
    for (const r of inserted) roomTypeIds.set(`${r.hotel_id}/${r.code}`, r.id);
  }
  const plans = hotels.flatMap((h) =>
    h.plans.map((p, position) => ({
      hotel_id: id(h),
      room_type_id: roomTypeIds.get(`${id(h)}/${p.room_type}`) ?? -1,
      code: p.code,
      hotel_plan_code: p.code.slice(p.room_type.length + 1),
      name: p.name,
      description: p.description,
      payment_type: 'on_site' as const,
      members_only: false,
      is_day_use: false,
      meal: p.meal,
      min_nights: 1,
      max_nights: 14,
      sale_limit: null,
      adult_supplement: p.adult_supplement,
      cancellation_policy_id: policyIds.get(id(h)) ?? -1,
      inclusive_extra_ids: json([]),
      position,
    })),
  );
  for (const batch of chunks(plans)) await tx.insertInto('plans').values(batch).execute();
  await tx
    .insertInto('agency_hotels')
    .values(
      hotels.map((h) => ({
        hotel_id: id(h),
        area: h.area.code,
        country: h.area.country,
        kind: h.kind,
        lat: h.lat,
        lng: h.lng,
        stars: h.stars,
        rating: h.rating,
        review_count: h.review_count,
        amenities: h.amenities,
        max_capacity: Math.max(...h.room_types.map((rt) => rt.capacity)),
        texts: json(h.texts),
        photos: json(
          [1, 2].map((n) => ({
            url: `/media/hotels/${h.code}-${n}.svg`,
            alt: h.texts.en?.name ?? h.code,
          })),
        ),
        search_text: searchText(
          h.code,
          h.texts,
          h.area.names,
          KIND_NAMES[h.kind],
          COUNTRY_NAMES[h.area.country],
        ),
        generated: true,
      })),
    )
    .execute();
  return [...roomTypeIds.values()];
}

function hotelRow(h: GeneratedHotel, brandId: number) {
  const name = h.texts.en?.name ?? h.code;
  const seedHotel = japaneseHotel({
    code: h.code,
    name,
    features: [],
    settings: {
      kids_type: 'ages',
      kids_accept: true,
      kids_tiers: [],
      max_guests_per_room: Math.max(...h.room_types.map((rt) => rt.capacity)),
      multi_rooms_search_limit: 3,
      reservable_period_months: 12,
      search_type: 'dated',
      colours: { button: '#1c7ed6', header: '#ffffff' },
      header: '{{facility_name}}',
      available_languages: Object.keys(h.texts),
      payment_options: ['on_site'],
      room_search_filters: [],
      checkin_offset_days: 0,
    },
    accommodationTax: [],
    address: ['', `${h.area.names.en}, ${COUNTRY_NAMES[h.area.country].en}`],
    policies: [],
    room_types: [],
    plans: [],
    extras: [],
    coupons: [],
  });
  return {
    brand_id: brandId,
    code: h.code,
    code_key: normaliseHotelCode(h.code),
    name,
    currency: 'JPY',
    time_zone: TIME_ZONES[h.area.country],
    locale: h.area.country === 'KR' ? 'ko' : h.area.country === 'TW' ? 'zh_Hant' : 'ja',
    // After the demo's own hotels in any list ordered by position.
    position: 100 + Number(h.code.slice(-4)),
    settings: json({
      ...seedHotel.settings,
      address: { ...seedHotel.settings.address, country: h.area.country },
    }),
  };
}
