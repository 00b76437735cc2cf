import type { Kysely } from 'kysely';
import type { ConsolePreview } from '../../../src/api/contract/console/previews.ts';
import type { HotelPreview } from '../../../src/api/contract/preview.ts';
import type { Database } from '../../db/schema.ts';
import { createPreviewGrant } from '../../services/preview.ts';
import { recordAudit } from '../audit/record.ts';
import { staffForbidden } from '../auth/errors.ts';
import type { ConsoleHotel, StaffPrincipal } from '../auth/staff-context.ts';

/**
 * Makes a preview link for a console member and records it in the audit log (the expiry, never
 * the token), both in one transaction. A brand-wide link shows every hotel's drafts, so a member
 * limited to some hotels may not make one (403 9443).
 */
export async function createConsolePreview(
  db: Kysely<Database>,
  staff: StaffPrincipal,
  hotel: ConsoleHotel,
  input: ConsolePreview,
  now: Date,
  publicOrigin: string,
): Promise<HotelPreview> {
  if (input.scope === 'brand' && staff.hotelIds !== null) {
    throw staffForbidden('a brand-wide preview shows hotels outside your limit');
  }
  return db.transaction().execute(async (tx) => {
    const preview = await createPreviewGrant(
      tx,
      { id: hotel.id, code: hotel.code, brand_id: hotel.brandId },
      now,
      publicOrigin,
      input.scope,
    );
    await recordAudit(tx, {
      staff,
      hotelId: input.scope === 'brand' ? null : hotel.id,
      action: input.scope === 'brand' ? 'preview.brand' : 'preview.create',
      target: input.scope === 'brand' ? `brand:${hotel.brandId}` : `hotel:${hotel.code}`,
      before: undefined,
      after: { scope: input.scope, expires_at: preview.expires_at },
      at: now,
    });
    return preview;
  });
}
