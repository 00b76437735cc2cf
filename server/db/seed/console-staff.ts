import type { Kysely } from 'kysely';
import type { StaffRole } from '../../../src/rules/console/capabilities.ts';
import { hashPassword } from '../../services/members/passwords.ts';
import type { Database } from '../schema.ts';
import { BRAND } from './data.ts';

/**
 * The demo brand's console staff (printed by `npm start`, server/README.md "Console"): an
 * owner and a front-desk member with passwords, so a newcomer gets into /console/ at once.
 * Demo data only: a real brand's first owner comes from `npm run console:invite-owner`, and
 * no other account has a default password.
 */
export const DEMO_CONSOLE_STAFF: readonly {
  email: string;
  password: string;
  name: string;
  role: StaffRole;
}[] = [
  {
    email: 'owner@sakura.example',
    password: 'Sakura-Owner-2026',
    name: 'Demo Owner',
    role: 'owner',
  },
  {
    email: 'frontdesk@sakura.example',
    password: 'Sakura-Desk-2026',
    name: 'Demo Front Desk',
    role: 'front_desk',
  },
];

/** Adds the demo staff that are missing (idempotent; databases seeded before 032 get them too). */
export async function seedConsoleStaff(db: Kysely<Database>): Promise<void> {
  const brand = await db
    .selectFrom('brands')
    .select('id')
    .where('code', '=', BRAND.code)
    .executeTakeFirst();
  if (!brand) return;
  for (const member of DEMO_CONSOLE_STAFF) {
    const exists = await db
      .selectFrom('staff')
      .select('id')
      .where('email', '=', member.email)
      .executeTakeFirst();
    if (exists) continue;
    await db
      .insertInto('staff')
      .values({
        brand_id: brand.id,
        email: member.email,
        name: member.name,
        role: member.role,
        locale: 'en',
        password_hash: await hashPassword(member.password),
        created_at: new Date(),
      })
      .execute();
  }
}
