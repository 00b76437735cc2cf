import type { Kysely } from 'kysely';
import type {
  InviteOrganizationMember,
  OrganizationRole,
} from '../../../src/api/contract/console/organizations.ts';
import { organizationDisplayName } from '../../../src/rules/organization.ts';
import type { Database } from '../../db/schema.ts';
import { invalid } from '../../domain/errors.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { mailLocale } from '../../mail/messages/index.ts';
import {
  findProgram,
  liveMemberByEmail,
  newMembershipId,
} from '../../services/members/accounts.ts';
import { linkHotelCode } from '../../services/members/mail-context.ts';
import { issueSignInCode } from '../../services/members/sign-in-codes.ts';
import { recordAudit } from '../audit/record.ts';
import { linkInvalid } from '../auth/errors.ts';
import type { StaffPrincipal } from '../auth/staff-context.ts';
import { hashSecret, newSecret } from '../auth/tokens.ts';
import { organizationInvitationMail } from './invitation-mail.ts';
import { brandOrganization } from './read.ts';

/** An organization invitation works once, for 7 days (as the console's own invitations). */
export const ORGANIZATION_INVITATION_DAYS = 7;

/** The joining page: the console's public page, the secret in the fragment (never sent). */
export const organizationInvitationUrl = (publicOrigin: string, token: string) =>
  `${new URL('/console/organization-invitation', publicOrigin).href}#token=${token}`;

const alreadyInOne = () =>
  conflict('This address already belongs to an organization.', { reason: 'member_of_other' });

type InviteContext = { staff: StaffPrincipal; now: Date; publicOrigin: string };

/**
 * Invites an address into the organization and e-mails the link in `locale`. Refused (409) when
 * the brand's account of the address is already in an organization. The address's earlier
 * pending links to this organization stop working: only the latest mail's does.
 */
export function inviteToOrganization(
  db: Kysely<Database>,
  mailer: Mailer,
  organizationId: number,
  input: InviteOrganizationMember,
  context: InviteContext,
): Promise<void> {
  return sendInvitation(db, mailer, organizationId, input, context, null);
}

/**
 * Sends an invitation not used yet again (a lost mail, or one past its 7 days): a new link for
 * the same address, role and language, valid 7 days from now; the old link stops working (as
 * any earlier link of the address does on a new invitation). 404 for an invitation that was
 * used or withdrawn, or is another organization's. Audited as `organization.invite_resend`.
 */
export async function resendOrganizationInvitation(
  db: Kysely<Database>,
  mailer: Mailer,
  organizationId: number,
  invitationId: number,
  context: InviteContext,
): Promise<void> {
  const invitation = await db
    .selectFrom('organization_invitations')
    .select(['email', 'role', 'locale'])
    .where('id', '=', invitationId)
    .where('organization_id', '=', organizationId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (!invitation) throw notFound('Invitation');
  // The stored locale is the invite's, a console locale already (mailLocale only narrows it).
  const input = { ...invitation, locale: mailLocale(invitation.locale) };
  await sendInvitation(db, mailer, organizationId, input, context, invitationId);
}

/** The invitation's row, audit entry and mail; `replaces`: the invitation sent again, or null. */
async function sendInvitation(
  db: Kysely<Database>,
  mailer: Mailer,
  organizationId: number,
  input: InviteOrganizationMember,
  context: InviteContext,
  replaces: number | null,
): Promise<void> {
  const { staff, now } = context;
  const email = input.email.toLowerCase();
  const token = newSecret();
  const organization = await db.transaction().execute(async (trx) => {
    const organization = await brandOrganization(trx, staff.brandId, organizationId);
    if (replaces !== null) {
      // Still unused under its lock: an accept or a withdrawal in between is not undone.
      const open = await trx
        .selectFrom('organization_invitations')
        .select('id')
        .where('id', '=', replaces)
        .where('used_at', 'is', null)
        .forUpdate()
        .executeTakeFirst();
      if (!open) throw notFound('Invitation');
    }
    const member = await liveMemberByEmail(trx, staff.brandId, email);
    if (member) {
      const membership = await trx
        .selectFrom('organization_members')
        .select('organization_id')
        .where('member_id', '=', member.id)
        .executeTakeFirst();
      if (membership) throw alreadyInOne();
    }
    await trx
      .updateTable('organization_invitations')
      .set({ used_at: now })
      .where('organization_id', '=', organizationId)
      .where('email', '=', email)
      .where('used_at', 'is', null)
      .execute();
    const { id } = await trx
      .insertInto('organization_invitations')
      .values({
        organization_id: organizationId,
        email,
        role: input.role,
        locale: input.locale,
        token_hash: hashSecret(token),
        invited_by: staff.staffId,
        created_at: now,
        expires_at: new Date(now.getTime() + ORGANIZATION_INVITATION_DAYS * 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      staff,
      hotelId: null,
      action: replaces === null ? 'organization.invite' : 'organization.invite_resend',
      target: `organization:${organizationId}`,
      before: replaces === null ? undefined : { invitation: replaces },
      after: { invitation: id, email, role: input.role, locale: input.locale },
      at: now,
    });
    return organization;
  });
  const brand = await db
    .selectFrom('brands')
    .select('name')
    .where('id', '=', staff.brandId)
    .executeTakeFirstOrThrow();
  // After the commit: a failed mail leaves the invitation listed, to be sent again.
  await mailer.send(
    organizationInvitationMail({
      to: email,
      locale: input.locale,
      brandName: brand.name,
      organization: organizationDisplayName(organization, mailLocale(input.locale)),
      role: input.role,
      url: organizationInvitationUrl(context.publicOrigin, token),
      days: ORGANIZATION_INVITATION_DAYS,
    }),
  );
}

/** A live invitation (unused, unexpired) by its link's secret, with its organization. */
export async function liveOrganizationInvitation(db: Kysely<Database>, token: string, now: Date) {
  return db
    .selectFrom('organization_invitations as i')
    .innerJoin('organizations as o', 'o.id', 'i.organization_id')
    .innerJoin('brands as b', 'b.id', 'o.brand_id')
    .select([
      'i.id',
      'i.email',
      'i.role',
      'i.locale',
      'o.id as organization_id',
      'o.brand_id',
      'o.program_id',
      'o.display_name',
      'o.display_name_translations',
      'b.name as brand_name',
    ])
    .where('i.token_hash', '=', hashSecret(token))
    .where('i.used_at', 'is', null)
    .where('i.expires_at', '>', now)
    .executeTakeFirst();
}

/** What the joining page shows before the invitee accepts. */
export async function inspectOrganizationInvitation(
  db: Kysely<Database>,
  token: string,
  now: Date,
) {
  const invitation = await liveOrganizationInvitation(db, token, now);
  if (!invitation) throw linkInvalid();
  const member = await liveMemberByEmail(db, invitation.brand_id, invitation.email);
  const locale = mailLocale(invitation.locale);
  return {
    organization: organizationDisplayName(invitation, locale),
    brand_name: invitation.brand_name,
    email: invitation.email,
    role: invitation.role,
    locale,
    has_account: !!member?.confirmed_at,
  };
}

/** A new account's name and password hash (hashed before the transaction: scrypt is slow). */
export interface NewAccount {
  first_name: string;
  last_name: string;
  passwordHash: string;
}

/**
 * Accepts an invitation: spends it (one conditional UPDATE: two clicks cannot both win), then
 * takes the brand's confirmed account of the address, or makes one (confirmed: the link proved
 * the address; an unconfirmed sign-up of it is replaced, as a new sign-up would), and puts it
 * in the organization with the invitation's role. Answers where the widget opens signed in.
 * Nothing is spent when it is refused: 422 for a missing account, 409 when the account is
 * already in an organization.
 */
export async function acceptOrganizationInvitation(
  db: Kysely<Database>,
  token: string,
  account: NewAccount | undefined,
  context: { now: Date; publicOrigin: string },
): Promise<{ redirectUrl: string }> {
  const { now } = context;
  return db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable('organization_invitations')
      .set({ used_at: now })
      .where('token_hash', '=', hashSecret(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['id', 'organization_id', 'email', 'role', 'locale'])
      .executeTakeFirst();
    if (!spent) throw linkInvalid();
    const organization = await trx
      .selectFrom('organizations')
      .select(['id', 'brand_id', 'program_id'])
      .where('id', '=', spent.organization_id)
      .executeTakeFirstOrThrow();
    const existing = await liveMemberByEmail(trx, organization.brand_id, spent.email);
    let memberId: number;
    if (existing?.confirmed_at) {
      memberId = existing.id;
    } else {
      if (!account) throw invalid('account', 'is required for a new account');
      const program = await findProgram(
        trx,
        organization.brand_id,
        organization.program_id ?? undefined,
      );
      const fields = {
        program_id: program.id,
        password_hash: account.passwordHash,
        first_name: account.first_name,
        last_name: account.last_name,
        locale: spent.locale,
        accepts_promotion_emails: false,
        confirmed_at: now,
        updated_at: now,
      };
      if (existing) {
        await trx.updateTable('members').set(fields).where('id', '=', existing.id).execute();
        memberId = existing.id;
      } else {
        const created = await trx
          .insertInto('members')
          .values({
            ...fields,
            brand_id: organization.brand_id,
            email: spent.email,
            provider: 'email',
            membership_id: newMembershipId(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        memberId = created.id;
      }
    }
    const joined = await trx
      .insertInto('organization_members')
      .values({ member_id: memberId, organization_id: organization.id, role: spent.role })
      .onConflict((oc) => oc.column('member_id').doNothing())
      .returning('member_id')
      .executeTakeFirst();
    if (!joined) throw alreadyInOne();
    await trx
      .updateTable('organization_invitations')
      .set({ member_id: memberId })
      .where('id', '=', spent.id)
      .execute();
    await recordAudit(trx, {
      staff: { brandId: organization.brand_id, email: spent.email, staffId: null },
      hotelId: null,
      action: 'organization.join',
      target: `organization:${organization.id}`,
      before: undefined,
      after: { invitation: spent.id, member_id: memberId, role: spent.role },
      at: now,
    });
    const code = await issueSignInCode(trx, now, { id: memberId, brand_id: organization.brand_id });
    const hotelCode = await linkHotelCode(trx, organization.brand_id, null);
    return {
      redirectUrl: widgetLanding(context.publicOrigin, spent.role, hotelCode, spent.locale, code),
    };
  });
}

/** An admin lands on the organization's admin view, anyone else on their reservations. */
function widgetLanding(
  publicOrigin: string,
  role: OrganizationRole,
  hotelCode: string,
  locale: string,
  code: string,
): string {
  const path = role === 'admin' ? '/organization-admin' : '/my-account/reservations';
  const query = new URLSearchParams({
    code: hotelCode,
    locale: mailLocale(locale),
    one_time_access_token: code,
  });
  return `${new URL(path, publicOrigin).href}?${query}`;
}
