import type { Context, Hono } from 'hono';
import * as endpoints from '../../src/api/contract/endpoints/organizations.ts';
import { ErrorCode, type OrganizationReservationsQuery } from '../../src/api/contract/index.ts';
import { isOrganizationAdmin } from '../../src/rules/organization.ts';
import { DomainError } from '../domain/errors.ts';
import { notFound } from '../http/errors.ts';
import { requireMember } from '../http/member-auth.ts';
import { register } from '../http/register.ts';
import { organizationReservations } from '../services/corporate/admin-rows.ts';
import { memberAllowances } from '../services/corporate/allowances.ts';
import { corporateCsv } from '../services/corporate/csv.ts';
import { organizationOf } from '../services/corporate/organizations.ts';
import { safeFileName, zipStream } from '../services/corporate/zip.ts';
import type { AppEnv, RouteDeps } from './context.ts';

const adminsOnly = () =>
  new DomainError(ErrorCode.notAllowed, 403, 'Only organization admins may see this.');

/**
 * `/api/v1/hotel_brands/{brand}/organizations/{id}` and its reservations (product.md §6, doc 2
 * §7). Who may read what is decided from the signed-in member's own membership, never from the
 * path: a member of another organization (or brand) gets 404 as if it did not exist, a member
 * who is not an admin 403 on the admin listing and downloads, no session 401 1400.
 */
export function organizationRoutes(app: Hono<AppEnv>, deps: RouteDeps): void {
  const { db } = deps;

  const ownOrganization = async (c: Context<AppEnv>, params: { brand_id: string; id: string }) => {
    const { member } = await requireMember(c, db, deps.now());
    const found = await organizationOf(db, member.id);
    if (
      !found ||
      String(found.organization.id) !== params.id ||
      String(found.organization.brand_id) !== params.brand_id
    )
      throw notFound('Organization');
    return { member, ...found };
  };

  const adminOf = async (c: Context<AppEnv>, params: { brand_id: string; id: string }) => {
    const found = await ownOrganization(c, params);
    if (!isOrganizationAdmin(found.role)) throw adminsOnly();
    return found.organization;
  };

  const download = (name: string, type: string, body: string | ReadableStream<Uint8Array>) =>
    new Response(body, {
      headers: {
        'Content-Type': type,
        // RFC 6266: an ASCII name plus the UTF-8 one.
        'Content-Disposition': `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        'Cache-Control': 'no-store',
      },
    });

  const suffix = (query: OrganizationReservationsQuery) =>
    [query.year, query.period].filter((part) => part !== undefined).join('-');

  register(app, endpoints.getOrganization, async ({ c, params }) => {
    const { member, organization, role } = await ownOrganization(c, params);
    return {
      data: {
        id: organization.id,
        name: organization.name,
        display_name: organization.display_name,
        display_name_translations: organization.display_name_translations,
        program_id: organization.program_id,
        role,
        allowances: await memberAllowances(db, organization.id, member.id),
      },
    };
  });

  register(app, endpoints.listOrganizationReservations, async ({ c, params, query }) => {
    const organization = await adminOf(c, params);
    return organizationReservations(db, organization.id, query);
  });

  register(app, endpoints.downloadOrganizationReservationsCsv, async ({ c, params, query }) => {
    const organization = await adminOf(c, params);
    const { data } = await organizationReservations(db, organization.id, query);
    const name = safeFileName(`reservations${suffix(query) ? `-${suffix(query)}` : ''}.csv`);
    return download(name, 'text/csv; charset=utf-8', corporateCsv(data));
  });

  register(app, endpoints.downloadOrganizationReservationsZip, async ({ c, params, query }) => {
    const organization = await adminOf(c, params);
    const { data, periods } = await organizationReservations(db, organization.id, query);
    const encoder = new TextEncoder();
    // One CSV per period of the filter, in period order, even an empty one (its header says so).
    const files = periods
      .filter(
        (p) =>
          (query.year === undefined || p.year === query.year) &&
          (query.period === undefined || p.period === query.period),
      )
      .map((p) => ({
        name: safeFileName(`${p.year}-${p.period}.csv`),
        rows: data.filter((row) => row.year === p.year && row.period === p.period),
      }));
    const entries = (function* () {
      for (const file of files)
        yield { name: file.name, content: encoder.encode(corporateCsv(file.rows)) };
    })();
    const name = safeFileName(`reservations${suffix(query) ? `-${suffix(query)}` : ''}.zip`);
    return download(name, 'application/zip', zipStream(entries, deps.now()));
  });
}
