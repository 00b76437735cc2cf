import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { hashToken, newBypassToken } from '../reservations/tokens.ts';

/**
 * One-time sign-in codes for the `custom_authentication_code` grant of memberships/tokens: the
 * external sign-in callback (or a brand's own login) hands the browser a code, which the widget
 * exchanges for a session. Random 256 bits, stored hashed, single use, valid one minute — long
 * enough for a redirect and one call, too short to be worth stealing from a log or history.
 */
export const SIGN_IN_CODE_TTL_MS = 60_000;

export async function issueSignInCode(
  db: Kysely<Database>,
  now: Date,
  member: { id: number; brand_id: number },
): Promise<string> {
  const code = newBypassToken();
  await db
    .insertInto('member_sign_in_codes')
    .values({
      code_hash: hashToken(code),
      brand_id: member.brand_id,
      member_id: member.id,
      expires_at: new Date(now.getTime() + SIGN_IN_CODE_TTL_MS),
    })
    .execute();
  return code;
}

export type RedeemOutcome =
  | { kind: 'redeemed'; memberId: number }
  | { kind: 'invalid' }
  | { kind: 'other_brand' };

/**
 * Spends a code (one statement, so two concurrent redemptions cannot both win). A code of
 * another brand than the caller's is refused and left unspent.
 */
export async function redeemSignInCode(
  db: Kysely<Database>,
  now: Date,
  code: string,
  brandId: number | undefined,
): Promise<RedeemOutcome> {
  const hash = hashToken(code);
  if (brandId !== undefined) {
    const row = await db
      .selectFrom('member_sign_in_codes')
      .select('brand_id')
      .where('code_hash', '=', hash)
      .executeTakeFirst();
    if (row && row.brand_id !== brandId) return { kind: 'other_brand' };
  }
  const spent = await db
    .updateTable('member_sign_in_codes')
    .set({ used_at: now })
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('member_id')
    .executeTakeFirst();
  return spent ? { kind: 'redeemed', memberId: spent.member_id } : { kind: 'invalid' };
}
