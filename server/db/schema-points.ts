import type { ColumnType, Generated } from 'kysely';
import type { PointKind } from '../../src/rules/points.ts';

/** The lock row of a member's points in one program (migration 013). */
export interface PointAccountTable {
  member_id: number;
  program_id: number;
  created_at: Generated<Date>;
}

/**
 * A `future` entry replaced because its stay changed (migration 024): it no longer counts, and
 * `by_entry_id` (null when the stay now earns nothing) does instead.
 */
export interface PointSupersededTable {
  entry_id: number;
  by_entry_id: number | null;
  superseded_at: Generated<Date>;
}

/**
 * One change of a member's points (migration 013), never updated or deleted. `points` is
 * positive for gained, refunded and future, negative for spent and expired. A `future` entry
 * (earned for a stay) counts from `available_at` unless its reservation was cancelled.
 */
export interface PointEntryTable {
  id: Generated<number>;
  member_id: number;
  program_id: number;
  kind: PointKind;
  points: number;
  reservation_id: number | null;
  exchange_type: string | null;
  available_at: ColumnType<Date, Date | string, never>;
  expires_at: ColumnType<Date | null, Date | string | null, never>;
  created_at: ColumnType<Date, Date | string, never>;
}
