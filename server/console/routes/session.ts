import type { Hono } from 'hono';
import {
  getConsoleSession,
  signOutConsole,
  signOutConsoleEverywhere,
} from '../../../src/api/contract/endpoints/console-auth.ts';
import { capabilitiesOf } from '../../../src/rules/console/capabilities.ts';
import { register } from '../../http/register.ts';
import type { AppEnv, RouteDeps } from '../../routes/context.ts';
import { recordAudit } from '../audit/record.ts';
import { csrfTokenFor } from '../auth/csrf.ts';
import { secondFactorsOf } from '../auth/second-factor.ts';
import { clearSessionCookie, readSessionCookie } from '../auth/session-cookie.ts';
import { revokeAllStaffSessions, revokeStaffSession } from '../auth/sessions.ts';
import { staffOf } from '../auth/staff-context.ts';

/** GET the console session; sign out here or everywhere. */
export function consoleSessionRoutes(app: Hono<AppEnv>, deps: RouteDeps): void {
  const { db } = deps;

  register(app, getConsoleSession, async ({ c }) => {
    const staff = staffOf(c);
    // The gate read the cookie a moment ago; it is there.
    const secret = readSessionCookie(c, deps.publicOrigin) ?? '';
    const [member, brand, hotels, factors] = await Promise.all([
      db
        .selectFrom('staff')
        .select(['name'])
        .where('id', '=', staff.staffId)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('brands')
        .select(['code', 'name', 'require_second_factor'])
        .where('id', '=', staff.brandId)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('hotels')
        .select(['id', 'code', 'name'])
        .where('brand_id', '=', staff.brandId)
        .orderBy('id')
        .execute(),
      secondFactorsOf(db, staff.staffId),
    ]);
    return {
      staff: {
        id: staff.staffId,
        email: staff.email,
        name: member.name,
        role: staff.role,
        locale: staff.locale,
      },
      capabilities: capabilitiesOf(staff.role),
      csrf_token: csrfTokenFor(secret),
      brand: {
        code: brand.code,
        name: brand.name,
        require_second_factor: brand.require_second_factor,
      },
      hotels: hotels
        .filter((h) => staff.hotelIds === null || staff.hotelIds.includes(h.id))
        .map((h) => ({ code: h.code, name: h.name })),
      second_factor: {
        must_set_up: staff.needsSecondFactor,
        passkeys: factors.passkeys,
        totp: factors.totp,
      },
    };
  });

  register(app, signOutConsole, async ({ c }) => {
    await revokeStaffSession(db, staffOf(c).sessionId, deps.now());
    clearSessionCookie(c, deps.publicOrigin);
    return c.body(null, 204);
  });

  register(app, signOutConsoleEverywhere, async ({ c }) => {
    const staff = staffOf(c);
    const now = deps.now();
    await db.transaction().execute(async (trx) => {
      await revokeAllStaffSessions(trx, staff.staffId, now);
      await recordAudit(trx, {
        staff,
        hotelId: null,
        action: 'staff.sign_out_everywhere',
        target: `staff:${staff.staffId}`,
        before: undefined,
        after: undefined,
        at: now,
      });
    });
    clearSessionCookie(c, deps.publicOrigin);
    return c.body(null, 204);
  });
}
