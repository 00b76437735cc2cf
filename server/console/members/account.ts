import type { Kysely } from 'kysely';
import type { ConsoleMemberStatus } from '../../../src/api/contract/console/members.ts';
import { ErrorCode } from '../../../src/api/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { DomainError, invalid } from '../../domain/errors.ts';
import { CONFIRM_HOURS, confirmSignUpMail } from '../../mail/member-templates.ts';
import type { RouteDeps } from '../../routes/context.ts';
import { deleteMemberIn } from '../../services/members/accounts.ts';
import { issueEmailToken } from '../../services/members/email-tokens.ts';
import { memberMailContext } from '../../services/members/mail-context.ts';
import type { MemberRow } from '../../services/members/present.ts';
import { revokeAllMemberSessions } from '../../services/members/sessions.ts';
import { recordAudit } from '../audit/record.ts';
import { staffForbidden } from '../auth/errors.ts';
import type { StaffPrincipal } from '../auth/staff-context.ts';
import { memberStatus, memberTarget } from './find.ts';

const HOUR_MS = 3_600_000;

/** Why a staff deletion is recorded on the account (the member's own use the form's reasons). */
export const DELETED_BY_HOTEL = 'deleted_by_hotel';

/**
 * Blocks an account (issue 41): `blocked_at` and the reason set, every session revoked, in one
 * transaction with the audit entry. A blocked member's sign-ins, codes and refreshes are refused
 * (services/members/sessions.ts, 1301); nothing of theirs is removed. Blocking twice keeps the
 * first time and takes the new reason.
 */
export async function blockMember(
  db: Kysely<Database>,
  staff: StaffPrincipal,
  member: MemberRow,
  reason: string,
  now: Date,
): Promise<ConsoleMemberStatus> {
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('members')
      .set({ blocked_at: member.blocked_at ?? now, blocked_reason: reason, updated_at: now })
      .where('id', '=', member.id)
      .execute();
    await revokeAllMemberSessions(tx, now, member.id);
    await recordAudit(tx, {
      staff,
      hotelId: null,
      action: 'member.block',
      target: memberTarget(member),
      before: { status: memberStatus(member), reason: member.blocked_reason },
      after: { status: 'blocked', reason },
      at: now,
    });
  });
  return 'blocked';
}

/** Lets a blocked member sign in again (their old sessions stay ended). */
export async function unblockMember(
  db: Kysely<Database>,
  staff: StaffPrincipal,
  member: MemberRow,
  reason: string,
  now: Date,
): Promise<ConsoleMemberStatus> {
  const after = memberStatus({ ...member, blocked_at: null });
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('members')
      .set({ blocked_at: null, blocked_reason: null, updated_at: now })
      .where('id', '=', member.id)
      .execute();
    await recordAudit(tx, {
      staff,
      hotelId: null,
      action: 'member.unblock',
      target: memberTarget(member),
      before: { status: memberStatus(member), reason: member.blocked_reason },
      after: { status: after, ...(reason ? { reason } : {}) },
      at: now,
    });
  });
  return after;
}

/**
 * Deletes an account from the console as the member's own deletion and the guest-data erasure
 * do with an account (services/members/accounts.ts deleteMember): personal fields emptied,
 * sessions, identities, codes and links gone, bookings kept but detached, the address free for
 * a new sign-up; the points ledger, wallet rows and bookings' own guest details stay (erasing
 * those is the guest-data page's). Only a member of every hotel may, as for the erasure; the
 * membership number must be typed again. One transaction with the audit entry.
 */
export async function deleteMemberByStaff(
  db: Kysely<Database>,
  staff: StaffPrincipal,
  member: MemberRow,
  input: { reason: string; confirm_membership_id: string },
  now: Date,
): Promise<void> {
  if (staff.hotelIds !== null)
    throw staffForbidden('deleting an account is for members of every hotel of the brand');
  if (input.confirm_membership_id.trim() !== member.membership_id)
    throw invalid('confirm_membership_id', 'must repeat the membership number');
  await db.transaction().execute(async (tx) => {
    await deleteMemberIn(tx, now, member, DELETED_BY_HOTEL, input.reason);
    await recordAudit(tx, {
      staff,
      hotelId: null,
      action: 'member.delete',
      target: memberTarget(member),
      before: { status: memberStatus(member) },
      after: { deleted: true, reason: input.reason },
      at: now,
    });
  });
}

const cannotResend = () =>
  new DomainError(
    ErrorCode.alreadyConfirmed,
    409,
    'Only an unconfirmed, unblocked e-mail account gets the confirmation again.',
  );

/**
 * Sends the sign-up confirmation again (a new link, as the widget's "send it again"): for an
 * account that signs in with e-mail and password, not confirmed and not blocked; else 1402.
 * The mail is awaited, so staff learn when it could not be sent; audited once sent.
 */
export async function resendConfirmation(
  deps: Pick<RouteDeps, 'db' | 'mailer' | 'publicOrigin'>,
  staff: StaffPrincipal,
  member: MemberRow,
  now: Date,
): Promise<string> {
  const { db } = deps;
  if (member.confirmed_at || member.blocked_at || member.provider !== 'email') throw cannotResend();
  const program = await db
    .selectFrom('membership_programs')
    .selectAll()
    .where('id', '=', member.program_id)
    .executeTakeFirstOrThrow();
  const token = await issueEmailToken(db, now, {
    purpose: 'confirm_sign_up',
    email: member.email,
    memberId: member.id,
    brandId: member.brand_id,
    programId: program.id,
    hotelCode: null,
    locale: member.locale,
    ttlMs: CONFIRM_HOURS * HOUR_MS,
  });
  const ctx = await memberMailContext(db, {
    to: member.email,
    name: `${member.first_name} ${member.last_name}`,
    locale: member.locale,
    brandId: member.brand_id,
    program,
    hotelCode: null,
    publicOrigin: deps.publicOrigin,
  });
  await deps.mailer.send(confirmSignUpMail(ctx, token));
  await recordAudit(db, {
    staff,
    hotelId: null,
    action: 'member.resend_confirmation',
    target: memberTarget(member),
    before: undefined,
    after: { sent: true },
    at: now,
  });
  return member.email;
}
