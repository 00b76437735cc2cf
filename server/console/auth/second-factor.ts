import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The second factors a staff member has set up. */
export interface SecondFactors {
  passkeys: number;
  totp: boolean;
}

export async function secondFactorsOf(
  db: Kysely<Database>,
  staffId: number,
): Promise<SecondFactors> {
  const [passkeys, totp] = await Promise.all([
    db
      .selectFrom('staff_passkeys')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('staff_id', '=', staffId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('staff_totp')
      .select('staff_id')
      .where('staff_id', '=', staffId)
      .where('confirmed_at', 'is not', null)
      .executeTakeFirst(),
  ]);
  return { passkeys: Number(passkeys.n), totp: totp !== undefined };
}
