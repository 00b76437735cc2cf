import type { Context } from 'hono';
import type { StaffRole } from '../../../src/rules/console/capabilities.ts';
import type { AppEnv } from '../../routes/context.ts';
import type { ConsoleDeps } from '../deps.ts';

/** The signed-in staff member of a console call (set by the gate before the handler runs). */
export interface StaffPrincipal {
  staffId: number;
  brandId: number;
  role: StaffRole;
  /** The hotels they are limited to; null: every hotel of the brand. */
  hotelIds: readonly number[] | null;
  /** The session's public id (not its secret). */
  sessionId: string;
  email: string;
  locale: string;
  /**
   * The brand requires a second factor and this session was opened without one (the member
   * has none yet): only `account.self` calls pass until they set one up.
   */
  needsSecondFactor: boolean;
}

/** The `:hotel` of a hotel-scoped console call, checked against the member's brand and limit. */
export interface ConsoleHotel {
  id: number;
  code: string;
  brandId: number;
}

/** What the console gate puts on the request. */
export type ConsoleEnv = {
  Variables: { consoleDeps?: ConsoleDeps; staff?: StaffPrincipal; consoleHotel?: ConsoleHotel };
};

/**
 * The staff member of a call declared `auth: 'staff'` (server/http/register.ts checked the
 * session, CSRF and capability first). Throws on a route not declared so: a wiring bug.
 */
export function staffOf(c: Context<AppEnv>): StaffPrincipal {
  const staff = c.get('staff');
  if (!staff) throw new Error(`${c.req.path}: staffOf on a call not declared auth: 'staff'`);
  return staff;
}

/** The `:hotel` of a hotel-scoped staff call (exists in the brand, within the member's limit). */
export function consoleHotelOf(c: Context<AppEnv>): ConsoleHotel {
  const hotel = c.get('consoleHotel');
  if (!hotel) throw new Error(`${c.req.path}: consoleHotelOf on a call without :hotel`);
  return hotel;
}
