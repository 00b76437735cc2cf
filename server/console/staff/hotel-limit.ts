import type { Kysely } from 'kysely';
import { normaliseHotelCode } from '../../../src/rules/hotel-code.ts';
import type { Database } from '../../db/schema.ts';
import { invalid } from '../../domain/errors.ts';

/**
 * Hotel codes of a limit as ids of the brand's hotels (null stays null: every hotel); a code
 * that is not one of the brand's is refused as invalid input on `hotels`.
 */
export async function hotelIdsOfCodes(
  db: Kysely<Database>,
  brandId: number,
  codes: readonly string[] | null,
): Promise<number[] | null> {
  if (codes === null) return null;
  if (codes.length === 0) return [];
  const keys = [...new Set(codes.map(normaliseHotelCode))];
  const rows = await db
    .selectFrom('hotels')
    .select(['id', 'code_key'])
    .where('brand_id', '=', brandId)
    .where('code_key', 'in', keys)
    .execute();
  if (rows.length !== keys.length) throw invalid('hotels', 'names a hotel outside the brand');
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** Hotel ids back to codes (for answers and the audit log). */
export async function hotelCodesOfIds(
  db: Kysely<Database>,
  ids: readonly number[] | null,
): Promise<string[] | null> {
  if (ids === null) return null;
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('hotels')
    .select('code')
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.code);
}
