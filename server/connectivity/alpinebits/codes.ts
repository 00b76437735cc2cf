import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type CodeLookup, ownRoomTypeCode } from './res-retrieve.ts';

/**
 * The hotel's codes for answers: a room type's mapped code (alpinebits_code_map), else our own
 * where the schema can carry it; a plan's rate plan code is its family's (`hotel_plan_code`)
 * mapped code, else the family code itself, the code RatePlans messages use.
 */
export async function codeLookup(db: Kysely<Database>, hotelId: number): Promise<CodeLookup> {
  const [rows, plans] = await Promise.all([
    db
      .selectFrom('alpinebits_code_map')
      .select(['kind', 'external_code', 'room_type_id', 'plan_id'])
      .where('hotel_id', '=', hotelId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('plans')
      .select(['id', 'hotel_plan_code'])
      .where('hotel_id', '=', hotelId)
      .execute(),
  ]);
  const familyOf = new Map(plans.map((p) => [p.id, p.hotel_plan_code]));
  const roomTypes = new Map<number, string>();
  const families = new Map<string, string>();
  for (const row of rows) {
    if (row.kind === 'room_type' && row.room_type_id !== null && !roomTypes.has(row.room_type_id))
      roomTypes.set(row.room_type_id, row.external_code);
    const family = row.plan_id === null ? undefined : familyOf.get(row.plan_id);
    if (row.kind === 'rate_plan' && family && !families.has(family))
      families.set(family, row.external_code);
  }
  return {
    roomType: (id, own) => roomTypes.get(id) ?? ownRoomTypeCode(own),
    ratePlan: (id, own) => {
      const family = familyOf.get(id);
      if (family) return families.get(family) ?? family;
      return own.length > 0 ? own : undefined;
    },
  };
}
