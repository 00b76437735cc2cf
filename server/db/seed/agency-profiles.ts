import type { Kysely } from 'kysely';
import { AREAS, COUNTRY_NAMES, KIND_NAMES } from '../../../src/rules/agency-vocabulary.ts';
import { searchText } from '../../agency/seed-catalogue.ts';
import type { Database } from '../schema.ts';

const json = (value: unknown): string => JSON.stringify(value);

/** The demo's own hotels as the agency lists them (not generated; kept on every start). */
const DEMO_PROFILES = [
  {
    code: 'sakura-tokyo',
    area: 'tokyo',
    rating: 4.5,
    reviews: 120,
    amenities: ['wifi', 'breakfast', 'restaurant', 'family'],
  },
  {
    code: 'sakura-kyoto',
    area: 'kyoto',
    rating: 4.3,
    reviews: 90,
    amenities: ['wifi', 'breakfast', 'quiet', 'onsen'],
  },
  {
    code: 'sakura-osaka',
    area: 'osaka',
    rating: 4.1,
    reviews: 60,
    amenities: ['wifi', 'breakfast', 'parking'],
  },
] as const;

/** Agency profiles for the Sakura demo hotels, so agency search lists them without the catalogue. */
export async function profileDemoHotels(db: Kysely<Database>): Promise<void> {
  for (const p of DEMO_PROFILES) {
    const hotel = await db
      .selectFrom('hotels')
      .leftJoin('agency_hotels', 'agency_hotels.hotel_id', 'hotels.id')
      .select(['hotels.id', 'hotels.name', 'hotels.settings', 'agency_hotels.hotel_id as profiled'])
      .where('hotels.code', '=', p.code)
      .executeTakeFirst();
    if (!hotel || hotel.profiled !== null) continue;
    const area = AREAS.find((a) => a.code === p.area);
    const capacity = await db
      .selectFrom('room_types')
      .select((eb) => eb.fn.max('capacity').as('max'))
      .where('hotel_id', '=', hotel.id)
      .executeTakeFirst();
    const texts = { en: { name: hotel.name, description: hotel.settings.address.full_address } };
    await db
      .insertInto('agency_hotels')
      .values({
        hotel_id: hotel.id,
        area: p.area,
        country: 'JP',
        kind: 'hotel',
        lat: area?.lat ?? 0,
        lng: area?.lng ?? 0,
        stars: 4,
        rating: p.rating,
        review_count: p.reviews,
        amenities: [...p.amenities],
        max_capacity: Number(capacity?.max ?? 2),
        texts: json(texts),
        photos: json([]),
        search_text: searchText(
          p.code,
          texts,
          area?.names,
          KIND_NAMES.hotel,
          COUNTRY_NAMES.JP,
          hotel.settings.address.full_address,
        ),
      })
      .execute();
  }
}
