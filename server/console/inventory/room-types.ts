import type { Kysely, Selectable } from 'kysely';
import type {
  RoomTypeInput,
  RoomTypePatch,
  RoomTypeView,
} from '../../../src/api/contract/console/inventory.ts';
import type { Database, RoomTypeTable } from '../../db/schema.ts';
import { DomainError, invalid } from '../../domain/errors.ts';
import { notFound } from '../../http/errors.ts';
import { recordAudit } from '../audit/record.ts';
import type { ConsoleHotel, StaffPrincipal } from '../auth/staff-context.ts';
import { given } from './defined.ts';

/** The console's room types of a hotel (issue 39): list, create, edit, reorder, publish. */

type RoomTypeRow = Selectable<RoomTypeTable>;

export function roomTypeView(t: RoomTypeRow): RoomTypeView {
  return {
    code: t.code,
    name: t.name,
    names: t.names,
    description: t.description,
    descriptions: t.descriptions,
    capacity: t.capacity,
    min_adults: t.min_adults,
    max_adults: t.max_adults,
    max_children: t.max_children,
    beds: t.beds,
    size_sqm: t.size_sqm,
    amenities: t.amenities,
    photos: (t.images ?? []).map((p) => ({
      url: p.url,
      alt: p.alt,
      ...(p.alts ? { alts: p.alts } : {}),
    })),
    total_rooms: t.total_rooms,
    published: t.published,
    position: t.position,
  };
}

export async function listRoomTypes(
  db: Kysely<Database>,
  hotelId: number,
): Promise<RoomTypeView[]> {
  const rows = await db
    .selectFrom('room_types')
    .selectAll()
    .where('hotel_id', '=', hotelId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map(roomTypeView);
}

export async function findRoomType(
  db: Kysely<Database>,
  hotelId: number,
  code: string,
): Promise<RoomTypeRow> {
  const row = await db
    .selectFrom('room_types')
    .selectAll()
    .where('hotel_id', '=', hotelId)
    .where('code', '=', code)
    .executeTakeFirst();
  if (!row) throw notFound('Room type');
  return row;
}

function checkOccupancy(t: Pick<RoomTypeInput, 'capacity' | 'min_adults' | 'max_adults'>): void {
  const max = t.max_adults ?? t.capacity;
  if (t.min_adults > max) throw invalid('min_adults', 'must not exceed max_adults');
  if (max > t.capacity) throw invalid('max_adults', 'must not exceed capacity');
}

/** Columns of a room type from the console's fields (JSON columns written as strings). */
function columns(input: RoomTypePatch) {
  const { photos, names, descriptions, beds, amenities, ...plain } = given(input);
  return {
    ...plain,
    ...(names ? { names: JSON.stringify(names) } : {}),
    ...(descriptions ? { descriptions: JSON.stringify(descriptions) } : {}),
    ...(beds ? { beds: JSON.stringify(beds) } : {}),
    ...(amenities ? { amenities: JSON.stringify(amenities) } : {}),
    ...(photos ? { images: JSON.stringify(photos) } : {}),
  };
}

export async function createRoomType(
  db: Kysely<Database>,
  staff: StaffPrincipal,
  hotel: ConsoleHotel,
  input: RoomTypeInput,
  now: Date,
): Promise<RoomTypeView> {
  checkOccupancy(input);
  return db.transaction().execute(async (tx) => {
    const taken = await tx
      .selectFrom('room_types')
      .select('id')
      .where('hotel_id', '=', hotel.id)
      .where('code', '=', input.code)
      .executeTakeFirst();
    if (taken) throw new DomainError(9409, 409, 'Another room type has this code.', 'code');
    const last = await tx
      .selectFrom('room_types')
      .select((eb) => eb.fn.max('position').as('max'))
      .where('hotel_id', '=', hotel.id)
      .executeTakeFirst();
    const row = await tx
      .insertInto('room_types')
      .values({
        hotel_id: hotel.id,
        filters: JSON.stringify([]),
        // Console room types are priced by their plans' rates, never by a base price.
        base_price: 0,
        position: Number(last?.max ?? -1) + 1,
        ...columns(input),
        code: input.code,
        name: input.name,
        description: input.description,
        capacity: input.capacity,
        size_sqm: input.size_sqm,
        total_rooms: input.total_rooms,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const view = roomTypeView(row);
    await recordAudit(tx, {
      staff,
      hotelId: hotel.id,
      action: 'room_type.create',
      target: `room_type:${hotel.code}/${row.code}`,
      before: null,
      after: view,
      at: now,
    });
    return view;
  });
}

export async function updateRoomType(
  db: Kysely<Database>,
  staff: StaffPrincipal,
  hotel: ConsoleHotel,
  code: string,
  patch: RoomTypePatch,
  now: Date,
): Promise<RoomTypeView> {
  return db.transaction().execute(async (tx) => {
    const before = await findRoomType(tx, hotel.id, code);
    const merged = { ...roomTypeView(before), ...given(patch) };
    checkOccupancy(merged);
    const row = await tx
      .updateTable('room_types')
      .set(columns(patch))
      .where('id', '=', before.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const view = roomTypeView(row);
    await recordAudit(tx, {
      staff,
      hotelId: hotel.id,
      action: 'room_type.update',
      target: `room_type:${hotel.code}/${code}`,
      before: roomTypeView(before),
      after: view,
      at: now,
    });
    return view;
  });
}

/**
 * Puts a hotel's rows in the given order (`position` 0, 1, …): every code of the hotel exactly
 * once. Shared by room types and rate plans.
 */
export async function reorder(
  db: Kysely<Database>,
  staff: StaffPrincipal,
  hotel: ConsoleHotel,
  table: 'room_types' | 'plans',
  codes: readonly string[],
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const rows = await tx
      .selectFrom(table)
      .select(['id', 'code', 'position'])
      .where('hotel_id', '=', hotel.id)
      .orderBy('position')
      .execute();
    const known = new Set(rows.map((r) => r.code));
    if (
      codes.length !== rows.length ||
      new Set(codes).size !== codes.length ||
      codes.some((c) => !known.has(c))
    )
      throw invalid('codes', 'must list every code of the hotel once');
    for (const [position, code] of codes.entries())
      await tx
        .updateTable(table)
        .set({ position })
        .where('hotel_id', '=', hotel.id)
        .where('code', '=', code)
        .execute();
    await recordAudit(tx, {
      staff,
      hotelId: hotel.id,
      action: `${table === 'plans' ? 'rate_plan' : 'room_type'}.reorder`,
      target: `hotel:${hotel.code}`,
      before: rows.map((r) => r.code),
      after: codes,
      at: now,
    });
  });
}
