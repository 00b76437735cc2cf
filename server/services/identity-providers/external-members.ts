import type { Kysely, Transaction } from 'kysely';
import { isLocale } from '../../../src/rules/locales.ts';
import type { Database } from '../../db/schema.ts';
import type { RouteDeps } from '../../routes/context.ts';
import { liveMemberByEmail, newMembershipId } from '../members/accounts.ts';
import type { MemberRow } from '../members/present.ts';
import { issueSignInCode } from '../members/sign-in-codes.ts';
import type { ExternalIdentity, PendingSignIn, SignInFailure } from './relying-party.ts';

export type CodeOutcome = { ok: true; code: string } | { ok: false; reason: SignInFailure };

type Db = Kysely<Database> | Transaction<Database>;

const liveMember = (db: Db, brandId: number) =>
  db
    .selectFrom('members')
    .selectAll()
    .where('brand_id', '=', brandId)
    .where('deleted_at', 'is', null);

/** The names a new member gets: the provider's given/family names, else its display name. */
function namesOf(identity: ExternalIdentity): { first_name: string; last_name: string } {
  if (identity.givenName || identity.familyName)
    return { first_name: identity.givenName ?? '', last_name: identity.familyName ?? '' };
  const [first = '', ...rest] = (identity.name ?? '').split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') };
}

/**
 * The member an external identity signs in as:
 * 1. the one already linked to (brand, provider, subject);
 * 2. else the brand's member with the same e-mail, linked now — only when the provider says
 *    the address is verified (an unverified claim would let anyone take over an account). An
 *    account whose sign-up was never confirmed is confirmed by that proof and loses the
 *    password it was started with (whoever typed it had not proven the address);
 * 3. else a new confirmed member with this provider and no password, in the brand's first
 *    program.
 */
async function memberFor(
  tx: Transaction<Database>,
  now: Date,
  pending: PendingSignIn,
  identity: ExternalIdentity,
): Promise<MemberRow | SignInFailure> {
  const key = { brand_id: pending.brandId, provider: pending.provider, subject: identity.subject };
  const linked = await liveMember(tx, pending.brandId)
    .where('id', 'in', (qb) =>
      qb
        .selectFrom('member_identities')
        .select('member_id')
        .where('brand_id', '=', key.brand_id)
        .where('provider', '=', key.provider)
        .where('subject', '=', key.subject),
    )
    .executeTakeFirst();
  if (linked) return linked;
  // A link to a deleted account is stale: the person starts afresh.
  await tx
    .deleteFrom('member_identities')
    .where('brand_id', '=', key.brand_id)
    .where('provider', '=', key.provider)
    .where('subject', '=', key.subject)
    .execute();

  if (!identity.email) return 'email_missing';
  let member = await liveMemberByEmail(tx, pending.brandId, identity.email);
  if (member && !identity.emailVerified) return 'email_unverified';
  if (member && member.confirmed_at === null) {
    member = await tx
      .updateTable('members')
      .set({ confirmed_at: now, password_hash: null, updated_at: now })
      .where('id', '=', member.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  if (!member) {
    const program = await tx
      .selectFrom('membership_programs')
      .select('id')
      .where('brand_id', '=', pending.brandId)
      .orderBy('position')
      .orderBy('id')
      .executeTakeFirst();
    if (!program) return 'not_registered';
    member = await tx
      .insertInto('members')
      .values({
        brand_id: pending.brandId,
        program_id: program.id,
        email: identity.email,
        password_hash: null,
        ...namesOf(identity),
        locale: pending.locale && isLocale(pending.locale) ? pending.locale : 'en',
        provider: pending.provider,
        membership_id: newMembershipId(),
        confirmed_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  await tx
    .insertInto('member_identities')
    .values({ ...key, member_id: member.id })
    .execute();
  return member;
}

/**
 * A one-time sign-in code for the member behind an external identity (found, linked or
 * created in one transaction), for the custom_authentication_code grant of memberships/tokens.
 */
export async function signInCodeForIdentity(
  deps: Pick<RouteDeps, 'db' | 'now'>,
  pending: PendingSignIn,
  identity: ExternalIdentity,
): Promise<CodeOutcome> {
  const now = deps.now();
  return deps.db.transaction().execute(async (tx) => {
    const member = await memberFor(tx, now, pending, identity);
    if (typeof member === 'string') return { ok: false, reason: member };
    return { ok: true, code: await issueSignInCode(tx, now, member) };
  });
}
