import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { recordAudit } from '../audit/record.ts';
import type { StaffPrincipal } from '../auth/staff-context.ts';

/** How long one recorded `member.view` covers the same staff member reading the same member. */
export const MEMBER_VIEW_WINDOW_MS = 5 * 60_000;

/** What a member's page showed, as counts (never the data itself). */
export interface MemberViewCounts {
  reservations: number;
  coupons: number;
  vouchers: number;
  cards: number;
}

/**
 * Records that `staff` opened the member `target` (`member:<number>`), unless that same staff
 * member's opening of that same member was already recorded within the last
 * `MEMBER_VIEW_WINDOW_MS`.
 *
 * Why: every action on the member's page (resend, block, points, a coupon…) reads the page
 * again, and each read used to add a `member.view` nobody made. The server decides alone,
 * with no flag from the client, so the skip cannot be asked for: a first opening by anyone is
 * always recorded, another staff member's opening is recorded, and the window runs from the
 * last *recorded* view (skipped reads do not extend it), so reading a member for longer still
 * leaves an entry every few minutes. What changed in between is recorded by the actions' own
 * entries. Two reads racing may both be recorded, which errs on the side of the audit.
 */
export async function recordMemberView(
  db: Kysely<Database>,
  staff: StaffPrincipal,
  target: string,
  shown: MemberViewCounts,
  now: Date,
): Promise<void> {
  // On the brand's (brand_id, created_at) index: only the last few minutes are scanned.
  // `<= now` keeps an entry written under a later (test) clock from hiding this one.
  const recent = await db
    .selectFrom('audit_log')
    .select('id')
    .where('brand_id', '=', staff.brandId)
    .where('created_at', '>', new Date(now.getTime() - MEMBER_VIEW_WINDOW_MS))
    .where('created_at', '<=', now)
    .where('actor_staff_id', '=', staff.staffId)
    .where('action', '=', 'member.view')
    .where('target', '=', target)
    .limit(1)
    .executeTakeFirst();
  if (recent) return;
  await recordAudit(db, {
    staff,
    hotelId: null,
    action: 'member.view',
    target,
    before: undefined,
    after: shown,
    at: now,
  });
}
