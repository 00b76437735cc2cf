import type { Kysely } from 'kysely';
import type { ApiKey } from '../../../src/api/contract/console/embed.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { createApiKey, revokeApiKey } from '../../services/pay-links/api-keys.ts';
import { recordAudit } from '../audit/record.ts';
import type { ConsoleHotel, StaffPrincipal } from '../auth/staff-context.ts';

/**
 * The hotel API keys of the console's Embed page, made and revoked by the hotel API's own key
 * code (services/pay-links/api-keys.ts), each in one transaction with its audit entry (the
 * key's prefix and label, never the key).
 */

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** The hotel's keys, newest first. */
export async function listApiKeys(db: Kysely<Database>, hotelId: number): Promise<ApiKey[]> {
  const rows = await db
    .selectFrom('hotel_api_keys')
    .select(['prefix', 'label', 'created_at', 'revoked_at'])
    .where('hotel_id', '=', hotelId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    prefix: row.prefix,
    label: row.label,
    created_at: iso(row.created_at) ?? '',
    revoked_at: iso(row.revoked_at),
  }));
}

/** A new key for the hotel: the whole key is in this answer only. */
export async function createConsoleApiKey(
  db: Kysely<Database>,
  staff: StaffPrincipal,
  hotel: ConsoleHotel,
  label: string,
  now: Date,
): Promise<ApiKey & { key: string }> {
  return db.transaction().execute(async (tx) => {
    const created = await createApiKey(tx, String(hotel.id), label, now);
    const listed = {
      prefix: created.prefix,
      label,
      created_at: now.toISOString(),
      revoked_at: null,
    };
    await recordAudit(tx, {
      staff,
      hotelId: hotel.id,
      action: 'api_key.create',
      target: `hotel:${hotel.code}:api_key:${created.prefix}`,
      before: null,
      after: { prefix: created.prefix, label },
      at: now,
    });
    return { key: created.key, ...listed };
  });
}

/** Revokes a live key of this hotel; 404 for another hotel's, a revoked or an unknown one. */
export async function revokeConsoleApiKey(
  db: Kysely<Database>,
  staff: StaffPrincipal,
  hotel: ConsoleHotel,
  prefix: string,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const key = await tx
      .selectFrom('hotel_api_keys')
      .select(['label'])
      .where('hotel_id', '=', hotel.id)
      .where('prefix', '=', prefix)
      .where('revoked_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!key || !(await revokeApiKey(tx, prefix, now))) throw notFound('API key');
    await recordAudit(tx, {
      staff,
      hotelId: hotel.id,
      action: 'api_key.revoke',
      target: `hotel:${hotel.code}:api_key:${prefix}`,
      before: { prefix, label: key.label, revoked: false },
      after: { prefix, label: key.label, revoked: true },
      at: now,
    });
  });
}
