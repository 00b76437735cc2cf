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
  hotel: Pick<Hotel, 'id' | 'code' | 'brand_id'>,
  now: Date,
  publicOrigin: string,
  scope: 'hotel' | 'brand' = 'hotel',
): Promise<HotelPreview> {
  const token = newBypassToken();
  const expiresAt = new Date(now.getTime() + PREVIEW_MS);
  // A brand-wide link (product.md §4) covers every hotel of the hotel's brand; it opens on
  // this hotel's results, and the session then sees the drafts of the brand's other hotels too.
  await db
    .insertInto('preview_grants')
    .values({
      ...(scope === 'brand' ? { brand_id: hotel.brand_id } : { hotel_id: hotel.id }),
      token_hash: hashToken(token),
      expires_at: expiresAt,
    })
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
 * Opens the hotel's preview (or its brand's, for a brand-wide link) for one widget client
 * session until the link ends: from then on that session (and only it) searches, prices and
 * books the unpublished plans of that hotel (or of every hotel of the brand).
 */
export async function openPreviewSession(
  db: Kysely<Database>,
  hotel: Pick<Hotel, 'id' | 'brand_id'>,
  clientSessionToken: string,
  previewToken: string,
  now: Date,
): Promise<{ expires_at: string }> {
  const grant = await db
    .selectFrom('preview_grants')
    .select(['expires_at', 'brand_id'])
    .where('token_hash', '=', hashToken(previewToken))
    .where((eb) => eb.or([eb('hotel_id', '=', hotel.id), eb('brand_id', '=', hotel.brand_id)]))
    .executeTakeFirst();
  if (!grant || grant.expires_at.getTime() <= now.getTime()) throw previewClosed();
  const brandWide = grant.brand_id !== null;
  await db
    .updateTable('client_sessions')
    .set({
      preview_hotel_id: brandWide ? null : hotel.id,
      preview_brand_id: brandWide ? hotel.brand_id : null,
      preview_until: grant.expires_at,
    })
    .where('token_hash', '=', hashToken(clientSessionToken))
    .execute();
  return { expires_at: grant.expires_at.toISOString() };
}

/** What a session previews right now: a hotel, a whole brand, or nothing once it is over. */
export interface ActivePreview {
  hotelId: number | null;
  brandId: number | null;
}

export function activePreview(
  session: {
    preview_hotel_id: number | null;
    preview_brand_id: number | null;
    preview_until: Date | null;
  },
  now: Date,
): ActivePreview {
  const open = session.preview_until !== null && session.preview_until.getTime() > now.getTime();
  return open
    ? { hotelId: session.preview_hotel_id, brandId: session.preview_brand_id }
    : { hotelId: null, brandId: null };
}

/** Whether a session's preview covers this hotel (its own link, or its brand's). */
export function previewCovers(
  preview: ActivePreview | undefined,
  hotel: Pick<Hotel, 'id' | 'brand_id'>,
): boolean {
  return preview?.hotelId === hotel.id || preview?.brandId === hotel.brand_id;
}
