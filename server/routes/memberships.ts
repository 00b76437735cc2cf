import type { Context, Hono } from 'hono';
import * as endpoints from '../../src/api/contract/endpoints/membership.ts';
import * as organizationEndpoints from '../../src/api/contract/endpoints/organizations.ts';
import { notAllowed, notFound } from '../http/errors.ts';
import {
  brandMismatch,
  type ClientContext,
  clientContext,
  requireClient,
  sessionExpired,
} from '../http/member-auth.ts';
import { register } from '../http/register.ts';
import { signInThrottleFor } from '../http/sign-in-limit.ts';
import {
  alreadyRegisteredMail,
  CONFIRM_HOURS,
  confirmSignUpMail,
  RESET_HOURS,
  resetPasswordMail,
  setupMail,
} from '../mail/member-templates.ts';
import { organizationOf } from '../services/corporate/organizations.ts';
import {
  findProgram,
  isUniqueViolation,
  liveMemberByEmail,
  liveMemberById,
  newMembershipId,
  normaliseEmail,
} from '../services/members/accounts.ts';
import { issueEmailToken, spendEmailToken } from '../services/members/email-tokens.ts';
import { memberMailContext } from '../services/members/mail-context.ts';
import { type MemberRow, type ProgramRow, presentProgram } from '../services/members/present.ts';
import { issueMemberSession, refreshMemberSession } from '../services/members/sessions.ts';
import { redeemSignInCode } from '../services/members/sign-in-codes.ts';
import {
  idleClaim,
  issueSignUpClaim,
  redeemSignUpClaim,
} from '../services/members/sign-up-claims.ts';
import { findBrand } from './brands.ts';
import type { AppEnv, RouteDeps } from './context.ts';
import { memberAccountRoutes } from './member-account.ts';
import { invalidCredentials, tokenRefusal } from './member-errors.ts';
import { sendMemberMail, sendMemberMailLater } from './member-mail.ts';

const HOUR_MS = 3_600_000;
const ACCEPTED = { data: { status: 'accepted' as const } };
/** The sign-up's answer, alike whatever happened to the address (sign-up-claims.ts). */
const signUpAccepted = (claim: string) => ({
  data: { status: 'accepted' as const, sign_in_claim: claim },
});

/** `/api/v1/memberships/*` without a signed-in member: sign-up, confirmation, sign-in, tokens, programs. */
export function membershipRoutes(app: Hono<AppEnv>, deps: RouteDeps): void {
  const { db } = deps;
  const throttle = signInThrottleFor(deps);

  /** The context of a mail to a member at their own address, in the language asked for. */
  const ownMailContext = (
    member: MemberRow,
    client: ClientContext,
    program: ProgramRow,
    locale: string | undefined,
  ) =>
    memberMailContext(db, {
      to: member.email,
      name: `${member.first_name} ${member.last_name}`,
      locale: locale ?? member.locale,
      brandId: client.brandId,
      program,
      hotelCode: client.hotelCode,
      publicOrigin: deps.publicOrigin,
    });

  /** Sign-up is open when the brand has it on and the program takes new members. */
  const signUpProgram = async (brandId: number, programId: number | undefined) => {
    const program = await findProgram(db, brandId, programId);
    const brand = await db
      .selectFrom('brands')
      .select('settings')
      .where('id', '=', brandId)
      .executeTakeFirstOrThrow();
    if (!brand.settings.sign_up_active || !program.sign_up_open)
      throw notAllowed('Sign-up is closed for this membership program.');
    return program;
  };

  register(app, endpoints.signUp, async ({ c, body }) => {
    const input = await body();
    const client = requireClient(c);
    const program = await signUpProgram(client.brandId, input.program_id);
    const email = normaliseEmail(input.email);
    const now = deps.now();
    const locale = input.locale ?? 'en';
    // Hashed whatever happens, so a registered address answers after the same work.
    const passwordHash = await deps.passwords.hash(input.password);
    const existing = await liveMemberByEmail(db, client.brandId, email);
    const mailTo = async (name: string, mailLocale = locale) =>
      memberMailContext(db, {
        to: email,
        name,
        locale: mailLocale,
        brandId: client.brandId,
        program,
        hotelCode: client.hotelCode,
        publicOrigin: deps.publicOrigin,
      });
    if (existing?.confirmed_at) {
      // In the owner's language: the mail is for them, not for whoever typed the address.
      const ctx = await mailTo(`${existing.first_name} ${existing.last_name}`, existing.locale);
      await sendMemberMail(deps, c, alreadyRegisteredMail(ctx));
      return c.json(signUpAccepted(idleClaim()), 202);
    }
    const fields = {
      program_id: program.id,
      password_hash: passwordHash,
      first_name: input.first_name,
      last_name: input.last_name,
      locale,
      accepts_promotion_emails: input.accepts_promotion_emails,
      updated_at: now,
    };
    let memberId: number;
    if (existing) {
      // An unconfirmed sign-up of the same address is replaced: whoever confirms from the
      // mailbox gets the latest details, so nobody can pre-register someone else's address.
      await db.updateTable('members').set(fields).where('id', '=', existing.id).execute();
      memberId = existing.id;
    } else {
      try {
        const row = await db
          .insertInto('members')
          .values({
            ...fields,
            brand_id: client.brandId,
            email,
            provider: 'email',
            membership_id: newMembershipId(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        memberId = row.id;
      } catch (error) {
        // A concurrent sign-up of the same address won: answer alike, nothing more to do.
        if (isUniqueViolation(error)) return c.json(signUpAccepted(idleClaim()), 202);
        throw error;
      }
    }
    const token = await issueEmailToken(db, now, {
      purpose: 'confirm_sign_up',
      email,
      memberId,
      brandId: client.brandId,
      programId: program.id,
      hotelCode: client.hotelCode,
      locale,
      returnPath: input.return_path ?? null,
      ttlMs: CONFIRM_HOURS * HOUR_MS,
    });
    const claim = await issueSignUpClaim(db, now, {
      memberId,
      brandId: client.brandId,
      email,
      ttlMs: CONFIRM_HOURS * HOUR_MS,
    });
    const ctx = await mailTo(`${input.first_name} ${input.last_name}`);
    await sendMemberMail(deps, c, confirmSignUpMail(ctx, token));
    return c.json(signUpAccepted(claim), 202);
  });

  // The widget that signed up asks when the guest comes back to it (issue 37): signed in once
  // the link was opened anywhere; 202 until then, and for any claim that cannot come true.
  register(app, endpoints.claimSignUp, async ({ c, body }) => {
    const input = await body();
    const client = requireClient(c);
    const now = deps.now();
    const member = await redeemSignUpClaim(db, now, input.sign_in_claim, client.brandId);
    if (!member) return c.json({ data: { status: 'pending' as const } }, 202);
    return { data: await issueMemberSession(db, now, member) };
  });

  register(app, endpoints.resendConfirmEmail, async ({ c, body }) => {
    const input = await body();
    const client = requireClient(c);
    const member = await liveMemberByEmail(db, client.brandId, input.email);
    if (member && !member.confirmed_at && member.provider === 'email') {
      const program = await findProgram(db, client.brandId, member.program_id);
      const token = await issueEmailToken(db, deps.now(), {
        purpose: 'confirm_sign_up',
        email: member.email,
        memberId: member.id,
        brandId: client.brandId,
        programId: program.id,
        hotelCode: client.hotelCode,
        locale: member.locale,
        ttlMs: CONFIRM_HOURS * HOUR_MS,
      });
      const ctx = await ownMailContext(member, client, program, input.locale);
      sendMemberMailLater(deps, c, confirmSignUpMail(ctx, token));
    }
    return c.json(ACCEPTED, 202);
  });

  register(app, endpoints.confirm, async ({ c, body }) => {
    const input = await body();
    const client = requireClient(c);
    const now = deps.now();
    const outcome = await spendEmailToken(
      db,
      now,
      input.confirmation_token,
      ['confirm_sign_up', 'confirm_email'],
      client.brandId,
    );
    if (outcome.kind !== 'spent') throw tokenRefusal(outcome);
    const { row } = outcome;
    const member = row.member_id === null ? undefined : await liveMemberById(db, row.member_id);
    if (!member) throw notFound('Link');
    if (row.purpose === 'confirm_sign_up') {
      if (member.confirmed_at) throw tokenRefusal({ kind: 'used', row });
      await db
        .updateTable('members')
        .set({ confirmed_at: now, updated_at: now })
        .where('id', '=', member.id)
        .execute();
    } else {
      // The link of an older change request, or one already applied.
      if (member.pending_email !== row.email) throw tokenRefusal({ kind: 'used', row });
      const taken = await liveMemberByEmail(db, member.brand_id, row.email);
      if (taken && taken.id !== member.id)
        throw notAllowed('This e-mail address is already used by another account.');
      await db
        .updateTable('members')
        .set({ email: row.email, pending_email: null, updated_at: now })
        .where('id', '=', member.id)
        .execute();
    }
    const fresh = await liveMemberById(db, member.id);
    if (!fresh) throw notFound('Link');
    const tokens = await issueMemberSession(db, now, fresh);
    return {
      data: {
        ...tokens,
        confirmed:
          row.purpose === 'confirm_sign_up' ? ('sign_up' as const) : ('email_update' as const),
        return_path: row.return_path,
      },
    };
  });

  register(app, endpoints.signUpVerify, async ({ c, body }) => {
    const input = await body();
    const client = requireClient(c);
    const program = await signUpProgram(client.brandId, input.program_id);
    const email = normaliseEmail(input.email);
    const locale = input.locale ?? 'en';
    const existing = await liveMemberByEmail(db, client.brandId, email);
    const ctx = await memberMailContext(db, {
      to: email,
      name: existing ? `${existing.first_name} ${existing.last_name}` : email,
      locale: existing?.confirmed_at ? existing.locale : locale,
      brandId: client.brandId,
      program,
      hotelCode: client.hotelCode,
      publicOrigin: deps.publicOrigin,
    });
    if (existing?.confirmed_at) {
      await sendMemberMail(deps, c, alreadyRegisteredMail(ctx));
    } else {
      const token = await issueEmailToken(db, deps.now(), {
        purpose: 'setup',
        email,
        memberId: null,
        brandId: client.brandId,
        programId: program.id,
        hotelCode: client.hotelCode,
        locale,
        ttlMs: CONFIRM_HOURS * HOUR_MS,
      });
      await sendMemberMail(deps, c, setupMail(ctx, token));
    }
    return c.json(ACCEPTED, 202);
  });

  register(app, endpoints.setup, async ({ c, body }) => {
    const input = await body();
    const client = requireClient(c);
    const now = deps.now();
    const outcome = await spendEmailToken(db, now, input.token, ['setup'], client.brandId);
    if (outcome.kind !== 'spent') throw tokenRefusal(outcome);
    const { row } = outcome;
    const program = await findProgram(db, client.brandId, row.program_id ?? undefined);
    const fields = {
      program_id: program.id,
      password_hash: await deps.passwords.hash(input.password),
      first_name: input.first_name,
      last_name: input.last_name,
      locale: row.locale ?? 'en',
      accepts_promotion_emails: input.accepts_promotion_emails,
      confirmed_at: now,
      updated_at: now,
    };
    const existing = await liveMemberByEmail(db, client.brandId, row.email);
    if (existing?.confirmed_at) throw tokenRefusal({ kind: 'used', row });
    let memberId: number;
    if (existing) {
      await db.updateTable('members').set(fields).where('id', '=', existing.id).execute();
      memberId = existing.id;
    } else {
      const created = await db
        .insertInto('members')
        .values({
          ...fields,
          brand_id: client.brandId,
          email: row.email,
          provider: 'email',
          membership_id: newMembershipId(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      memberId = created.id;
    }
    const member = await liveMemberById(db, memberId);
    if (!member) throw notFound('Member');
    return { data: await issueMemberSession(db, now, member) };
  });

  /**
   * E-mail and password sign-in, shared by members and corporate users: `admits` is the extra
   * condition of the caller (membership of an organization), checked inside the throttled step
   * so a refusal costs and answers exactly what a wrong password does (401 9401).
   */
  const passwordSignIn = async (
    c: Context<AppEnv>,
    input: { email: string; password: string; program_id?: number | undefined },
    admits: (member: MemberRow) => Promise<boolean> = async () => true,
  ) => {
    const client = requireClient(c);
    const email = normaliseEmail(input.email);
    const account = `${client.brandId}:${email}`;
    const member = await liveMemberByEmail(db, client.brandId, email);
    // The same work and the same answer for an unknown address, an account without a password
    // (external provider), a wrong password and an unconfirmed account; each counts as a failure.
    const signedInOk = await throttle.guard(c, account, async () => {
      if (!member?.password_hash) {
        await deps.passwords.dummyVerify(input.password);
        return false;
      }
      return (
        (await deps.passwords.verify(input.password, member.password_hash)) &&
        !!member.confirmed_at &&
        (await admits(member))
      );
    });
    if (!member || !signedInOk) throw invalidCredentials();
    const now = deps.now();
    const updates: { password_hash?: string; program_id?: number } = {};
    if (member.password_hash && deps.passwords.needsRehash(member.password_hash))
      updates.password_hash = await deps.passwords.hash(input.password);
    if (input.program_id !== undefined && input.program_id !== member.program_id)
      updates.program_id = (await findProgram(db, client.brandId, input.program_id)).id;
    let signedIn = member;
    if (Object.keys(updates).length > 0) {
      signedIn = await db
        .updateTable('members')
        .set({ ...updates, updated_at: now })
        .where('id', '=', member.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    return { data: await issueMemberSession(db, now, signedIn) };
  };

  register(app, endpoints.signIn, async ({ c, body }) => passwordSignIn(c, await body()));

  // Corporate users sign in through an organization (product.md §6): only a member of one of
  // the brand's organizations (of `organization_id`, when the sign-in link names one).
  register(app, organizationEndpoints.organizationSignIn, async ({ c, body }) => {
    const input = await body();
    return passwordSignIn(c, input, async (member) => {
      const found = await organizationOf(db, member.id);
      return (
        found !== null &&
        (input.organization_id === undefined || found.organization.id === input.organization_id)
      );
    });
  });

  register(app, endpoints.startResetPassword, async ({ c, body }) => {
    const input = await body();
    const client = requireClient(c);
    const member = await liveMemberByEmail(db, client.brandId, input.email);
    if (member && member.provider === 'email') {
      const program = await findProgram(db, client.brandId, member.program_id);
      const token = await issueEmailToken(db, deps.now(), {
        purpose: 'reset_password',
        email: member.email,
        memberId: member.id,
        brandId: client.brandId,
        hotelCode: client.hotelCode,
        locale: member.locale,
        ttlMs: RESET_HOURS * HOUR_MS,
      });
      const ctx = await ownMailContext(member, client, program, input.locale);
      sendMemberMailLater(deps, c, resetPasswordMail(ctx, token));
    }
    return c.json(ACCEPTED, 202);
  });

  register(app, endpoints.exchangeTokens, async ({ c, body }) => {
    const input = await body();
    const client = clientContext(c);
    const now = deps.now();
    if (input.grant_type === 'refresh_token') {
      const outcome = await refreshMemberSession(db, now, input.refresh_token, client?.brandId);
      if (outcome.kind === 'other_brand') throw brandMismatch();
      if (outcome.kind !== 'refreshed') throw sessionExpired();
      return { data: outcome.tokens };
    }
    const outcome = await redeemSignInCode(db, now, input.code, client?.brandId);
    if (outcome.kind === 'other_brand') throw brandMismatch();
    const member =
      outcome.kind === 'redeemed' ? await liveMemberById(db, outcome.memberId) : undefined;
    if (!member) throw sessionExpired('This sign-in has expired. Please sign in again.');
    return { data: await issueMemberSession(db, now, member) };
  });

  register(app, endpoints.getProgram, async ({ c, query }) => {
    if (query.id !== undefined) {
      const client = clientContext(c);
      let q = db.selectFrom('membership_programs').selectAll().where('id', '=', query.id);
      if (client) q = q.where('brand_id', '=', client.brandId);
      const program = await q.executeTakeFirst();
      if (!program) throw notFound('Membership program');
      return { data: presentProgram(program) };
    }
    const client = requireClient(c);
    return { data: presentProgram(await findProgram(db, client.brandId)) };
  });

  register(app, endpoints.getBrandPrograms, async ({ params }) => {
    const brand = await findBrand(db, params.id);
    const programs = await db
      .selectFrom('membership_programs')
      .selectAll()
      .where('brand_id', '=', brand.id)
      .orderBy('position')
      .orderBy('id')
      .execute();
    return { data: programs.map(presentProgram) };
  });

  memberAccountRoutes(app, deps, throttle);
}
