import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { newBypassToken } from '../reservations/tokens.ts';
import { liveMemberById } from './accounts.ts';
import { issueEmailToken, peekEmailToken, spendEmailToken } from './email-tokens.ts';
import type { MemberRow } from './present.ts';

/**
 * A sign-up's claim (issue 37): the widget that signed up keeps it and asks with it, when the
 * guest comes back to it, whether the e-mailed link has been opened (in another tab, where the
 * hosted confirmation page cannot tell the widget on the hotel's page, or on another device);
 * then it gets a session of its own, once. Like an e-mailed token: 256 random bits, only the
 * hash stored, single use, expiring with the confirmation link; a newer sign-up of the address
 * retires it, so only the browser of the sign-up in force can claim the account. It grants no
 * more than the password typed in that browser would once confirmed.
 */

/** A claim for a sign-up that made or replaced the unconfirmed account `memberId`. */
export function issueSignUpClaim(
  db: Kysely<Database>,
  now: Date,
  claim: { memberId: number; brandId: number; email: string; ttlMs: number },
): Promise<string> {
  return issueEmailToken(db, now, {
    purpose: 'sign_up_claim',
    email: claim.email,
    memberId: claim.memberId,
    brandId: claim.brandId,
    hotelCode: null,
    locale: null,
    ttlMs: claim.ttlMs,
  });
}

/**
 * A claim that never comes true, for a sign-up that made no account (a registered address): the
 * answer must look the same either way.
 */
export const idleClaim = (): string => newBypassToken();

/**
 * The member a claim signs in: once its account is confirmed, and spent by this call (two
 * calls cannot both win). Undefined while it is pending, and for an unknown, spent or expired
 * claim, which look alike.
 */
export async function redeemSignUpClaim(
  db: Kysely<Database>,
  now: Date,
  claim: string,
  brandId: number,
): Promise<MemberRow | undefined> {
  const row = await peekEmailToken(db, now, claim, 'sign_up_claim', brandId);
  if (!row || row.member_id === null) return undefined;
  const member = await liveMemberById(db, row.member_id);
  if (!member?.confirmed_at) return undefined;
  const spent = await spendEmailToken(db, now, claim, ['sign_up_claim'], brandId);
  return spent.kind === 'spent' ? member : undefined;
}
