import type { Kysely } from 'kysely';
import * as v from 'valibot';
import {
  type SettingsDocument,
  SettingsDocumentSchema,
} from '../../../src/api/contract/console/settings.ts';
import type { Database } from '../../db/schema.ts';

/**
 * A staff session's unsaved settings for a hotel (migration 033): the live preview's draft. Only
 * that session reads it back (the settings call and the first screen, through preview.ts); a
 * save publishes it and drops it, a discard drops it, and the session's end deletes it.
 */

/** Keeps `document` as the session's draft for the hotel (replacing the one before). */
export async function writeDraft(
  db: Kysely<Database>,
  sessionId: string,
  hotelId: number,
  document: SettingsDocument,
  now: Date,
): Promise<void> {
  const row = {
    session_id: sessionId,
    hotel_id: hotelId,
    document: JSON.stringify(document),
    updated_at: now,
  };
  await db
    .insertInto('hotel_settings_drafts')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['session_id', 'hotel_id'])
        .doUpdateSet({ document: row.document, updated_at: now }),
    )
    .execute();
}

/**
 * The session's draft for the hotel, or null. A draft that no longer passes the contract (the
 * rules changed since it was written) is no draft.
 */
export async function readDraft(
  db: Kysely<Database>,
  sessionId: string,
  hotelId: number,
): Promise<SettingsDocument | null> {
  const row = await db
    .selectFrom('hotel_settings_drafts')
    .select('document')
    .where('session_id', '=', sessionId)
    .where('hotel_id', '=', hotelId)
    .executeTakeFirst();
  if (!row) return null;
  const parsed = v.safeParse(SettingsDocumentSchema, row.document);
  return parsed.success ? parsed.output : null;
}

/** Drops the session's draft for the hotel (discard, or published by a save). */
export async function dropDraft(
  db: Kysely<Database>,
  sessionId: string,
  hotelId: number,
): Promise<void> {
  await db
    .deleteFrom('hotel_settings_drafts')
    .where('session_id', '=', sessionId)
    .where('hotel_id', '=', hotelId)
    .execute();
}
