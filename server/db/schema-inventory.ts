import type { ColumnType, JSONColumnType } from 'kysely';
import type { OccupancyRate, RoundMode } from '../../src/rules/inventory/rates.ts';

/** A column the database fills when an insert leaves it out. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type NullableDefaulted<T> = ColumnType<T | null, T | null | undefined, T | null>;
/** A JSON column with a default: written as a JSON string (see schema.ts), read parsed. */
type JsonDefaulted<T> = ColumnType<T, string | undefined, string>;

/** Texts per locale (`{ en: …, ja: … }`); an empty object: the plain column's text only. */
export type LocaleTexts = Record<string, string>;

/** One kind of bed and how many a room has. */
export interface BedRow {
  kind: 'single' | 'double' | 'queen' | 'king' | 'twin' | 'sofa' | 'futon' | 'bunk';
  count: number;
}

/** Room-type columns of migration 035 (the console's inventory model). */
export interface RoomTypeModelColumns {
  names: JsonDefaulted<LocaleTexts>;
  descriptions: JsonDefaulted<LocaleTexts>;
  min_adults: Defaulted<number>;
  /** NULL: up to `capacity`. */
  max_adults: NullableDefaulted<number>;
  max_children: NullableDefaulted<number>;
  beds: JsonDefaulted<BedRow[]>;
  amenities: JsonDefaulted<string[]>;
  /** False: the hotel's draft, shown and bookable in preview only (like a plan). */
  published: Defaulted<boolean>;
}

/** Plan columns of migration 035: texts, periods, booking window, derivation. */
export interface PlanModelColumns {
  names: JsonDefaulted<LocaleTexts>;
  descriptions: JsonDefaulted<LocaleTexts>;
  sale_from: NullableDefaulted<string>;
  sale_until: NullableDefaulted<string>;
  stay_from: NullableDefaulted<string>;
  stay_until: NullableDefaulted<string>;
  advance_min_days: NullableDefaulted<number>;
  advance_max_days: NullableDefaulted<number>;
  /** The plan this one is derived from (same room type); NULL: priced on its own. */
  parent_plan_id: NullableDefaulted<number>;
  derive_kind: NullableDefaulted<'percent' | 'amount'>;
  /** Percent in hundredths (−1000 = −10 %) or an amount in minor units. */
  derive_value: Defaulted<number>;
  derive_round_step: Defaulted<number>;
  derive_round_mode: Defaulted<RoundMode>;
}

/** A plan's own rate of one night (migration 035), see src/rules/inventory/rates.ts. */
export interface PlanRateTable {
  plan_id: number;
  date: string;
  adults: JSONColumnType<OccupancyRate['adults'] extends readonly (infer T)[] ? T[] : never>;
  children: JSONColumnType<Record<string, number>>;
}

/** A plan's restrictions on one night (migration 035), see src/rules/inventory/restrictions.ts. */
export interface PlanRestrictionTable {
  plan_id: number;
  date: string;
  stop_sell: Defaulted<boolean>;
  closed_to_arrival: Defaulted<boolean>;
  closed_to_departure: Defaulted<boolean>;
  min_stay_through: NullableDefaulted<number>;
  max_stay_through: NullableDefaulted<number>;
  min_stay_arrival: NullableDefaulted<number>;
  max_stay_arrival: NullableDefaulted<number>;
}
