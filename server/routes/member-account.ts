import type { Context, Hono } from 'hono';
import * as endpoints from '../../src/api/contract/endpoints/membership.ts';
import { ErrorCode } from '../../src/api/contract/index.ts';
import { DomainError, invalid } from '../domain/errors.ts';
import { notAllowed, notFound } from '../http/errors.ts';
import { requireClient, requireMember, sessionExpired } from '../http/member-auth.ts';
import { register } from '../http/register.ts';
import type { SignInThrottle } from '../http/sign-in-limit.ts';
import {
  accountDeletedMail,
  alreadyRegisteredMail,
  CONFIRM_HOURS,
  emailChangedMail,
  verifyEmailMail,
} from '../mail/member-templates.ts';
import { vaultLookup } from '../payments/vaults.ts';
import {
  deleteMember,
  findProgram,
  liveMemberByEmail,
  liveMemberById,
  normaliseEmail,
} from '../services/members/accounts.ts';
import { issueEmailToken, spendEmailToken } from '../services/members/email-tokens.ts';
import { memberMailContext } from '../services/members/mail-context.ts';
import { canUpdateProfile, type MemberRow, presentMember } from '../services/members/present.ts';
import {
  issueMemberSession,
  revokeAllMemberSessions,
  revokeMemberSession,
} from '../services/members/sessions.ts';
import { forgetCardsOfDeletedMembers } from '../services/wallet/member-cards.ts';
import type { AppEnv, RouteDeps } from './context.ts';
import { tokenRefusal } from './member-errors.ts';
import { sendMemberMail } from './member-mail.ts';

const HOUR_MS = 3_600_000;
const ACCEPTED = { data: { status: 'accepted' as const } };

/**
 * A wrong current password of a signed-in member: 422 naming the field, not 401 — the widget
 * treats a 401 as a lost session and would sign the member out.
 */
const wrongCurrentPassword = () =>
  new DomainError(
    ErrorCode.invalidCredentials,
    422,
    'The current password is incorrect.',
    'current_password',
  );

/** The signed-in member's own routes: profile, e-mail, password, sign-out, deletion, program. */
export function memberAccountRoutes(
  app: Hono<AppEnv>,
  deps: RouteDeps,
  throttle: SignInThrottle,
): void {
  const { db } = deps;
  const signedIn = (c: Context) => requireMember(c, db, deps.now());

  /** Checks a signed-in member's current password under the sign-in throttle. */
  const checkCurrentPassword = async (
    c: Context,
    member: MemberRow,
    password: string | undefined,
  ) => {
    if (!member.password_hash)
      throw notAllowed('This account signs in with another provider and has no password here.');
    if (password === undefined) throw invalid('current_password', 'is required');
    const account = `${member.brand_id}:${member.email}`;
    const hash = member.password_hash;
    if (!(await throttle.guard(c, account, () => deps.passwords.verify(password, hash))))
      throw wrongCurrentPassword();
  };

  const mailContext = async (member: MemberRow, to: string, hotelCode: string | null | undefined) =>
    memberMailContext(db, {
      to,
      name: `${member.first_name} ${member.last_name}`,
      locale: member.locale,
      brandId: member.brand_id,
      program: await findProgram(db, member.brand_id, member.program_id),
      hotelCode,
      publicOrigin: deps.publicOrigin,
    });

  register(app, endpoints.signOut, async ({ c }) => {
    const { session } = await signedIn(c);
    if (!(await revokeMemberSession(db, deps.now(), session.id)))
      throw sessionExpired('You are already signed out.');
    return ACCEPTED;
  });

  register(app, endpoints.showMember, async ({ c }) => {
    const { member } = await signedIn(c);
    return { data: await presentMember(db, member) };
  });

  register(app, endpoints.updateMember, async ({ c, body }) => {
    const { member } = await signedIn(c);
    const input = await body();
    const program = await findProgram(db, member.brand_id, member.program_id);
    if (!canUpdateProfile(member, program))
      throw notAllowed('Your profile cannot be changed here.');
    const updated = await db
      .updateTable('members')
      .set({
        first_name: input.first_name,
        last_name: input.last_name,
        first_name_kana: input.first_name_kana ?? null,
        last_name_kana: input.last_name_kana ?? null,
        phone: input.phone ?? null,
        postal_code: input.postal_code ?? null,
        prefecture_or_state: input.prefecture_or_state ?? null,
        street_address: input.street_address ?? null,
        building_name_and_number: input.building_name_and_number ?? null,
        accepts_promotion_emails: input.accepts_promotion_emails ?? member.accepts_promotion_emails,
        locale: input.locale ?? member.locale,
        updated_at: deps.now(),
      })
      .where('id', '=', member.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { data: await presentMember(db, updated) };
  });

  /** Sends the verification of `member.pending_email` (a fresh link; older ones stop working). */
  const sendVerification = async (
    c: Context<AppEnv>,
    member: MemberRow,
    pending: string,
    hotelCode: string | null,
  ) => {
    const token = await issueEmailToken(db, deps.now(), {
      purpose: 'confirm_email',
      email: pending,
      memberId: member.id,
      brandId: member.brand_id,
      hotelCode,
      locale: member.locale,
      ttlMs: CONFIRM_HOURS * HOUR_MS,
    });
    await sendMemberMail(
      deps,
      c,
      verifyEmailMail(await mailContext(member, pending, hotelCode), token),
    );
  };

  register(app, endpoints.updateEmail, async ({ c, body }) => {
    const { member, client } = await signedIn(c);
    const input = await body();
    await checkCurrentPassword(c, member, input.current_password);
    const email = normaliseEmail(input.email);
    if (email === member.email) throw invalid('email', 'is already your login e-mail address');
    const hotelCode = client?.hotelCode ?? null;
    await db
      .updateTable('members')
      .set({ pending_email: email, updated_at: deps.now() })
      .where('id', '=', member.id)
      .execute();
    const taken = await liveMemberByEmail(db, member.brand_id, email);
    // A registered address gets "you already have an account" instead of a link: the answer
    // stays the same, so the change form cannot be used to find out who is a member.
    if (taken)
      await sendMemberMail(
        deps,
        c,
        alreadyRegisteredMail(await mailContext(taken, email, hotelCode)),
      );
    else await sendVerification(c, member, email, hotelCode);
    await sendMemberMail(
      deps,
      c,
      emailChangedMail(await mailContext(member, member.email, hotelCode), email),
    );
    return c.json({ data: { pending_email: email } }, 202);
  });

  register(app, endpoints.resendEmailChange, async ({ c }) => {
    const { member, client } = await signedIn(c);
    if (!member.pending_email)
      throw notAllowed('No e-mail address change is waiting for confirmation.');
    const taken = await liveMemberByEmail(db, member.brand_id, member.pending_email);
    if (!taken) await sendVerification(c, member, member.pending_email, client?.hotelCode ?? null);
    return c.json({ data: { pending_email: member.pending_email } }, 202);
  });

  register(app, endpoints.updatePassword, async ({ c, body }) => {
    const input = await body();
    const now = deps.now();
    let member: MemberRow | undefined;
    if (input.reset_password_token !== undefined) {
      const client = requireClient(c);
      const outcome = await spendEmailToken(
        db,
        now,
        input.reset_password_token,
        ['reset_password'],
        client.brandId,
      );
      if (outcome.kind !== 'spent') throw tokenRefusal(outcome);
      member =
        outcome.row.member_id === null
          ? undefined
          : await liveMemberById(db, outcome.row.member_id);
      if (!member) throw notFound('Link');
    } else {
      member = (await signedIn(c)).member;
      await checkCurrentPassword(c, member, input.current_password);
    }
    if (member.password_hash && (await deps.passwords.verify(input.password, member.password_hash)))
      throw new DomainError(
        ErrorCode.passwordAlreadyUsed,
        422,
        'Please choose a password other than your current one.',
        'password',
      );
    const updated = await db
      .updateTable('members')
      .set({
        password_hash: await deps.passwords.hash(input.password),
        // The reset link proved the address: an unconfirmed sign-up is confirmed by it.
        confirmed_at: member.confirmed_at ?? now,
        updated_at: now,
      })
      .where('id', '=', member.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    // A completed reset forgives this address's wrong passwords on the account, as a right
    // password does (the signed-in change already did so in checkCurrentPassword).
    if (input.reset_password_token !== undefined)
      await throttle.forgive(c, `${member.brand_id}:${member.email}`);
    // Whoever knew the old password is signed out everywhere; this device gets a fresh session.
    await revokeAllMemberSessions(db, now, member.id);
    return { data: await issueMemberSession(db, now, updated) };
  });

  register(app, endpoints.cancelMembership, async ({ c, body }) => {
    const { member, client } = await signedIn(c);
    const input = await body();
    if (member.password_hash) await checkCurrentPassword(c, member, input.current_password);
    // Composed before the personal data goes.
    const farewell = accountDeletedMail(
      await mailContext(member, member.email, client?.hotelCode ?? null),
    );
    await deleteMember(db, deps.now(), member, input.reason, input.details || null);
    // Their saved cards detached at the provider (the card job retries any it refused).
    await forgetCardsOfDeletedMembers(db, vaultLookup(deps.gateway, deps.gateways), member.id);
    await sendMemberMail(deps, c, farewell);
    return ACCEPTED;
  });

  register(app, endpoints.switchProgram, async ({ c, body }) => {
    const { member } = await signedIn(c);
    const input = await body();
    const program = await findProgram(db, member.brand_id, input.program_id);
    const updated = await db
      .updateTable('members')
      .set({ program_id: program.id, updated_at: deps.now() })
      .where('id', '=', member.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { data: await presentMember(db, updated) };
  });
}
