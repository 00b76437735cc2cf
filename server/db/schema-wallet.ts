import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** A coupon held by a member (migration 014); `used_at` once consumed. */
export interface MemberCouponTable {
  id: Generated<number>;
  member_id: number;
  coupon_id: number;
  used_at: Nullable<Date>;
  reservation_id: Nullable<number>;
  created_at: Generated<Date>;
}

/** A period of days, both ends included (YYYY-MM-DD). */
export interface DayPeriod {
  from: string;
  to: string;
}

/** A prepaid voucher (migration 014): redeemed once, by one booking. */
export interface VoucherTable {
  id: Generated<number>;
  hotel_id: number;
  member_id: Nullable<number>;
  number: string;
  name: string;
  /** Minor units of the hotel's currency. */
  amount: number;
  valid_through: string;
  stay_from: string;
  stay_to: string;
  excluded_periods: JSONColumnType<DayPeriod[]>;
  sale_from: string;
  sale_to: string;
  reservation_id: Nullable<number>;
  consumed_at: Nullable<Date>;
  created_at: Generated<Date>;
  /** Staff marked it used outside the widget: it reads consumed (migration 041). */
  marked_used_at: Nullable<Date>;
}

/** A member's saved card: the gateway's reusable token and display data only (migration 014). */
export interface SavedCardTable {
  id: Generated<number>;
  member_id: number;
  gateway: string;
  customer_token: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  created_at: Generated<Date>;
}

/** The test gateway's vault (migration 014): what a reusable token stands for, no number. */
export interface TestGatewayVaultTable {
  token: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  outcome: string;
  created_at: Generated<Date>;
}
