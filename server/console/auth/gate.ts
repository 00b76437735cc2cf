import type { Context } from 'hono';
import type { Endpoint } from '../../../src/api/contract/endpoint.ts';
import { can } from '../../../src/rules/console/capabilities.ts';
import { normaliseHotelCode } from '../../../src/rules/hotel-code.ts';
import { notFound } from '../../http/errors.ts';
import type { AppEnv } from '../../routes/context.ts';
import { consoleDepsOf } from '../deps.ts';
import { csrfMatches } from './csrf.ts';
import {
  csrfRejected,
  secondFactorRequired,
  staffForbidden,
  staffSignInRequired,
} from './errors.ts';
import { readSessionCookie } from './session-cookie.ts';
import { findStaffSession } from './sessions.ts';

/**
 * The checks of an `auth: 'staff'` endpoint, in this order, before its handler runs:
 * a live console session (401 9441), the CSRF header on every method but GET (403 9444), the
 * declared capability for the member's role (403 9443), a second factor when the brand requires
 * one (403 9446, but for the member's own account calls), and for a `:hotel` path a hotel of the
 * member's brand (404) within their hotel limit (403 9443). Leaves the member and the hotel on
 * the context for `staffOf` / `consoleHotelOf`.
 */
export async function checkStaff(c: Context<AppEnv>, endpoint: Endpoint): Promise<void> {
  const deps = consoleDepsOf(c);
  const secret = readSessionCookie(c, deps.publicOrigin());
  const staff =
    secret === undefined
      ? undefined
      : await findStaffSession(deps.db, secret, deps.now(), deps.sessionPolicy);
  if (!staff || secret === undefined) throw staffSignInRequired();
  if (endpoint.method !== 'get' && !csrfMatches(c.req.header('x-csrf-token'), secret))
    throw csrfRejected();
  const capability = endpoint.capability;
  if (!capability || !can(staff.role, capability)) {
    throw staffForbidden(`your role (${staff.role}) lacks ${capability ?? 'a capability'}`);
  }
  if (staff.needsSecondFactor && capability !== 'account.self') throw secondFactorRequired();
  c.set('staff', staff);
  const code = c.req.param('hotel');
  if (code === undefined) return;
  const hotel = await deps.db
    .selectFrom('hotels')
    .select(['id', 'code', 'brand_id'])
    .where('code_key', '=', normaliseHotelCode(code))
    .where('brand_id', '=', staff.brandId)
    .executeTakeFirst();
  if (!hotel) throw notFound(`hotel ${code}`);
  if (staff.hotelIds !== null && !staff.hotelIds.includes(hotel.id)) {
    throw staffForbidden(`hotel ${hotel.code} is outside your hotels`);
  }
  c.set('consoleHotel', { id: hotel.id, code: hotel.code, brandId: hotel.brand_id });
}
