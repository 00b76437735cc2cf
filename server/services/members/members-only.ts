import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { organizationOf } from '../corporate/organizations.ts';

/** Who is looking at or booking a plan: a signed-in member's brand and program, or nobody. */
export interface MemberViewer {
  brandId: number;
  programId: number;
  /** The member (their own vouchers in a voucher search). */
  memberId?: number;
  /** The member's organization, if any: its corporate plans are theirs to book. */
  organizationId?: number | null;
}

/** The viewer a signed-in member is, their organization looked up. */
export async function memberViewer(
  db: Kysely<Database>,
  member: { id: number; brand_id: number; program_id: number },
): Promise<MemberViewer & { memberId: number }> {
  const organization = await organizationOf(db, member.id);
  return {
    brandId: member.brand_id,
    programId: member.program_id,
    memberId: member.id,
    organizationId: organization?.organization.id ?? null,
  };
}

/**
 * Whether a plan can be booked by the viewer: any plan that is not members-only; a members-only
 * plan by a member of its program, or of the hotel's brand when the plan names no program; a
 * corporate plan (one with an organization) only by the members of that organization.
 */
export function mayBookPlan(
  plan: { members_only: boolean; program_id: number | null; organization_id?: number | null },
  hotelBrandId: number,
  viewer: MemberViewer | null | undefined,
): boolean {
  if (plan.organization_id != null)
    return (
      !!viewer && viewer.brandId === hotelBrandId && viewer.organizationId === plan.organization_id
    );
  if (!plan.members_only) return true;
  if (!viewer || viewer.brandId !== hotelBrandId) return false;
  return plan.program_id === null || plan.program_id === viewer.programId;
}
