import type { ColumnType, JSONColumnType } from 'kysely';
import type { Names } from '../../src/rules/agency-vocabulary.ts';

/** A hotel's name and description in one language. */
export interface AgencyText {
  name: string;
  description: string;
}

/** The agency catalogue's profile of a hotel (migration 023). */
export interface AgencyHotelTable {
  hotel_id: number;
  area: string;
  country: string;
  kind: string;
  lat: number;
  lng: number;
  stars: number;
  rating: number;
  review_count: number;
  /** text[]: both drivers read it as an array and take one as the parameter. */
  amenities: ColumnType<string[], string[], string[]>;
  /** The most guests one of its room types takes (the undated guests filter). */
  max_capacity: number;
  /** By locale, only the facility booking languages (product.md §1). */
  texts: JSONColumnType<Partial<Record<keyof Names, AgencyText>>>;
  photos: JSONColumnType<{ url: string; alt: string }[]>;
  search_text: string;
  /** True for the generator's hotels (the demo's own hotels are profiled too, not generated). */
  generated: ColumnType<boolean, boolean | undefined, boolean>;
}
