import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * The demo hotel's API key for the hotel API (pay-by-link), so `npm start`, the journeys and the
 * README's curl examples work out of the box. Demo data like the hotels themselves: a real
 * deployment revokes it (`npm run payment-link -- revoke-key 00000000`) and creates its own.
 */
export const DEMO_HOTEL_API_KEY = 'hbk_00000000_demo-key-of-sakura-tokyo-for-local-use-only';
const DEMO_HOTEL = 'sakura-tokyo';

/** Inserts the demo key once (never again after it was revoked). */
export async function seedDemoApiKey(db: Kysely<Database>): Promise<void> {
  const hotel = await db
    .selectFrom('hotels')
    .select('id')
    .where('code', '=', DEMO_HOTEL)
    .executeTakeFirst();
  if (!hotel) return;
  await db
    .insertInto('hotel_api_keys')
    .values({
      hotel_id: hotel.id,
      prefix: DEMO_HOTEL_API_KEY.split('_')[1] ?? '',
      secret_hash: createHash('sha256').update(DEMO_HOTEL_API_KEY).digest('hex'),
      label: 'demo',
      created_at: new Date(),
    })
    .onConflict((oc) => oc.column('prefix').doNothing())
    .execute();
}
