import type { Context, MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src/api/contract/index.ts';
import type { Database } from '../db/schema.ts';
import { DomainError } from '../domain/errors.ts';
import type { Hotel } from '../services/hotels.ts';
import { type ActivePreview, activePreview, previewCovers } from '../services/preview.ts';
import { hashToken } from '../services/reservations/tokens.ts';
import { errorResponse } from './errors.ts';

/** The widget's client session: whose brand it is and which hotel created it. */
export interface ClientContext {
  brandId: number;
  hotelCode: string | null;
  /** Whose unpublished plans this session may see now (preview mode): a hotel or a brand. */
  preview: ActivePreview;
}

/** Whether the request's client session previews this hotel now (services/preview.ts). */
export function previewsHotel(c: Context, hotel: Pick<Hotel, 'id' | 'brand_id'>): boolean {
  return previewCovers(sessions.get(c.req.raw)?.preview, hotel);
}

/**
 * The hotel the request's session previews, for a booking at `hotel` (found on demand, only
 * for a brand-wide preview): its id when the preview covers it, else the hotel-only preview's.
 */
export async function previewHotelFor(
  c: Context,
  findHotel: () => Promise<Pick<Hotel, 'id' | 'brand_id'>>,
): Promise<number | null> {
  const preview = sessions.get(c.req.raw)?.preview;
  if (!preview || (preview.hotelId === null && preview.brandId === null)) return null;
  if (preview.brandId === null) return preview.hotelId;
  const hotel = await findHotel();
  return previewCovers(preview, hotel) ? hotel.id : null;
}

/** What the middleware found, per request, so routes do not read the session row again. */
const sessions = new WeakMap<Request, ClientContext>();

/** The request's client session as the middleware checked it; undefined when none was sent. */
export function checkedClientSession(c: Context): ClientContext | undefined {
  return sessions.get(c.req.raw);
}

/**
 * Checks `X-Client-Session` when a caller sends one. An unknown or expired session answers 403
 * with code 4000 (identity expired), on which the widget creates a new session and retries
 * once (doc 2 §7). Calls without the header stay allowed: hotel systems and curl use the API
 * without a widget session.
 */
export function clientSession(db: Kysely<Database>, now: () => Date): MiddlewareHandler {
  return async (c, next) => {
    const token = c.req.header('x-client-session');
    if (token === undefined) return next();
    const session =
      token.length <= 200
        ? await db
            .selectFrom('client_sessions')
            .select([
              'expires_at',
              'hotel_code',
              'preview_hotel_id',
              'preview_brand_id',
              'preview_until',
              'brand_id',
            ])
            .where('token_hash', '=', hashToken(token))
            .executeTakeFirst()
        : undefined;
    if (!session || session.expires_at.getTime() <= now().getTime()) {
      return errorResponse(
        c,
        new DomainError(
          ErrorCode.identityExpired,
          403,
          'Your session has expired. Please reload.',
          undefined,
          undefined,
          'invalid_client_session',
        ),
      );
    }
    sessions.set(c.req.raw, {
      brandId: session.brand_id,
      hotelCode: session.hotel_code,
      preview: activePreview(session, now()),
    });
    return next();
  };
}
