import type { ColumnType, Generated } from 'kysely';
import type { LotteryEntryStatus } from '../../src/api/contract/lottery.ts';

type Instant = ColumnType<Date, Date | string, Date | string>;
/** Texts per locale as a JSON column: written as a JSON string, read parsed. */
type JsonTexts = ColumnType<Record<string, string>, string | undefined, string>;
type MaybeInstant = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A hotel's lottery event for one plan (migration 019). */
export interface LotteryEventTable {
  id: Generated<number>;
  hotel_id: number;
  plan_id: number;
  name: string;
  notification: Generated<string>;
  entries_open_at: Instant;
  entries_close_at: Instant;
  result_at: Instant;
  reservation_deadline: Instant;
  stay_from: string;
  stay_to: string;
  min_nights: number;
  max_nights: number;
  max_adults: number;
  rooms_held: number;
  drawn_at: MaybeInstant;
  /** The draw's seed (0 … 2³²−1), so the draw can be replayed. */
  draw_seed: ColumnType<number | null, number | null | undefined, number | null>;
  released_at: MaybeInstant;
  created_at: Generated<Date>;
  /** Members see the event (migration 045; older events, the CLI's and the API's: true). */
  published: Generated<boolean>;
  /** The name and note per locale (migration 045); a locale left out shows the plain text. */
  names: JsonTexts;
  notifications: JsonTexts;
}

/** One member's entry to an event (migration 019). */
export interface LotteryEntryTable {
  id: Generated<number>;
  entry_number: string;
  event_id: number;
  member_id: number;
  status: LotteryEntryStatus;
  checkin_date: string;
  checkout_date: string;
  adults: number;
  first_name: string;
  last_name: string;
  locale: string;
  reservation_id: number | null;
  result_mailed_at: MaybeInstant;
  created_at: Instant;
  updated_at: Instant;
}
