import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** A company of one brand whose staff sign in through it (migration 020). */
export interface OrganizationTable {
  id: Generated<number>;
  brand_id: number;
  /** What staff type or the sign-in link carries; unique per brand. */
  code: string;
  name: string;
  display_name: string;
  /** The display name per locale (migration 030); `display_name` for the others. */
  display_name_translations: JSONColumnType<Record<string, string>, string | undefined, string>;
  program_id: number | null;
  created_at: Generated<Date>;
}

/** A member's place in an organization (migration 020); also the lock row of their allowance. */
export interface OrganizationMemberTable {
  member_id: number;
  organization_id: number;
  /** `member` or `admin`; any role containing "admin" sees the admin view (product.md §6). */
  role: string;
  created_at: Generated<Date>;
}

/** The nights each member may stay in one period of a year (migration 020). */
export interface OrganizationPeriodTable {
  id: Generated<number>;
  organization_id: number;
  year: number;
  name: string;
  /** First and last day (inclusive) a stay's check-in may fall on to count in this period. */
  starts_on: ColumnType<string, string, string>;
  ends_on: ColumnType<string, string, string>;
  max_nights: number;
}

/** An e-mailed invitation into an organization, made in the console (migration 042). */
export interface OrganizationInvitationTable {
  id: Generated<number>;
  organization_id: number;
  /** Lower case: the address the link went to, and the account it makes or takes. */
  email: string;
  role: 'member' | 'admin';
  /** The mail's and the joining page's language. */
  locale: string;
  /** SHA-256 of the link's secret; the secret itself is never stored. */
  token_hash: string;
  invited_by: number | null;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
  /** The member who accepted it. */
  member_id: number | null;
}
