import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { StaffRole } from '../../src/rules/console/capabilities.ts';

type Instant = ColumnType<Date, Date | string, Date | string>;
type MaybeInstant = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** The console's tables (migration 032), joined into `Database` (schema.ts). */
export interface ConsoleTables {
  staff: StaffTable;
  staff_hotels: StaffHotelTable;
  staff_sessions: StaffSessionTable;
  staff_invitations: StaffInvitationTable;
  staff_password_resets: StaffPasswordResetTable;
  staff_sign_in_tickets: StaffSignInTicketTable;
  staff_passkeys: StaffPasskeyTable;
  staff_webauthn_challenges: StaffWebauthnChallengeTable;
  staff_totp: StaffTotpTable;
  staff_recovery_codes: StaffRecoveryCodeTable;
  audit_log: AuditLogTable;
}

/** A brand's staff member; `removed_at` set: gone, kept for the audit log's names. */
export interface StaffTable {
  id: Generated<number>;
  brand_id: number;
  /** Lower-cased. */
  email: string;
  name: Generated<string>;
  role: StaffRole;
  locale: Generated<string>;
  /** scrypt hash (services/members/passwords.ts); null until the invitation is accepted. */
  password_hash: string | null;
  /** True: only the hotels in staff_hotels (maybe none); false: every hotel of the brand. */
  hotel_limited: Generated<boolean>;
  created_at: Instant;
  removed_at: MaybeInstant;
}

export interface StaffHotelTable {
  staff_id: number;
  hotel_id: number;
}

/** A console session; the cookie carries the token, the row its SHA-256. */
export interface StaffSessionTable {
  /** Public id (the principal's `sessionId`), never the cookie's token. */
  id: string;
  token_hash: string;
  staff_id: number;
  created_at: Instant;
  /** Moved forward as the member works (at most once a minute); idle timeout counts from it. */
  last_seen_at: Instant;
  /** Absolute end, whatever the activity. */
  expires_at: Instant;
  revoked_at: MaybeInstant;
  /** True when the sign-in used a passkey or an authenticator code. */
  second_factor: Generated<boolean>;
}

export interface StaffInvitationTable {
  id: Generated<number>;
  brand_id: number;
  email: string;
  role: StaffRole;
  /** The hotel limit (hotel ids), or null for every hotel of the brand. */
  hotel_ids: JSONColumnType<number[] | null, string | null, string | null>;
  locale: string;
  token_hash: string;
  /** Null when made by the CLI (`npm run console:invite-owner`). */
  invited_by: number | null;
  created_at: Instant;
  expires_at: Instant;
  used_at: MaybeInstant;
}

export interface StaffPasswordResetTable {
  id: Generated<number>;
  staff_id: number;
  token_hash: string;
  created_at: Instant;
  expires_at: Instant;
  used_at: MaybeInstant;
}

/** The step between a right password and the second factor. */
export interface StaffSignInTicketTable {
  token_hash: string;
  staff_id: number;
  expires_at: Instant;
  used_at: MaybeInstant;
}

export interface StaffPasskeyTable {
  id: Generated<number>;
  staff_id: number;
  /** base64url */
  credential_id: string;
  /** COSE public key, base64url */
  public_key: string;
  counter: ColumnType<string | number, number | undefined, number>;
  transports: JSONColumnType<string[], string | undefined, string>;
  name: string;
  created_at: Instant;
  last_used_at: MaybeInstant;
}

export interface StaffWebauthnChallengeTable {
  id: string;
  challenge: string;
  purpose: 'register' | 'authenticate';
  staff_id: number | null;
  expires_at: Instant;
  used_at: MaybeInstant;
}

export interface StaffTotpTable {
  staff_id: number;
  /** base32; needed as it is to check a code. */
  secret: string;
  created_at: Instant;
  /** Null while enrolling (not yet used at sign-in). */
  confirmed_at: MaybeInstant;
  /** The last 30-second step a code was accepted for: a code is not accepted twice. */
  last_used_step: ColumnType<string | number | null, number | null | undefined, number | null>;
}

export interface StaffRecoveryCodeTable {
  id: Generated<number>;
  staff_id: number;
  code_hash: string;
  used_at: MaybeInstant;
}

/** One console change (append-only: UPDATE and DELETE are refused by a trigger). */
export interface AuditLogTable {
  id: Generated<number>;
  brand_id: number;
  hotel_id: number | null;
  actor_staff_id: number | null;
  actor_email: string;
  action: string;
  target: string;
  /** JSON as written (a string), read back parsed; never updated. */
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
  created_at: Instant;
}
