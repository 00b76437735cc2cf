import type { Context } from 'hono';
import { can } from '../../../src/rules/console/capabilities.ts';
import type { ExchangeRates } from '../../currency/rates.ts';
import { DomainError } from '../../domain/errors.ts';
import { findHotel, type Hotel } from '../../services/hotels.ts';
import { bookingWidgetSettings } from '../../services/settings.ts';
import { readSessionCookie } from '../auth/session-cookie.ts';
import { findStaffSession } from '../auth/sessions.ts';
import type { ConsoleDeps } from '../deps.ts';
import { readDraft } from './drafts.ts';
import { applyDocument } from './storage.ts';

/**
 * The hotel as the request's console session drafted it, for the live preview (issue 38): the
 * console shows the real `<hotel-booking>` on its own origin, so the widget's calls carry the
 * staff cookie. Null (the saved settings apply) without a console cookie, for a session that is
 * not live, whose member may not read the hotel's settings, or that has no draft for the hotel;
 * a guest's request costs nothing but the cookie check.
 */
export async function draftedHotel(
  deps: ConsoleDeps,
  c: Context,
  code: string,
): Promise<Hotel | null> {
  const secret = readSessionCookie(c, deps.publicOrigin());
  if (secret === undefined) return null;
  const staff = await findStaffSession(deps.db, secret, deps.now(), deps.sessionPolicy);
  if (!staff || !can(staff.role, 'hotel.settings.read')) return null;
  let hotel: Hotel;
  try {
    hotel = await findHotel(deps.db, code);
  } catch (error) {
    if (error instanceof DomainError) return null;
    throw error;
  }
  if (hotel.brand_id !== staff.brandId) return null;
  if (staff.hotelIds !== null && !staff.hotelIds.includes(hotel.id)) return null;
  const draft = await readDraft(deps.db, staff.sessionId, hotel.id);
  return draft ? applyDocument(hotel, draft) : null;
}

/**
 * The init settings answer (`{ "data": … }`) of the request's console draft for a hotel, or null
 * when there is none (see {@link draftedHotel}). Never kept: answer it with {@link DRAFT_HEADERS}.
 */
export type DraftSettings = (c: Context, code: string) => Promise<string | null>;

/** The draft settings lookup the settings call and the first screen use (app.ts). */
export function draftSettingsLookup(
  deps: ConsoleDeps & { exchangeRates: ExchangeRates },
): DraftSettings {
  return async (c, code) => {
    const hotel = await draftedHotel(deps, c, code);
    if (!hotel) return null;
    const settings = await bookingWidgetSettings(deps.db, hotel, deps.exchangeRates);
    return JSON.stringify({ data: settings });
  };
}

/** A draft's answer is this session's alone: no shared or browser cache may keep it. */
export const DRAFT_HEADERS = { 'Cache-Control': 'private, no-store' } as const;
