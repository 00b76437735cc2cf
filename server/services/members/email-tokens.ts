import type { Kysely, Selectable } from 'kysely';
import type { Database, MemberEmailTokenPurpose, MemberEmailTokenTable } from '../../db/schema.ts';
import { hashToken, newBypassToken } from '../reservations/tokens.ts';

/**
 * Single-use, expiring tokens of e-mailed links (sign-up confirmation, new e-mail, password
 * reset, open sign-up). 256 random bits; only the hash is stored. Issuing a new one of the same
 * purpose retires the older ones, so only the latest mail's link works.
 */
export type EmailTokenRow = Selectable<MemberEmailTokenTable>;

export interface NewEmailToken {
  purpose: MemberEmailTokenPurpose;
  email: string;
  memberId: number | null;
  brandId: number;
  programId?: number | null;
  hotelCode: string | null;
  locale: string | null;
  returnPath?: string | null;
  ttlMs: number;
}

export async function issueEmailToken(
  db: Kysely<Database>,
  now: Date,
  spec: NewEmailToken,
): Promise<string> {
  let retire = db
    .updateTable('member_email_tokens')
    .set({ used_at: now })
    .where('purpose', '=', spec.purpose)
    .where('brand_id', '=', spec.brandId)
    .where('used_at', 'is', null);
  retire =
    spec.memberId === null
      ? retire.where('email', '=', spec.email).where('member_id', 'is', null)
      : retire.where('member_id', '=', spec.memberId);
  await retire.execute();
  const token = newBypassToken();
  await db
    .insertInto('member_email_tokens')
    .values({
      token_hash: hashToken(token),
      purpose: spec.purpose,
      email: spec.email,
      member_id: spec.memberId,
      brand_id: spec.brandId,
      program_id: spec.programId ?? null,
      hotel_code: spec.hotelCode,
      locale: spec.locale,
      return_path: spec.returnPath ?? null,
      expires_at: new Date(now.getTime() + spec.ttlMs),
    })
    .execute();
  return token;
}

export type SpentToken =
  | { kind: 'spent'; row: EmailTokenRow }
  | { kind: 'expired'; row: EmailTokenRow }
  | { kind: 'used'; row: EmailTokenRow }
  | { kind: 'unknown' };

/**
 * Spends a token of one of `purposes` for `brandId` (one conditional UPDATE: two clicks cannot
 * both win). A token that cannot be spent says why: expired, already used, or unknown (another
 * brand's or another purpose's tokens count as unknown).
 */
export async function spendEmailToken(
  db: Kysely<Database>,
  now: Date,
  token: string,
  purposes: readonly MemberEmailTokenPurpose[],
  brandId: number,
): Promise<SpentToken> {
  const hash = hashToken(token);
  const spent = await db
    .updateTable('member_email_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hash)
    .where('purpose', 'in', purposes)
    .where('brand_id', '=', brandId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
  if (spent) return { kind: 'spent', row: spent };
  const row = await db
    .selectFrom('member_email_tokens')
    .selectAll()
    .where('token_hash', '=', hash)
    .where('purpose', 'in', purposes)
    .where('brand_id', '=', brandId)
    .executeTakeFirst();
  if (!row) return { kind: 'unknown' };
  return row.used_at !== null ? { kind: 'used', row } : { kind: 'expired', row };
}

/** Reads a live token without spending it (the setup page shows the e-mail first). */
export async function peekEmailToken(
  db: Kysely<Database>,
  now: Date,
  token: string,
  purpose: MemberEmailTokenPurpose,
  brandId: number,
): Promise<EmailTokenRow | undefined> {
  return db
    .selectFrom('member_email_tokens')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('brand_id', '=', brandId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}
