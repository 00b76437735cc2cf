import type { Kysely, Selectable } from 'kysely';
import type { Member } from '../../../src/api/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import type { OrganizationTable } from '../../db/schema-corporate.ts';

export type OrganizationRow = Selectable<OrganizationTable>;

/** A member's organization and role, or null for a member of none. */
export interface MemberOrganization {
  organization: OrganizationRow;
  role: string;
}

/** The organization the member belongs to (always one of the member's brand), if any. */
export async function organizationOf(
  db: Kysely<Database>,
  memberId: number,
): Promise<MemberOrganization | null> {
  const row = await db
    .selectFrom('organization_members as om')
    .innerJoin('organizations as o', 'o.id', 'om.organization_id')
    .innerJoin('members as m', 'm.id', 'om.member_id')
    .whereRef('m.brand_id', '=', 'o.brand_id')
    .where('om.member_id', '=', memberId)
    .selectAll('o')
    .select('om.role')
    .executeTakeFirst();
  if (!row) return null;
  const { role, ...organization } = row;
  return { organization, role };
}

/** The member's `organization` and `organization_role` fields (product.md §3). */
export function presentOrganization(
  found: MemberOrganization | null,
): Pick<Member, 'organization' | 'organization_role'> {
  if (!found) return { organization: null, organization_role: null };
  const { organization } = found;
  return {
    organization: {
      id: organization.id,
      name: organization.name,
      display_name: organization.display_name,
      display_name_translations: organization.display_name_translations,
      program_id: organization.program_id,
    },
    organization_role: found.role,
  };
}
