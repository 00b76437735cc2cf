import type { Kysely, Selectable } from 'kysely';
import { ErrorCode } from '../../src/api/contract/index.ts';
import { localTime } from '../../src/rules/dates.ts';
import { normaliseHotelCode } from '../../src/rules/hotel-code.ts';
import type { Database, HotelTable } from '../db/schema.ts';
import { DomainError } from '../domain/errors.ts';

export type Hotel = Selectable<HotelTable>;

/**
 * Finds a hotel by any spelling of its code (`Sakura-Tokyo`, `sakura_tokyo`, `sakuratokyo`),
 * or by numeric id. An unknown code is a 404 that says so.
 */
export async function findHotel(db: Kysely<Database>, codeOrId: string): Promise<Hotel> {
  const key = normaliseHotelCode(codeOrId);
  let query = db.selectFrom('hotels').selectAll();
  query = /^\d{1,9}$/.test(codeOrId)
    ? query.where('id', '=', Number(codeOrId))
    : query.where('code_key', '=', key);
  const hotel = await query.executeTakeFirst();
  if (!hotel) {
    throw new DomainError(
      ErrorCode.notFound,
      404,
      `No hotel has the code "${codeOrId.slice(0, 100)}"`,
      'code',
    );
  }
  return hotel;
}

/** The hotel's local date: "today" for booking rules is the hotel's, not the server's. */
export function hotelToday(hotel: Pick<Hotel, 'time_zone'>, now: Date): string {
  return localTime(now, hotel.time_zone).date;
}
