/** Who is looking at or booking a plan: a signed-in member's brand and program, or nobody. */
export interface MemberViewer {
  brandId: number;
  programId: number;
  /** The member (their own vouchers in a voucher search). */
  memberId?: number;
}

/**
 * Whether a plan can be booked by the viewer: any plan that is not members-only; a members-only
 * plan by a member of its program, or of the hotel's brand when the plan names no program.
 */
export function mayBookPlan(
  plan: { members_only: boolean; program_id: number | null },
  hotelBrandId: number,
  viewer: MemberViewer | null | undefined,
): boolean {
  if (!plan.members_only) return true;
  if (!viewer || viewer.brandId !== hotelBrandId) return false;
  return plan.program_id === null || plan.program_id === viewer.programId;
}
