import type { Hono } from 'hono';
import * as endpoints from '../../../src/api/contract/endpoints/console-guest-data.ts';
import { invalid } from '../../domain/errors.ts';
import { register } from '../../http/register.ts';
import { vaultLookup } from '../../payments/vaults.ts';
import type { AppEnv, RouteDeps } from '../../routes/context.ts';
import { forgetCardsOfDeletedMembers } from '../../services/wallet/member-cards.ts';
import { recordAudit } from '../audit/record.ts';
import { staffOf } from '../auth/staff-context.ts';
import { eraseGuestData } from '../guest-data/erase.ts';
import { exportOf, guestRecords, guestTarget, summaryOf } from '../guest-data/find.ts';

/** A guest's data across the brand (issue 40): find, export as JSON, erase; each audited. */
export function consoleGuestDataRoutes(app: Hono<AppEnv>, deps: RouteDeps): void {
  const { db } = deps;

  register(app, endpoints.findGuestData, async ({ c, query }) => {
    const staff = staffOf(c);
    const records = await guestRecords(db, staff, query.email);
    const data = summaryOf(records);
    await recordAudit(db, {
      staff,
      hotelId: null,
      action: 'guest_data.find',
      target: guestTarget(records.key),
      before: undefined,
      after: { reservations: data.reservations.length, member: data.member !== null },
      at: deps.now(),
    });
    return { data };
  });

  register(app, endpoints.exportGuestData, async ({ c, query }) => {
    const staff = staffOf(c);
    const records = await guestRecords(db, staff, query.email);
    const file = await exportOf(db, records);
    await recordAudit(db, {
      staff,
      hotelId: null,
      action: 'guest_data.export',
      target: guestTarget(records.key),
      before: undefined,
      after: { reservations: file.reservations.length, member: file.member !== null },
      at: deps.now(),
    });
    return new Response(JSON.stringify(file, null, 2), {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': 'attachment; filename="guest-data.json"',
        'Cache-Control': 'no-store',
      },
    });
  });

  register(app, endpoints.eraseGuestData, async ({ c, body }) => {
    const input = await body();
    if (input.email.trim().toLowerCase() !== input.confirm_email.trim().toLowerCase()) {
      throw invalid('confirm_email', 'must repeat the address');
    }
    const erased = await eraseGuestData(db, staffOf(c), input.email, deps.now());
    // The erased member's saved cards detached at the provider (the card job retries any left).
    await forgetCardsOfDeletedMembers(db, vaultLookup(deps.gateway, deps.gateways));
    return { data: erased };
  });
}
