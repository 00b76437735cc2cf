import { type Kysely, sql } from 'kysely';
import type {
  OrganizationDetail,
  OrganizationSummary,
} from '../../../src/api/contract/console/organizations.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';

/** How many people and admins each organization has (any role containing "admin" is one). */
const counts = (db: Kysely<Database>) =>
  db
    .selectFrom('organizations as o')
    .leftJoin('organization_members as om', 'om.organization_id', 'o.id')
    .select([
      'o.id',
      'o.code',
      'o.name',
      'o.display_name',
      'o.display_name_translations',
      'o.created_at',
      sql<number>`count(om.member_id)::int`.as('members'),
      sql<number>`count(om.member_id) FILTER (WHERE om.role LIKE '%admin%')::int`.as('admins'),
    ])
    .groupBy('o.id');

type CountRow = {
  id: number;
  code: string;
  name: string;
  display_name: string;
  created_at: Date;
  members: number;
  admins: number;
};

const summary = (row: CountRow): OrganizationSummary => ({
  id: row.id,
  code: row.code,
  name: row.name,
  display_name: row.display_name,
  members: row.members,
  admins: row.admins,
  created_at: row.created_at.toISOString(),
});

/** The brand's organizations, by name. */
export async function listOrganizations(
  db: Kysely<Database>,
  brandId: number,
): Promise<OrganizationSummary[]> {
  const rows = await counts(db).where('o.brand_id', '=', brandId).orderBy('o.name').execute();
  return rows.map(summary);
}

/** The brand's organization `id`, or 404 (another brand's is not found either). */
export async function brandOrganization(db: Kysely<Database>, brandId: number, id: number) {
  const row = await db
    .selectFrom('organizations')
    .selectAll()
    .where('brand_id', '=', brandId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Organization');
  return row;
}

/** A path's `:id`: a positive integer, or 404. */
export function organizationId(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound('Organization');
  return id;
}

/** Everything the console shows of one organization. */
export async function organizationDetail(
  db: Kysely<Database>,
  brandId: number,
  id: number,
  now: Date,
): Promise<OrganizationDetail> {
  const row = await counts(db)
    .where('o.brand_id', '=', brandId)
    .where('o.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Organization');
  const people = await db
    .selectFrom('organization_members as om')
    .innerJoin('members as m', 'm.id', 'om.member_id')
    .select(['m.id', 'm.first_name', 'm.last_name', 'm.email', 'om.role', 'om.created_at'])
    .where('om.organization_id', '=', id)
    .orderBy('m.last_name')
    .orderBy('m.id')
    .execute();
  const invitations = await db
    .selectFrom('organization_invitations')
    .select(['id', 'email', 'role', 'locale', 'created_at', 'expires_at'])
    .where('organization_id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .execute();
  const periods = await db
    .selectFrom('organization_periods')
    .select(['id', 'year', 'name', 'starts_on', 'ends_on', 'max_nights'])
    .where('organization_id', '=', id)
    .orderBy('starts_on')
    .orderBy('name')
    .execute();
  // Its own plans and those of no organization, hotel by hotel in the widget's order.
  const plans = await db
    .selectFrom('plans as p')
    .innerJoin('hotels as h', 'h.id', 'p.hotel_id')
    .select([
      'h.code as hotel_code',
      'p.code as plan_code',
      'p.name',
      'p.published',
      'p.organization_id',
    ])
    .where('h.brand_id', '=', brandId)
    .where((eb) => eb.or([eb('p.organization_id', 'is', null), eb('p.organization_id', '=', id)]))
    .orderBy('h.position')
    .orderBy('h.id')
    .orderBy('p.position')
    .orderBy('p.id')
    .execute();
  return {
    ...summary(row),
    display_name_translations: row.display_name_translations,
    people: people.map((p) => ({
      member_id: p.id,
      name: `${p.first_name} ${p.last_name}`.trim(),
      email: p.email,
      role: p.role,
      joined_at: p.created_at.toISOString(),
    })),
    invitations: invitations.map((i) => ({
      ...i,
      created_at: i.created_at.toISOString(),
      expires_at: i.expires_at.toISOString(),
    })),
    periods,
    plans: plans.map(({ organization_id, ...plan }) => ({
      ...plan,
      linked: organization_id === id,
    })),
  };
}
