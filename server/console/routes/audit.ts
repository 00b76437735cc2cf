import type { Hono } from 'hono';
import { listConsoleAudit } from '../../../src/api/contract/endpoints/console-audit.ts';
import { register } from '../../http/register.ts';
import type { AppEnv, RouteDeps } from '../../routes/context.ts';
import { listAudit } from '../audit/list.ts';
import { staffOf } from '../auth/staff-context.ts';

/** The brand's audit log, filtered and paged. */
export function consoleAuditRoutes(app: Hono<AppEnv>, deps: RouteDeps): void {
  register(app, listConsoleAudit, async ({ c, query }) => {
    const staff = staffOf(c);
    const { entries, nextBefore } = await listAudit(deps.db, {
      brandId: staff.brandId,
      hotelIds: staff.hotelIds,
      actor: query.actor,
      hotel: query.hotel,
      action: query.action,
      from: query.from,
      to: query.to,
      before: query.before,
      limit: query.limit ?? 50,
    });
    return { entries, next_before: nextBefore };
  });
}
