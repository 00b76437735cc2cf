import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type CodeLookup, ownRoomTypeCode } from './res-retrieve.ts';

/**
 * The hotel's code mapping (alpinebits_code_map) for answers: a mapped code wins; otherwise our
 * own code, where the schema can carry it.
 */
export async function codeLookup(db: Kysely<Database>, hotelId: number): Promise<CodeLookup> {
  const rows = await db
    .selectFrom('alpinebits_code_map')
    .select(['kind', 'external_code', 'room_type_id', 'plan_id'])
    .where('hotel_id', '=', hotelId)
    .orderBy('id')
    .execute();
  const roomTypes = new Map<number, string>();
  const plans = new Map<number, string>();
  for (const row of rows) {
    if (row.kind === 'room_type' && row.room_type_id !== null && !roomTypes.has(row.room_type_id))
      roomTypes.set(row.room_type_id, row.external_code);
    if (row.kind === 'rate_plan' && row.plan_id !== null && !plans.has(row.plan_id))
      plans.set(row.plan_id, row.external_code);
  }
  return {
    roomType: (id, own) => roomTypes.get(id) ?? ownRoomTypeCode(own),
    ratePlan: (id, own) => plans.get(id) ?? (own.length > 0 ? own : undefined),
  };
}
