import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The hotel's room types and rate plan families as a channel manager names them: its codes from
 * the mapping table (alpinebits_code_map) first, then our own codes as they are. A rate plan
 * code names a family of plans (`hotel_plan_code`), one plan row per room type.
 */
export interface HotelCatalogue {
  roomTypeId(code: string): number | undefined;
  /** The hotel_plan_code a RatePlanCode names. */
  planFamily(code: string): string;
  roomTypeIds: readonly number[];
}

export async function loadCatalogue(
  db: Kysely<Database>,
  hotelId: number,
): Promise<HotelCatalogue> {
  const [roomTypes, plans, mapped] = await Promise.all([
    db.selectFrom('room_types').select(['id', 'code']).where('hotel_id', '=', hotelId).execute(),
    db
      .selectFrom('plans')
      .select(['id', 'hotel_plan_code'])
      .where('hotel_id', '=', hotelId)
      .execute(),
    db
      .selectFrom('alpinebits_code_map')
      .select(['kind', 'external_code', 'room_type_id', 'plan_id'])
      .where('hotel_id', '=', hotelId)
      .execute(),
  ]);
  const byCode = new Map(roomTypes.map((t) => [t.code, t.id]));
  const byLowerCode = new Map(roomTypes.map((t) => [t.code.toLowerCase(), t.id]));
  const familyOfPlan = new Map(plans.map((p) => [p.id, p.hotel_plan_code]));
  const mappedRoomTypes = new Map<string, number>();
  const mappedFamilies = new Map<string, string>();
  for (const m of mapped) {
    if (m.kind === 'room_type' && m.room_type_id !== null)
      mappedRoomTypes.set(m.external_code, m.room_type_id);
    const family = m.plan_id === null ? undefined : familyOfPlan.get(m.plan_id);
    if (m.kind === 'rate_plan' && family) mappedFamilies.set(m.external_code, family);
  }
  return {
    roomTypeId: (code) =>
      mappedRoomTypes.get(code) ?? byCode.get(code) ?? byLowerCode.get(code.toLowerCase()),
    planFamily: (code) => mappedFamilies.get(code) ?? code,
    roomTypeIds: roomTypes.map((t) => t.id),
  };
}
