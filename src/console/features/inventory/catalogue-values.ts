import type { RatePlanView, RoomTypeView } from '../../../api/contract/console/inventory.ts';
import { LOCALES, type Locale } from '../../../rules/locales.ts';

/**
 * The room type and rate plan forms' values (texts as typed; the form kit keeps them on a
 * refusal) and the API input they become. A name or description per locale is a field
 * `names.<locale>` / `descriptions.<locale>`, the path the contract's errors name, so a refusal
 * lands beside its field. Numbers are typed as text; an empty optional one is sent as null.
 */
export type Names = { [K in `names.${Locale}`]: string };
export type Descriptions = { [K in `descriptions.${Locale}`]: string };

/** The bed kinds the contract knows, in the order the form lists them. */
export const BED_KINDS = [
  'single',
  'double',
  'queen',
  'king',
  'twin',
  'sofa',
  'futon',
  'bunk',
] as const;
export type BedKind = (typeof BED_KINDS)[number];
/** How many beds of each kind, as typed (`beds.double`: "1"); empty or 0: none. */
export type Beds = { [K in `beds.${BedKind}`]: string };

/** A photo as the form holds it: its address (from the upload), alt text, and alt per locale. */
export interface PhotoValues {
  readonly url: string;
  readonly alt: string;
  readonly alts: Readonly<Partial<Record<Locale, string>>>;
}

export type RoomTypeValues = Names &
  Descriptions &
  Beds & {
    code: string;
    name: string;
    description: string;
    capacity: string;
    min_adults: string;
    max_adults: string;
    max_children: string;
    size_sqm: string;
    /** Amenities as typed, separated by commas. */
    amenities: string;
    total_rooms: string;
    photos: readonly PhotoValues[];
    published: boolean;
  };

export type RatePlanValues = Names &
  Descriptions & {
    code: string;
    room_type_code: string;
    name: string;
    description: string;
    payment_type: string;
    cancellation_policy_code: string;
    meal: string;
    members_only: boolean;
    organization_id: string;
    includes_flight: boolean;
    is_day_use: boolean;
    min_nights: string;
    max_nights: string;
    sale_from: string;
    sale_until: string;
    stay_from: string;
    stay_until: string;
    advance_min_days: string;
    advance_max_days: string;
    parent_plan_code: string;
    percent: string;
    published: boolean;
  };

function textsOf<P extends string>(
  prefix: P,
  texts: Readonly<Partial<Record<Locale, string>>> = {},
): { [K in `${P}.${Locale}`]: string } {
  return Object.fromEntries(LOCALES.map((l) => [`${prefix}.${l}`, texts[l] ?? ''])) as {
    [K in `${P}.${Locale}`]: string;
  };
}

function textsInput<P extends string>(
  prefix: P,
  values: { readonly [K in `${P}.${Locale}`]: string },
): Partial<Record<Locale, string>> {
  const out: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const key: `${P}.${Locale}` = `${prefix}.${locale}`;
    const text = values[key].trim();
    if (text) out[locale] = text;
  }
  return out;
}

/** A number as typed, or the text itself (the schema then refuses it with its own words). */
function numberOr(text: string): number | string {
  const trimmed = text.trim();
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** An optional number: empty is null (none), otherwise as `numberOr`. */
function optionalNumber(text: string): number | string | null {
  return text.trim() === '' ? null : numberOr(text);
}

const optionalDate = (text: string): string | null => (text.trim() === '' ? null : text.trim());
const shown = (n: number | null | undefined): string =>
  n === null || n === undefined ? '' : String(n);

/** Alt texts per locale without the empty ones. */
function altsInput(alts: PhotoValues['alts']): Partial<Record<Locale, string>> {
  const out: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const text = alts[locale]?.trim();
    if (text) out[locale] = text;
  }
  return out;
}

function bedsOf(beds: readonly { kind: BedKind; count: number }[]): Beds {
  return Object.fromEntries(
    BED_KINDS.map((kind) => {
      const count = beds.find((b) => b.kind === kind)?.count;
      return [`beds.${kind}`, count ? String(count) : ''];
    }),
  ) as Beds;
}

/** The beds typed, kinds with none left out; a count not a number goes as typed (refused). */
function bedsInput(values: Beds): { kind: BedKind; count: number | string }[] {
  return BED_KINDS.flatMap((kind) => {
    const typed = values[`beds.${kind}`].trim();
    return typed === '' || typed === '0' ? [] : [{ kind, count: numberOr(typed) }];
  });
}

export function roomTypeValues(type?: RoomTypeView): RoomTypeValues {
  return {
    ...textsOf('names', type?.names),
    ...textsOf('descriptions', type?.descriptions),
    ...bedsOf(type?.beds ?? []),
    code: type?.code ?? '',
    name: type?.name ?? '',
    description: type?.description ?? '',
    capacity: String(type?.capacity ?? 2),
    min_adults: String(type?.min_adults ?? 1),
    max_adults: shown(type?.max_adults),
    max_children: shown(type?.max_children),
    size_sqm: type?.size_sqm ? String(type.size_sqm) : '',
    amenities: (type?.amenities ?? []).join(', '),
    total_rooms: String(type?.total_rooms ?? 1),
    photos: (type?.photos ?? []).map((p) => ({ url: p.url, alt: p.alt, alts: p.alts ?? {} })),
    published: type?.published ?? false,
  };
}

export function roomTypeInput(values: RoomTypeValues): unknown {
  return {
    code: values.code,
    name: values.name,
    names: textsInput('names', values),
    description: values.description,
    descriptions: textsInput('descriptions', values),
    capacity: numberOr(values.capacity),
    min_adults: numberOr(values.min_adults || '1'),
    max_adults: optionalNumber(values.max_adults),
    max_children: optionalNumber(values.max_children),
    beds: bedsInput(values),
    size_sqm: numberOr(values.size_sqm || '0'),
    amenities: values.amenities
      .split(/[,、，]/)
      .map((a) => a.trim())
      .filter(Boolean),
    photos: values.photos.map((p) => ({ url: p.url, alt: p.alt.trim(), alts: altsInput(p.alts) })),
    total_rooms: numberOr(values.total_rooms),
    published: values.published,
  };
}

export function ratePlanValues(plan?: RatePlanView): RatePlanValues {
  return {
    ...textsOf('names', plan?.names),
    ...textsOf('descriptions', plan?.descriptions),
    code: plan?.code ?? '',
    room_type_code: plan?.room_type_code ?? '',
    name: plan?.name ?? '',
    description: plan?.description ?? '',
    payment_type: plan?.payment_type ?? 'on_site',
    cancellation_policy_code: plan?.cancellation_policy_code ?? '',
    meal: plan?.meal ?? 'none',
    members_only: plan?.members_only ?? false,
    organization_id: shown(plan?.organization_id),
    includes_flight: plan?.includes_flight ?? false,
    is_day_use: plan?.is_day_use ?? false,
    min_nights: String(plan?.min_nights ?? 1),
    max_nights: String(plan?.max_nights ?? 30),
    sale_from: plan?.sale_from ?? '',
    sale_until: plan?.sale_until ?? '',
    stay_from: plan?.stay_from ?? '',
    stay_until: plan?.stay_until ?? '',
    advance_min_days: shown(plan?.advance_min_days),
    advance_max_days: shown(plan?.advance_max_days),
    parent_plan_code: plan?.derivation?.parent_plan_code ?? '',
    // The contract's percent is a plain percent (−10 for −10 %).
    percent: plan?.derivation ? String(plan.derivation.value) : '',
    published: plan?.published ?? false,
  };
}

export function ratePlanInput(values: RatePlanValues): unknown {
  const parent = values.parent_plan_code.trim();
  return {
    code: values.code,
    room_type_code: values.room_type_code,
    name: values.name,
    names: textsInput('names', values),
    description: values.description,
    descriptions: textsInput('descriptions', values),
    payment_type: values.payment_type,
    cancellation_policy_code: values.cancellation_policy_code,
    meal: values.meal,
    members_only: values.members_only,
    organization_id: optionalNumber(values.organization_id),
    includes_flight: values.includes_flight,
    is_day_use: values.is_day_use,
    min_nights: numberOr(values.min_nights || '1'),
    max_nights: numberOr(values.max_nights || '30'),
    sale_from: optionalDate(values.sale_from),
    sale_until: optionalDate(values.sale_until),
    stay_from: optionalDate(values.stay_from),
    stay_until: optionalDate(values.stay_until),
    advance_min_days: optionalNumber(values.advance_min_days),
    advance_max_days: optionalNumber(values.advance_max_days),
    published: values.published,
    derivation: parent
      ? { parent_plan_code: parent, kind: 'percent', value: numberOr(values.percent || '0') }
      : null,
  };
}

/**
 * The address a room photo is saved with: the upload answers an absolute URL on the provider's
 * origin; a room type keeps the path (`/media/uploads/…`, the contract's form), which the room
 * search makes absolute for the widget, so the photo follows the provider to another address.
 */
export function uploadedPhotoUrl(url: string): string {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return url;
  }
  return path.startsWith('/media/') ? path : url;
}

/**
 * `items` (plan codes, a room type's photos) with the one at `index` moved by `by` (−1 earlier,
 * +1 later); unchanged at the ends.
 */
export function moved<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  const out = [...items];
  const [item] = out.splice(index, 1);
  if (item === undefined || to < 0 || to > items.length - 1) return [...items];
  out.splice(to, 0, item);
  return out;
}
