import type { Kysely } from 'kysely';
import { hashPassword } from '../../services/members/passwords.ts';
import type { Database } from '../schema.ts';
import { BRAND } from './data.ts';

const json = (value: unknown): string => JSON.stringify(value);

/** The demo brand's membership program, in the widget's eight languages. */
export const DEMO_PROGRAM = {
  name: 'Sakura Club',
  translations: {
    en: 'Sakura Club',
    ja: 'さくらクラブ',
    ko: '사쿠라 클럽',
    zh_Hans: '樱花俱乐部',
    zh_Hant: '櫻花俱樂部',
    th: 'ซากุระคลับ',
    id: 'Sakura Club',
    ar: 'نادي ساكورا',
  },
};

/** A confirmed demo member (documented in server/README.md, printed by `npm start`). */
export const DEMO_MEMBER = {
  email: 'member@sakura.example',
  password: 'Sakura2026',
  first_name: 'Sakura',
  last_name: 'Member',
  membership_id: 'SC-0000-0001',
};

/**
 * Members data of the demo brand: its program, the members-only plans linked to it, and the
 * demo member. Idempotent (each part only when missing), so databases seeded before
 * migration 009 get it on their next start too.
 */
export async function seedMembers(db: Kysely<Database>): Promise<void> {
  const brand = await db
    .selectFrom('brands')
    .select('id')
    .where('code', '=', BRAND.code)
    .executeTakeFirst();
  if (!brand) return;
  let program = await db
    .selectFrom('membership_programs')
    .select('id')
    .where('brand_id', '=', brand.id)
    .where('name', '=', DEMO_PROGRAM.name)
    .executeTakeFirst();
  if (!program) {
    program = await db
      .insertInto('membership_programs')
      .values({
        brand_id: brand.id,
        name: DEMO_PROGRAM.name,
        translations: json(DEMO_PROGRAM.translations),
        sign_up_open: true,
        update_member_profile_enabled: true,
        point_program_enabled: false,
        tiers: json([]),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  }
  const hotelIds = db.selectFrom('hotels').select('id').where('brand_id', '=', brand.id);
  await db
    .updateTable('plans')
    .set({ program_id: program.id })
    .where('members_only', '=', true)
    .where('program_id', 'is', null)
    .where('hotel_id', 'in', hotelIds)
    .execute();
  const member = await db
    .selectFrom('members')
    .select('id')
    .where('membership_id', '=', DEMO_MEMBER.membership_id)
    .executeTakeFirst();
  if (!member) {
    await db
      .insertInto('members')
      .values({
        brand_id: brand.id,
        program_id: program.id,
        email: DEMO_MEMBER.email,
        password_hash: await hashPassword(DEMO_MEMBER.password),
        first_name: DEMO_MEMBER.first_name,
        last_name: DEMO_MEMBER.last_name,
        locale: 'en',
        provider: 'email',
        membership_id: DEMO_MEMBER.membership_id,
        accepts_promotion_emails: false,
        confirmed_at: new Date(),
      })
      .execute();
  }
}
