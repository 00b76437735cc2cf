import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** An active staff member by e-mail (any case), with their password hash. */
export async function activeStaffByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('staff')
    .select(['id', 'brand_id', 'email', 'name', 'locale', 'password_hash'])
    .where('email', '=', email.toLowerCase())
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}
