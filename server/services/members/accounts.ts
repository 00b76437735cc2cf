import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { invalid } from '../../domain/errors.ts';
import { notFound } from '../../http/errors.ts';
import type { MemberRow, ProgramRow } from './present.ts';

/** Addresses are compared and stored lower-cased: `Hanako@Example.com` is one account. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** A membership number the member reads out: 12 random digits in groups of four. */
export function newMembershipId(): string {
  const digits = Array.from({ length: 12 }, () => randomInt(0, 10)).join('');
  return `${digits.slice(0, 4)}-${digits.slice(4, 8)}-${digits.slice(8)}`;
}

/** The brand's program `programId`, or its first one; 400 naming program_id for another's. */
export async function findProgram(
  db: Kysely<Database>,
  brandId: number,
  programId?: number,
): Promise<ProgramRow> {
  let query = db
    .selectFrom('membership_programs')
    .selectAll()
    .where('brand_id', '=', brandId)
    .orderBy('position')
    .orderBy('id');
  if (programId !== undefined) query = query.where('id', '=', programId);
  const program = await query.executeTakeFirst();
  if (program) return program;
  if (programId !== undefined) throw invalid('program_id', 'is not a program of this brand');
  throw notFound('Membership program');
}

/** The live (not deleted) account of an address in a brand. */
export async function liveMemberByEmail(
  db: Kysely<Database>,
  brandId: number,
  email: string,
): Promise<MemberRow | undefined> {
  return db
    .selectFrom('members')
    .selectAll()
    .where('brand_id', '=', brandId)
    .where('email', '=', normaliseEmail(email))
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function liveMemberById(
  db: Kysely<Database>,
  id: number,
): Promise<MemberRow | undefined> {
  return db
    .selectFrom('members')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** PostgreSQL's unique violation, as pg and PGlite both report it. */
export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  );
}

/**
 * Deletes an account (product.md §4 account removal): personal data emptied, the reason kept,
 * sessions, identities, codes and links gone, reservations kept (the law) but detached. The
 * address is freed for a new sign-up; the deleted row can never sign in again.
 */
export async function deleteMember(
  db: Kysely<Database>,
  now: Date,
  member: MemberRow,
  reason: string,
  details: string | null,
): Promise<void> {
  await db.transaction().execute((tx) => deleteMemberIn(tx, now, member, reason, details));
}

/** deleteMember's writes in the caller's transaction (the console's, with its audit entry). */
export async function deleteMemberIn(
  tx: Kysely<Database>,
  now: Date,
  member: Pick<MemberRow, 'id'>,
  reason: string,
  details: string | null,
): Promise<void> {
  await tx
    .updateTable('members')
    .set({
      deleted_at: now,
      deletion_reason: reason,
      deletion_details: details,
      email: '',
      pending_email: null,
      password_hash: null,
      first_name: '',
      last_name: '',
      first_name_kana: null,
      last_name_kana: null,
      phone: null,
      postal_code: null,
      prefecture_or_state: null,
      street_address: null,
      building_name_and_number: null,
      accepts_promotion_emails: false,
      updated_at: now,
    })
    .where('id', '=', member.id)
    .execute();
  await tx
    .updateTable('member_sessions')
    .set({ revoked_at: now, updated_at: now })
    .where('member_id', '=', member.id)
    .where('revoked_at', 'is', null)
    .execute();
  await tx.deleteFrom('member_identities').where('member_id', '=', member.id).execute();
  await tx.deleteFrom('member_sign_in_codes').where('member_id', '=', member.id).execute();
  await tx.deleteFrom('member_email_tokens').where('member_id', '=', member.id).execute();
  await tx
    .updateTable('reservations')
    .set({ member_id: null })
    .where('member_id', '=', member.id)
    .execute();
}
