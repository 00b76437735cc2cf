import { type Kysely, sql } from 'kysely';
import { hashPassword } from '../../services/members/passwords.ts';
import type { Database } from '../schema.ts';
import { BRAND } from './data.ts';
import { DEMO_PROGRAM } from './members.ts';

/** The demo organization of the Sakura brand (printed by `npm start`, server/README.md). */
export const DEMO_ORGANIZATION = {
  code: 'sakura-trading',
  name: 'Sakura Trading Co.',
  display_name: 'さくら商事',
  /** Its display name in each of the widget's languages (migration 030). */
  display_name_translations: {
    en: 'Sakura Trading',
    ja: 'さくら商事',
    ko: '사쿠라 상사',
    zh_Hans: '樱花商事',
    zh_Hant: '櫻花商事',
    id: 'Sakura Trading',
    th: 'ซากุระ เทรดดิ้ง',
    ar: 'ساكورا للتجارة',
  },
  /** Nights each member may stay per half-year. */
  max_nights: 5,
};

/** The organization's admin and two members; the admin also books (their own allowance). */
export const DEMO_CORPORATE_USERS = [
  {
    email: 'admin@sakura-trading.example',
    password: 'Corporate2026',
    first_name: '明子',
    last_name: '佐藤',
    role: 'admin',
    membership_id: 'ST-0000-0001',
  },
  {
    email: 'yamada@sakura-trading.example',
    password: 'Corporate2026',
    first_name: '太郎',
    last_name: '山田',
    role: 'member',
    membership_id: 'ST-0000-0002',
  },
  {
    email: 'suzuki@sakura-trading.example',
    password: 'Corporate2026',
    first_name: 'Hana',
    last_name: 'Suzuki',
    role: 'member',
    membership_id: 'ST-0000-0003',
  },
] as const;

/** The corporate plan of Sakura Hotel Tokyo: the organization's own rate, pay at the hotel. */
export const DEMO_CORPORATE_PLAN = {
  code: 'twin-corporate',
  hotel_plan_code: 'corporate',
  name: 'Corporate rate (Sakura Trading)',
  description: 'For Sakura Trading staff within their stay allowance. Pay at the hotel.',
  /** Below the members rate's supplement: the negotiated price. */
  adult_supplement: -1000,
};

/** The two half-years of a year, each a period of the allowance. */
const halfYears = (year: number) => [
  { year, name: 'H1', starts_on: `${year}-01-01`, ends_on: `${year}-06-30` },
  { year, name: 'H2', starts_on: `${year}-07-01`, ends_on: `${year}-12-31` },
];

/**
 * The demo organization: its users, its allowance periods for this year and the next two (the
 * bookable horizon), and its corporate plan at Sakura Hotel Tokyo, copied from the members
 * plan with its own rate. Idempotent (each part only when missing).
 */
export async function seedCorporate(db: Kysely<Database>, today: string): Promise<void> {
  const brand = await db
    .selectFrom('brands')
    .select('id')
    .where('code', '=', BRAND.code)
    .executeTakeFirst();
  const program = await db
    .selectFrom('membership_programs')
    .select('id')
    .where('name', '=', DEMO_PROGRAM.name)
    .executeTakeFirst();
  if (!brand || !program) return;
  let organization = await db
    .selectFrom('organizations')
    .select('id')
    .where('brand_id', '=', brand.id)
    .where('code', '=', DEMO_ORGANIZATION.code)
    .executeTakeFirst();
  organization ??= await db
    .insertInto('organizations')
    .values({
      brand_id: brand.id,
      code: DEMO_ORGANIZATION.code,
      name: DEMO_ORGANIZATION.name,
      display_name: DEMO_ORGANIZATION.display_name,
      display_name_translations: JSON.stringify(DEMO_ORGANIZATION.display_name_translations),
      program_id: program.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const organizationId = organization.id;
  // A demo seeded before migration 030 gets its names once; names set since are kept.
  await db
    .updateTable('organizations')
    .set({
      display_name_translations: JSON.stringify(DEMO_ORGANIZATION.display_name_translations),
    })
    .where('id', '=', organizationId)
    .where(sql<boolean>`display_name_translations = '{}'::jsonb`)
    .execute();

  for (const user of DEMO_CORPORATE_USERS) {
    const found = await db
      .selectFrom('members')
      .select('id')
      .where('membership_id', '=', user.membership_id)
      .executeTakeFirst();
    if (found) continue;
    const member = await db
      .insertInto('members')
      .values({
        brand_id: brand.id,
        program_id: program.id,
        email: user.email,
        password_hash: await hashPassword(user.password),
        first_name: user.first_name,
        last_name: user.last_name,
        locale: 'ja',
        provider: 'email',
        membership_id: user.membership_id,
        accepts_promotion_emails: false,
        confirmed_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('organization_members')
      .values({ member_id: member.id, organization_id: organizationId, role: user.role })
      .execute();
  }

  const year = Number(today.slice(0, 4));
  const periods = [year, year + 1, year + 2].flatMap(halfYears);
  await db
    .insertInto('organization_periods')
    .values(
      periods.map((p) => ({
        ...p,
        organization_id: organizationId,
        max_nights: DEMO_ORGANIZATION.max_nights,
      })),
    )
    .onConflict((oc) => oc.columns(['organization_id', 'year', 'name']).doNothing())
    .execute();

  const tokyo = await db
    .selectFrom('hotels')
    .select('id')
    .where('code', '=', 'sakura-tokyo')
    .executeTakeFirst();
  if (!tokyo) return;
  const existing = await db
    .selectFrom('plans')
    .select('id')
    .where('hotel_id', '=', tokyo.id)
    .where('code', '=', DEMO_CORPORATE_PLAN.code)
    .executeTakeFirst();
  const model = await db
    .selectFrom('plans')
    .selectAll()
    .where('hotel_id', '=', tokyo.id)
    .where('code', '=', 'twin-members')
    .executeTakeFirst();
  if (existing || !model) return;
  const { id: _id, ...copy } = model;
  await db
    .insertInto('plans')
    .values({
      ...copy,
      ...DEMO_CORPORATE_PLAN,
      inclusive_extra_ids: JSON.stringify(copy.inclusive_extra_ids),
      names: JSON.stringify(copy.names),
      descriptions: JSON.stringify(copy.descriptions),
      payment_type: 'on_site',
      members_only: true,
      program_id: null,
      organization_id: organizationId,
      position: copy.position + 1,
    })
    .execute();
}
