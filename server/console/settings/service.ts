import type { Kysely } from 'kysely';
import * as v from 'valibot';
import {
  type SettingsAnswer,
  type SettingsDocument,
  type SettingsDocumentInput,
  SettingsDocumentSchema,
} from '../../../src/api/contract/console/settings.ts';
import type { Database } from '../../db/schema.ts';
import type { Hotel } from '../../services/hotels.ts';
import { recordAudit } from '../audit/record.ts';
import type { StaffPrincipal } from '../auth/staff-context.ts';
import { dropDraft, readDraft } from './drafts.ts';
import { applyDocument, changedFields, documentOf } from './storage.ts';

/**
 * A hotel's saved settings as the console's document: parsed by the contract (trimmed, codes
 * normalised); a seeded value the console's rules would refuse today (a longer text) is shown as
 * it is, and the rules apply to what is saved next.
 */
export function savedDocument(hotel: Hotel): SettingsDocumentInput {
  const stored = documentOf(hotel);
  const parsed = v.safeParse(SettingsDocumentSchema, stored);
  return parsed.success ? parsed.output : stored;
}

/** The console's settings answer: saved settings and this session's draft. */
export async function readSettings(
  db: Kysely<Database>,
  hotel: Hotel,
  sessionId: string,
): Promise<SettingsAnswer> {
  return {
    hotel_code: hotel.code,
    saved: savedDocument(hotel),
    draft: await readDraft(db, sessionId, hotel.id),
  };
}

/**
 * Saves a validated document: one transaction that rewrites the hotel's row and records each
 * changed field in the audit log (before → after), then drops the session's draft. The row's
 * UPDATE is announced by migration 026's trigger, so every process drops the hotel's kept
 * settings answers before its next request (services/search/kept.ts).
 */
export async function saveSettings(
  db: Kysely<Database>,
  staff: StaffPrincipal,
  hotelId: number,
  document: SettingsDocument,
  now: Date,
): Promise<{ saved: SettingsDocumentInput; changed: string[] }> {
  return db.transaction().execute(async (tx) => {
    const hotel = await tx
      .selectFrom('hotels')
      .selectAll()
      .where('id', '=', hotelId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const before = documentOf(hotel);
    const next = applyDocument(hotel, document);
    const changes = changedFields(before, documentOf(next));
    if (changes.length > 0) {
      await tx
        .updateTable('hotels')
        .set({
          name: next.name,
          time_zone: next.time_zone,
          currency: next.currency,
          locale: next.locale,
          settings: JSON.stringify(next.settings),
        })
        .where('id', '=', hotelId)
        .execute();
      for (const change of changes) {
        await recordAudit(tx, {
          staff,
          hotelId,
          action: 'settings.update',
          target: `hotel:${hotel.code}:${change.field}`,
          before: change.before,
          after: change.after,
          at: now,
        });
      }
    }
    await dropDraft(tx, staff.sessionId, hotelId);
    return { saved: savedDocument(next), changed: changes.map((change) => change.field) };
  });
}
