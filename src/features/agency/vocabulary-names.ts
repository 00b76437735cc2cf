import {
  AMENITY_NAMES,
  type Amenity,
  AREAS,
  type HotelKind,
  KIND_NAMES,
} from '../../rules/agency-vocabulary.ts';
import type { Locale } from '../../rules/locales.ts';

/** The catalogue's words in the guest's language (the code itself for an unknown one). */
export const areaName = (code: string, locale: Locale): string =>
  AREAS.find((area) => area.code === code)?.names[locale] ?? code;

export const amenityName = (code: string, locale: Locale): string =>
  code in AMENITY_NAMES ? AMENITY_NAMES[code as Amenity][locale] : code;

export const kindName = (code: string, locale: Locale): string =>
  code in KIND_NAMES ? KIND_NAMES[code as HotelKind][locale] : code;
