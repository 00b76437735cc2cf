import type { Kysely } from 'kysely';
import { addDays } from '../../../src/rules/dates.ts';
import { normaliseHotelCode } from '../../../src/rules/hotel-code.ts';
import type { Database } from '../schema.ts';
import { API_CLIENT, BRAND, HOTELS } from './data.ts';
import { extendHorizon } from './horizon.ts';

const json = (value: unknown): string => JSON.stringify(value);

/** True once the demo brand exists, so a restart never seeds twice. */
export async function isSeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('brands')
    .select('id')
    .where('code', '=', BRAND.code)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Photos for demo room types that have never had any (a database seeded before migration 004):
 * only rows whose `images` is NULL, so a hotel's own list (even an empty one) is kept.
 */
export async function fillRoomImages(db: Kysely<Database>): Promise<void> {
  for (const h of HOTELS) {
    const hotel = await db
      .selectFrom('hotels')
      .select('id')
      .where('code', '=', h.code)
      .executeTakeFirst();
    if (!hotel) continue;
    for (const rt of h.room_types) {
      await db
        .updateTable('room_types')
        .set({ images: json(rt.images) })
        .where('hotel_id', '=', hotel.id)
        .where('code', '=', rt.code)
        .where('images', 'is', null)
        .execute();
    }
  }
}

/**
 * Inserts the demo brand "Sakura Hotels" with its hotels, and 365 days of rates and stock
 * from `today` (the hotel's local date). Idempotent at brand level; one transaction.
 */
export async function seed(db: Kysely<Database>, today: string): Promise<void> {
  if (await isSeeded(db)) return;
  await db.transaction().execute(async (tx) => {
    const brand = await tx
      .insertInto('brands')
      .values({ code: BRAND.code, name: BRAND.name, settings: json(BRAND.settings) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('api_clients')
      .values({ ...API_CLIENT, brand_id: brand.id })
      .execute();

    const hotelIds = new Map<string, number>();
    for (const [position, h] of HOTELS.entries()) {
      const hotel = await tx
        .insertInto('hotels')
        .values({
          brand_id: brand.id,
          code: h.code,
          code_key: normaliseHotelCode(h.code),
          name: h.name,
          currency: 'JPY',
          time_zone: h.time_zone,
          locale: h.locale,
          position,
          settings: json(h.settings),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      hotelIds.set(h.code, hotel.id);

      const policyIds = new Map<string, number>();
      for (const p of h.policies) {
        const row = await tx
          .insertInto('cancellation_policies')
          .values({
            hotel_id: hotel.id,
            code: p.code,
            title: p.title,
            parts: json(p.parts),
            no_show_percentage: p.no_show_percentage,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        policyIds.set(p.code, row.id);
      }
      const roomTypeIds = new Map<string, number>();
      for (const [i, rt] of h.room_types.entries()) {
        const row = await tx
          .insertInto('room_types')
          .values({
            ...rt,
            hotel_id: hotel.id,
            filters: json(rt.filters),
            images: json(rt.images),
            position: i,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        roomTypeIds.set(rt.code, row.id);
      }
      for (const [i, p] of h.plans.entries()) {
        await tx
          .insertInto('plans')
          .values({
            hotel_id: hotel.id,
            room_type_id: roomTypeIds.get(p.room_type) ?? -1,
            code: p.code,
            hotel_plan_code: p.hotel_plan_code,
            name: p.name,
            description: p.description,
            payment_type: p.payment_type,
            members_only: p.members_only ?? false,
            is_day_use: p.is_day_use ?? false,
            meal: p.meal,
            min_nights: p.min_nights ?? 1,
            max_nights: p.max_nights ?? 30,
            sale_limit: p.sale_limit ?? null,
            adult_supplement: p.adult_supplement,
            cancellation_policy_id: policyIds.get(p.policy) ?? -1,
            inclusive_extra_ids: json(p.inclusive_extra_ids ?? []),
            published: p.published ?? true,
            includes_flight: p.includes_flight ?? false,
            position: i,
          })
          .execute();
      }
      for (const e of h.extras)
        await tx
          .insertInto('extras')
          .values({ ...e, hotel_id: hotel.id, sold: 0 })
          .execute();
      for (const c of h.coupons) {
        await tx
          .insertInto('coupons')
          .values({
            hotel_id: hotel.id,
            code: c.code,
            discount_type: c.discount_type,
            amount: c.amount,
            valid_until: addDays(today, c.valid_days),
            usage_limit: c.usage_limit,
            used_count: 0,
          })
          .execute();
      }
      if (position === 0) await seedQuestions(tx, brand.id, hotel.id, today);
    }
    await seedBrandNotifications(tx, brand.id, hotelIds, today);
    await extendHorizon(tx, today);
  });
}

/** One of every question type, plus notifications with display windows and labels. */
async function seedQuestions(
  db: Kysely<Database>,
  brandId: number,
  hotelId: number,
  today: string,
): Promise<void> {
  const base = {
    brand_id: brandId,
    hotel_plan_codes: json([]),
    display_start_date: null,
    display_end_date: null,
    options: json([]),
  };
  await db
    .insertInto('questions')
    .values([
      {
        ...base,
        hotel_id: hotelId,
        code: 'q-people',
        kind: 'question',
        question_type: 'people_per_room',
        labels: json(['all_users']),
        required: true,
        text: json({ en: 'How many men and women per room?', ja: '男女別人数' }),
      },
      {
        ...base,
        hotel_id: hotelId,
        code: 'q-checkin',
        kind: 'question',
        question_type: 'checkin_time',
        labels: json(['all_users']),
        required: true,
        text: json({ en: 'Expected check-in time', ja: 'チェックイン予定時刻' }),
        options: json(['15:00', '16:00', '17:00', '18:00', '19:00', '20:00', '21:00', '22:00']),
      },
      {
        ...base,
        hotel_id: hotelId,
        code: 'q-checkout',
        kind: 'question',
        question_type: 'checkout_time',
        labels: json(['all_users']),
        required: false,
        text: json({ en: 'Expected check-out time', ja: 'チェックアウト予定時刻' }),
        options: json(['08:00', '09:00', '10:00', '11:00']),
      },
      {
        ...base,
        hotel_id: hotelId,
        code: 'q-anniversary',
        kind: 'question',
        question_type: 'free_text',
        labels: json(['all_users']),
        required: false,
        hotel_plan_codes: json(['dinner-breakfast']),
        text: json({ en: 'Celebrating something? Tell us.', ja: '記念日のご予定' }),
      },
      {
        ...base,
        hotel_id: hotelId,
        code: 'n-renovation',
        kind: 'notification',
        question_type: 'free_text',
        labels: json(['all_users']),
        required: false,
        display_start_date: today,
        display_end_date: addDays(today, 30),
        text: json({
          en: 'The lobby is being renovated for the next 30 days.',
          ja: 'ロビー改装中です。',
        }),
      },
      {
        ...base,
        hotel_id: hotelId,
        code: 'n-winter',
        kind: 'notification',
        question_type: 'free_text',
        labels: json(['all_users']),
        required: false,
        display_start_date: addDays(today, 60),
        display_end_date: addDays(today, 120),
        text: json({ en: 'Winter illumination in the garden.' }),
      },
      {
        ...base,
        hotel_id: null,
        code: 'n-members',
        kind: 'notification',
        question_type: 'free_text',
        labels: json(['membership_rank_all']),
        required: false,
        text: json({ en: 'Members earn double points this month.' }),
      },
    ])
    .execute();
}

/**
 * Brand notifications addressed by facility (product.md §5), with the labels the widget's
 * visibility rule reads: `all_facilities`, or `facility_{hotelId}` for one hotel.
 */
async function seedBrandNotifications(
  db: Kysely<Database>,
  brandId: number,
  hotelIds: ReadonlyMap<string, number>,
  today: string,
): Promise<void> {
  const base = {
    brand_id: brandId,
    hotel_id: null,
    kind: 'notification' as const,
    question_type: 'free_text' as const,
    required: false,
    hotel_plan_codes: json([]),
    display_start_date: null,
    display_end_date: null,
    options: json([]),
  };
  const facility = (code: string): string => `facility_${hotelIds.get(code) ?? 0}`;
  await db
    .insertInto('questions')
    .values([
      {
        ...base,
        code: 'n-brand-all',
        labels: json(['all_users', 'all_facilities']),
        text: json({
          en: 'Sakura Hotels: late check-out until 12:00 for stays of three nights or more.',
          ja: '3泊以上のご宿泊は12時までのレイトチェックアウトを承ります。',
        }),
      },
      {
        ...base,
        code: 'n-brand-tokyo',
        labels: json(['all_users', facility('sakura-tokyo')]),
        text: json({ en: 'Tokyo: the rooftop bar is closed on Mondays.' }),
      },
      {
        ...base,
        code: 'n-brand-kyoto',
        labels: json(['all_users', facility('sakura-kyoto')]),
        text: json({ en: 'Kyoto: the garden tea ceremony needs booking a day ahead.' }),
      },
      {
        ...base,
        code: 'n-brand-spring',
        labels: json(['all_users', 'all_facilities']),
        display_start_date: addDays(today, 90),
        display_end_date: addDays(today, 150),
        text: json({ en: 'Cherry blossom season: breakfast starts at 6:30.' }),
      },
    ])
    .execute();
}
