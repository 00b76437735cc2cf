import type { Kysely } from 'kysely';
import { type HotelPreview, PREVIEW_MINUTES } from '../../src/api/contract/index.ts';
import type { Database } from '../db/schema.ts';
import { DomainError } from '../domain/errors.ts';
import type { Hotel } from './hotels.ts';
import { hashToken, newBypassToken } from './reservations/tokens.ts';

const PREVIEW_MS = PREVIEW_MINUTES * 60_000;

/**
 * A preview link for the hotel's staff (only the hotel's API key may ask): 256 random bits,
 * stored as its SHA-256, good for five minutes from now. The link is the hosted results page
 * with `tripla_preview=true`, so the widget shows it as a preview and opens it for its session.
 */
export async function createPreviewGrant(
  db: Kysely<Database>,
  hotel: Pick<Hotel, 'id' | 'code'>,
  now: Date,
  publicOrigin: string,
): Promise<HotelPreview> {
  const token = newBypassToken();
  const expiresAt = new Date(now.getTime() + PREVIEW_MS);
  await db
    .insertInto('preview_grants')
    .values({ hotel_id: hotel.id, token_hash: hashToken(token), expires_at: expiresAt })
    .execute();
  const query = new URLSearchParams({
    code: hotel.code,
    tripla_preview: 'true',
    preview_token: token,
  });
  return {
    url: `${publicOrigin.replace(/\/+$/, '')}/booking/result?${query}`,
    token,
    expires_at: expiresAt.toISOString(),
  };
}

/** A link unknown, of another hotel or past its five minutes: "link expired or invalid". */
const previewClosed = (): DomainError =>
  new DomainError(3780, 410, 'This preview link has expired or is invalid.', 'token');

/**
 * Opens the hotel's preview for one widget client session until the link ends: from then on
 * that session (and only it) searches, prices and books the hotel's unpublished plans.
 */
export async function openPreviewSession(
  db: Kysely<Database>,
  hotel: Pick<Hotel, 'id'>,
  clientSessionToken: string,
  previewToken: string,
  now: Date,
): Promise<{ expires_at: string }> {
  const grant = await db
    .selectFrom('preview_grants')
    .select(['expires_at'])
    .where('token_hash', '=', hashToken(previewToken))
    .where('hotel_id', '=', hotel.id)
    .executeTakeFirst();
  if (!grant || grant.expires_at.getTime() <= now.getTime()) throw previewClosed();
  await db
    .updateTable('client_sessions')
    .set({ preview_hotel_id: hotel.id, preview_until: grant.expires_at })
    .where('token_hash', '=', hashToken(clientSessionToken))
    .execute();
  return { expires_at: grant.expires_at.toISOString() };
}

/** The hotel a session previews right now: none once its five minutes are over. */
export function activePreviewHotel(
  session: { preview_hotel_id: number | null; preview_until: Date | null },
  now: Date,
): number | null {
  return session.preview_until && session.preview_until.getTime() > now.getTime()
    ? session.preview_hotel_id
    : null;
}
