import type { Kysely } from 'kysely';
import type { ConsoleHotel, HotelDetails } from '../../../src/api/contract/console/hotel.ts';
import { ErrorCode } from '../../../src/api/contract/index.ts';
import { normaliseHotelCode } from '../../../src/rules/hotel-code.ts';
import type { Database } from '../../db/schema.ts';
import { DomainError } from '../../domain/errors.ts';
import type { Hotel } from '../../services/hotels.ts';
import { recordAudit } from '../audit/record.ts';
import type { StaffPrincipal } from '../auth/staff-context.ts';
import { newHotelSettings } from './new-hotel.ts';

/** A hotel as the console lists it. */
export function presentConsoleHotel(hotel: Hotel): ConsoleHotel {
  const s = hotel.settings;
  return {
    id: hotel.id,
    code: hotel.code,
    name: hotel.name,
    names: Object.fromEntries(
      Object.entries(s.names ?? {}).filter((entry): entry is [string, string] => !!entry[1]),
    ),
    address: s.address,
    coordinates: s.coordinates ?? null,
    time_zone: hotel.time_zone,
    currency: hotel.currency,
    locale: hotel.locale,
    languages: s.available_languages,
    created_in_console: s.created_in_console === true,
  };
}

/** The brand's hotels the member may see (all, or those of their limit), in the brand's order. */
export async function listConsoleHotels(
  db: Kysely<Database>,
  staff: StaffPrincipal,
): Promise<ConsoleHotel[]> {
  let query = db
    .selectFrom('hotels')
    .selectAll()
    .where('brand_id', '=', staff.brandId)
    .orderBy('position')
    .orderBy('id');
  if (staff.hotelIds !== null)
    query = query.where('id', 'in', staff.hotelIds.length ? [...staff.hotelIds] : [-1]);
  return (await query.execute()).map(presentConsoleHotel);
}

/** The refusal of a code another hotel has in any spelling (`Sakura_Tokyo` = `sakura-tokyo`). */
export function codeTaken(): DomainError {
  return new DomainError(ErrorCode.conflict, 409, 'code duplicate', 'code');
}

/**
 * Adds a hotel to the member's brand, at the end of its list, and records it in the audit log
 * (one transaction). The hotel is usable at once: the widget's session, settings, search (no
 * rooms yet: an empty answer), the brand's list and the first screen need nothing else (a
 * brand's widget sessions need no API client since migration 029).
 */
export async function createHotel(
  db: Kysely<Database>,
  staff: StaffPrincipal,
  details: HotelDetails,
  now: Date,
): Promise<ConsoleHotel> {
  return db.transaction().execute(async (tx) => {
    const last = await tx
      .selectFrom('hotels')
      .select((eb) => eb.fn.max('position').as('position'))
      .where('brand_id', '=', staff.brandId)
      .executeTakeFirst();
    const inserted = await tx
      .insertInto('hotels')
      .values({
        brand_id: staff.brandId,
        code: details.code,
        code_key: normaliseHotelCode(details.code),
        name: details.name,
        currency: details.currency,
        time_zone: details.time_zone,
        locale: details.locale,
        position: (last?.position ?? -1) + 1,
        settings: JSON.stringify(newHotelSettings(details)),
      })
      .onConflict((oc) => oc.column('code_key').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!inserted) throw codeTaken();
    const hotel = presentConsoleHotel(inserted);
    await recordAudit(tx, {
      staff,
      hotelId: hotel.id,
      action: 'hotel.create',
      target: `hotel:${hotel.code}`,
      before: null,
      after: details,
      at: now,
    });
    return hotel;
  });
}
