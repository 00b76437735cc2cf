import type { ColumnType } from 'kysely';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** A member blocked by staff (migration 043): no sign-in, no session, data kept. */
export interface MemberBlockColumns {
  blocked_at: Nullable<Date>;
  blocked_reason: Nullable<string>;
}

/**
 * Who changed a member's points by hand and why (migration 043): one row per ledger entry the
 * console appended (`gained` or `spent`); never updated or deleted.
 */
export interface PointAdjustmentTable {
  entry_id: number;
  staff_id: number | null;
  actor_email: string;
  reason: string;
  created_at: ColumnType<Date, Date | string, never>;
}
