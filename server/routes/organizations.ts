import type { Context, Hono } from 'hono';
import * as endpoints from '../../src/api/contract/endpoints/organizations.ts';
import { ErrorCode, type OrganizationReservationsQuery } from '../../src/api/contract/index.ts';
import { isOrganizationAdmin, organizationDisplayName } from '../../src/rules/organization.ts';
import { DomainError } from '../domain/errors.ts';
import { notFound } from '../http/errors.ts';
import { requireMember } from '../http/member-auth.ts';
import { register } from '../http/register.ts';
import { mailLocale } from '../mail/messages/index.ts';
import { organizationReservations } from '../services/corporate/admin-rows.ts';
import { memberAllowances } from '../services/corporate/allowances.ts';
import { archiveFileName } from '../services/corporate/archive-name.ts';
import { newArchivePassword } from '../services/corporate/archive-password.ts';
import { corporateCsv } from '../services/corporate/csv.ts';
import {
  countCorporateDownload,
  DownloadLimitReached,
} from '../services/corporate/download-limit.ts';
import { organizationOf } from '../services/corporate/organizations.ts';
import { sendArchivePassword } from '../services/corporate/send-archive-password.ts';
import { encryptedZipStream, safeFileName } from '../services/corporate/zip.ts';
import { linkHotelCode } from '../services/members/mail-context.ts';
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
    const { member, client } = await requireMember(c, db, deps.now());
    const found = await organizationOf(db, member.id);
    if (
      !found ||
      String(found.organization.id) !== params.id ||
      String(found.organization.brand_id) !== params.brand_id
    )
      throw notFound('Organization');
    return { member, client, ...found };
  };

  const adminOf = async (c: Context<AppEnv>, params: { brand_id: string; id: string }) => {
    const found = await ownOrganization(c, params);
    if (!isOrganizationAdmin(found.role)) throw adminsOnly();
    return found;
  };

  /** The clock of the widget's hotel (else the brand's first): the admin's, in file names. */
  const timeZoneOf = async (brandId: number, hotelCode: string | null | undefined) => {
    const code = await linkHotelCode(db, brandId, hotelCode);
    const hotel = await db
      .selectFrom('hotels')
      .select('time_zone')
      .where('brand_id', '=', brandId)
      .where('code', '=', code)
      .executeTakeFirst();
    return hotel?.time_zone ?? 'UTC';
  };

  const download = (name: string, type: string, body: ReadableStream<Uint8Array>) =>
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
    const { organization } = await adminOf(c, params);
    return organizationReservations(db, organization.id, query);
  });

  register(app, endpoints.downloadOrganizationReservationsZip, async ({ c, params, query }) => {
    const { organization, member, client } = await adminOf(c, params);
    // Counted before anything is read, built or mailed: each download e-mails a password.
    try {
      await countCorporateDownload(deps.limitStore, member.id, deps.now().getTime());
    } catch (error) {
      if (error instanceof DownloadLimitReached) c.header('Retry-After', String(error.retryAfter));
      throw error;
    }
    const { data, periods } = await organizationReservations(db, organization.id, query);
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
      for (const file of files) yield { name: file.name, content: corporateCsv(file.rows) };
    })();
    const now = deps.now();
    const name = archiveFileName(
      suffix(query),
      now,
      await timeZoneOf(organization.brand_id, client?.hotelCode),
    );
    // A new password per file, e-mailed to the admin's sign-in address before the file goes:
    // the answer never carries it, and without the e-mail no file is made that nobody can open.
    const password = newArchivePassword();
    const brand = await db
      .selectFrom('brands')
      .select('name')
      .where('id', '=', organization.brand_id)
      .executeTakeFirstOrThrow();
    await sendArchivePassword(
      deps,
      {
        to: member.email,
        name: `${member.first_name} ${member.last_name}`,
        locale: member.locale,
        brandName: brand.name,
        organization: organizationDisplayName(organization, mailLocale(member.locale)),
        file: name,
        password,
      },
      c.get('requestId'),
    );
    return download(name, 'application/zip', encryptedZipStream(entries, { password, mtime: now }));
  });
}
