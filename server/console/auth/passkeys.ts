import { createHash, randomUUID } from 'node:crypto';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Passkeys (WebAuthn through @simplewebauthn/server). The relying party is the server's public
 * origin: its host name is the rpID and only that origin's answers count. A challenge is kept
 * (any process can check it) for 5 minutes and spent once; no attestation is asked for (the
 * console trusts any authenticator the member's browser offers), user verification is preferred
 * and required when a passkey alone signs in.
 */

const CHALLENGE_MS = 5 * 60_000;

/** Where WebAuthn runs: the public origin's host and origin. */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export function relyingParty(publicOrigin: string): RelyingParty {
  const url = new URL(publicOrigin);
  return { id: url.hostname, origin: url.origin, name: 'Hotel console' };
}

/** A stable WebAuthn user handle that does not reveal the staff id. */
const userHandle = (staffId: number) =>
  new Uint8Array(createHash('sha256').update(`console-staff:${staffId}`).digest().subarray(0, 16));

async function keepChallenge(
  db: Kysely<Database>,
  challenge: string,
  purpose: 'register' | 'authenticate',
  staffId: number | null,
  now: Date,
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('staff_webauthn_challenges')
    .values({
      id,
      challenge,
      purpose,
      staff_id: staffId,
      expires_at: new Date(now.getTime() + CHALLENGE_MS),
    })
    .execute();
  return id;
}

/** Spends a challenge: its value and staff when live and of this purpose, else undefined. */
async function spendChallenge(
  db: Kysely<Database>,
  id: string,
  purpose: 'register' | 'authenticate',
  now: Date,
): Promise<{ challenge: string; staffId: number | null } | undefined> {
  const row = await db
    .updateTable('staff_webauthn_challenges')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['challenge', 'staff_id'])
    .executeTakeFirst();
  return row ? { challenge: row.challenge, staffId: row.staff_id } : undefined;
}

async function passkeysOf(db: Kysely<Database>, staffId: number) {
  return db
    .selectFrom('staff_passkeys')
    .select(['credential_id', 'transports'])
    .where('staff_id', '=', staffId)
    .execute();
}

/** Options for adding a passkey (the member's existing ones are excluded). */
export async function registrationOptions(
  db: Kysely<Database>,
  rp: RelyingParty,
  staff: { staffId: number; email: string },
  now: Date,
): Promise<{ challengeId: string; options: PublicKeyCredentialCreationOptionsJSON }> {
  const existing = await passkeysOf(db, staff.staffId);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: staff.email,
    userID: userHandle(staff.staffId),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credential_id, transports: p.transports })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  const challengeId = await keepChallenge(db, options.challenge, 'register', staff.staffId, now);
  return { challengeId, options };
}

/** Checks the browser's new credential and keeps it; false when it does not verify. */
export async function registerPasskey(
  db: Kysely<Database>,
  rp: RelyingParty,
  input: { staffId: number; challengeId: string; response: RegistrationResponseJSON; name: string },
  now: Date,
): Promise<{ id: number } | undefined> {
  const challenge = await spendChallenge(db, input.challengeId, 'register', now);
  if (!challenge || challenge.staffId !== input.staffId) return undefined;
  const verification = await verifyRegistrationResponse({
    response: input.response,
    expectedChallenge: challenge.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!verification?.verified) return undefined;
  const { credential } = verification.registrationInfo;
  const row = await db
    .insertInto('staff_passkeys')
    .values({
      staff_id: input.staffId,
      credential_id: credential.id,
      public_key: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: JSON.stringify(credential.transports ?? []),
      name: input.name,
      created_at: now,
    })
    .onConflict((oc) => oc.column('credential_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row;
}

/**
 * Options for signing in with a passkey: the member's own (after a password) or any
 * discoverable passkey of this site (`staffId` null).
 */
export async function authenticationOptions(
  db: Kysely<Database>,
  rp: RelyingParty,
  staffId: number | null,
  now: Date,
): Promise<{ challengeId: string; options: PublicKeyCredentialRequestOptionsJSON }> {
  const allow = staffId === null ? [] : await passkeysOf(db, staffId);
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: allow.map((p) => ({ id: p.credential_id, transports: p.transports })),
    userVerification: 'preferred',
  });
  const challengeId = await keepChallenge(db, options.challenge, 'authenticate', staffId, now);
  return { challengeId, options };
}

/**
 * The staff member a passkey answer proves, or undefined: the challenge must be live, the
 * passkey known (and the member's, when the challenge was for one), the signature right and
 * its counter moving forward (a cloned authenticator stops at the clone's first use).
 */
export async function authenticatePasskey(
  db: Kysely<Database>,
  rp: RelyingParty,
  input: { challengeId: string; response: AuthenticationResponseJSON },
  now: Date,
): Promise<number | undefined> {
  const challenge = await spendChallenge(db, input.challengeId, 'authenticate', now);
  if (!challenge) return undefined;
  const passkey = await db
    .selectFrom('staff_passkeys as p')
    .innerJoin('staff as m', 'm.id', 'p.staff_id')
    .select(['p.id', 'p.staff_id', 'p.public_key', 'p.counter', 'p.transports'])
    .where('p.credential_id', '=', input.response.id)
    .where('m.removed_at', 'is', null)
    .executeTakeFirst();
  if (!passkey) return undefined;
  if (challenge.staffId !== null && challenge.staffId !== passkey.staff_id) return undefined;
  const verification = await verifyAuthenticationResponse({
    response: input.response,
    expectedChallenge: challenge.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: input.response.id,
      publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
      counter: Number(passkey.counter),
      transports: passkey.transports,
    },
    // A passkey alone is both factors: it must have checked the member (PIN, biometrics).
    requireUserVerification: challenge.staffId === null,
  }).catch(() => undefined);
  if (!verification?.verified) return undefined;
  await db
    .updateTable('staff_passkeys')
    .set({ counter: verification.authenticationInfo.newCounter, last_used_at: now })
    .where('id', '=', passkey.id)
    .execute();
  return passkey.staff_id;
}
