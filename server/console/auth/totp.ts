import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Database } from '../../db/schema.ts';
import { qrSvg } from '../../services/chatbot/qr.ts';
import { hashSecret } from './tokens.ts';

/**
 * Authenticator-app codes (RFC 6238 TOTP through otplib: SHA-1, 6 digits, 30 s) with recovery
 * codes. A code is accepted 30 s either side of now and never twice (the last accepted step is
 * kept), and the app counts only once confirmed with a first code. Ten recovery codes are made
 * at confirmation and shown once; each is stored as a hash and signs in once.
 */

const TOLERANCE_S = 30;
export const RECOVERY_CODE_COUNT = 10;
/** Unambiguous letters and digits (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export interface TotpEnrolment {
  secret: string;
  otpauthUrl: string;
  qrDataUri: string;
}

/**
 * Starts (or restarts) setting up the app: a new secret, not used at sign-in until confirmed.
 * Undefined when a confirmed app is already set up (turn it off first).
 */
export async function enrolTotp(
  db: Kysely<Database>,
  staff: { staffId: number; email: string },
  issuer: string,
  now: Date,
): Promise<TotpEnrolment | undefined> {
  const existing = await db
    .selectFrom('staff_totp')
    .select('confirmed_at')
    .where('staff_id', '=', staff.staffId)
    .executeTakeFirst();
  if (existing?.confirmed_at) return undefined;
  const secret = generateSecret();
  await db
    .insertInto('staff_totp')
    .values({ staff_id: staff.staffId, secret, created_at: now, confirmed_at: null })
    .onConflict((oc) => oc.column('staff_id').doUpdateSet({ secret, created_at: now }))
    .execute();
  const otpauthUrl = generateURI({ issuer, label: staff.email, secret });
  const qrDataUri = `data:image/svg+xml;base64,${Buffer.from(qrSvg(otpauthUrl)).toString('base64')}`;
  return { secret, otpauthUrl, qrDataUri };
}

/** Checks a code against the member's secret (confirmed or, with `pending`, being set up). */
async function checkCode(
  db: Kysely<Database>,
  staffId: number,
  code: string,
  now: Date,
  pending: boolean,
): Promise<boolean> {
  const row = await db
    .selectFrom('staff_totp')
    .select(['secret', 'confirmed_at', 'last_used_step'])
    .where('staff_id', '=', staffId)
    .executeTakeFirst();
  if (!row || (row.confirmed_at === null) !== pending) return false;
  const last = row.last_used_step === null ? undefined : Number(row.last_used_step);
  const result = await verify({
    secret: row.secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_S,
    ...(last === undefined ? {} : { afterTimeStep: last }),
  });
  // The TOTP strategy's answer carries the step (the union type also covers HOTP's).
  if (!result.valid || !('timeStep' in result)) return false;
  // Only one request may spend a step: the update names the step it read.
  const spent = await db
    .updateTable('staff_totp')
    .set({ last_used_step: result.timeStep })
    .where('staff_id', '=', staffId)
    .where((eb) =>
      last === undefined ? eb('last_used_step', 'is', null) : eb('last_used_step', '=', last),
    )
    .executeTakeFirst();
  return spent.numUpdatedRows > 0n;
}

/** A code of the confirmed app (sign-in, turning it off). */
export function verifyTotpCode(
  db: Kysely<Database>,
  staffId: number,
  code: string,
  now: Date,
): Promise<boolean> {
  return checkCode(db, staffId, code, now, false);
}

function recoveryCode(): string {
  const pick = () => ALPHABET[randomInt(ALPHABET.length)] ?? 'a';
  const part = () => Array.from({ length: 5 }, pick).join('');
  return `${part()}-${part()}`;
}

/** A recovery code as typed: spaces, dashes and case do not matter. */
const recoveryHash = (code: string) => hashSecret(code.toLowerCase().replace(/[\s-]/g, ''));

/** New recovery codes (the old ones stop working); answered once, stored hashed. */
export async function replaceRecoveryCodes(
  db: Kysely<Database>,
  staffId: number,
): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  await db.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
  await db
    .insertInto('staff_recovery_codes')
    .values(codes.map((code) => ({ staff_id: staffId, code_hash: recoveryHash(code) })))
    .execute();
  return codes;
}

/**
 * Confirms the app being set up with a first code; answers its recovery codes, or undefined
 * when the code is wrong (or nothing is being set up).
 */
export async function confirmTotp(
  db: Kysely<Database>,
  staffId: number,
  code: string,
  now: Date,
): Promise<string[] | undefined> {
  if (!(await checkCode(db, staffId, code, now, true))) return undefined;
  await db
    .updateTable('staff_totp')
    .set({ confirmed_at: now })
    .where('staff_id', '=', staffId)
    .execute();
  return replaceRecoveryCodes(db, staffId);
}

/** Spends a recovery code of a member with a confirmed app; false when unknown or spent. */
export async function useRecoveryCode(
  db: Kysely<Database>,
  staffId: number,
  code: string,
  now: Date,
): Promise<boolean> {
  const spent = await db
    .updateTable('staff_recovery_codes')
    .set({ used_at: now })
    .where('staff_id', '=', staffId)
    .where('code_hash', '=', recoveryHash(code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return spent.numUpdatedRows > 0n;
}

/** Turns the app off: its secret and recovery codes are deleted. */
export async function disableTotp(db: Kysely<Database>, staffId: number): Promise<void> {
  await db.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
  await db.deleteFrom('staff_totp').where('staff_id', '=', staffId).execute();
}
