import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { MemberMailContext } from '../../mail/member-templates.ts';
import { mailLocale } from '../../mail/messages/index.ts';
import type { ProgramRow } from './present.ts';

/**
 * Where member e-mail links lead: the hosted app on the widget's hotel (stored with the client
 * session), else the brand's first hotel.
 */
export async function linkHotelCode(
  db: Kysely<Database>,
  brandId: number,
  hotelCode: string | null | undefined,
): Promise<string> {
  if (hotelCode) return hotelCode;
  const first = await db
    .selectFrom('hotels')
    .select('code')
    .where('brand_id', '=', brandId)
    .orderBy('position')
    .orderBy('id')
    .executeTakeFirst();
  return first?.code ?? '';
}

/** Everything a member mail needs besides its token. */
export async function memberMailContext(
  db: Kysely<Database>,
  parts: {
    to: string;
    name: string;
    locale: string | null | undefined;
    brandId: number;
    program: ProgramRow;
    hotelCode: string | null | undefined;
    publicOrigin: string;
  },
): Promise<MemberMailContext> {
  const brand = await db
    .selectFrom('brands')
    .select('name')
    .where('id', '=', parts.brandId)
    .executeTakeFirstOrThrow();
  const locale = mailLocale(parts.locale);
  return {
    to: parts.to,
    name: parts.name,
    locale,
    brandName: brand.name,
    programName: parts.program.translations[locale] ?? parts.program.name,
    publicOrigin: parts.publicOrigin,
    hotelCode: await linkHotelCode(db, parts.brandId, parts.hotelCode),
  };
}
