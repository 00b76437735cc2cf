import type { RatePlanView, RoomTypeView } from '../../../api/contract/console/inventory.ts';
import { LOCALES, type Locale } from '../../../rules/locales.ts';

/**
 * The room type and rate plan forms' values (texts as typed; the form kit keeps them on a
 * refusal) and the API input they become. A name per locale is a field `names.<locale>`, the
 * path the contract's errors name, so a refusal lands beside its field.
 */
type Names = { [K in `names.${Locale}`]: string };

export type RoomTypeValues = Names & {
  code: string;
  name: string;
  description: string;
  capacity: string;
  total_rooms: string;
  published: boolean;
};

export type RatePlanValues = Names & {
  code: string;
  room_type_code: string;
  name: string;
  payment_type: string;
  cancellation_policy_code: string;
  meal: string;
  parent_plan_code: string;
  percent: string;
  published: boolean;
};

function namesOf(texts: Readonly<Partial<Record<Locale, string>>> = {}): Names {
  return Object.fromEntries(LOCALES.map((l) => [`names.${l}`, texts[l] ?? ''])) as Names;
}

function namesInput(values: Names): Partial<Record<Locale, string>> {
  const out: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const text = values[`names.${locale}`].trim();
    if (text) out[locale] = text;
  }
  return out;
}

/** A number as typed, or the text itself (the schema then refuses it with its own words). */
function numberOr(text: string): number | string {
  const trimmed = text.trim();
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
}

export function roomTypeValues(type?: RoomTypeView): RoomTypeValues {
  return {
    ...namesOf(type?.names),
    code: type?.code ?? '',
    name: type?.name ?? '',
    description: type?.description ?? '',
    capacity: String(type?.capacity ?? 2),
    total_rooms: String(type?.total_rooms ?? 1),
    published: type?.published ?? false,
  };
}

export function roomTypeInput(values: RoomTypeValues): unknown {
  return {
    code: values.code,
    name: values.name,
    names: namesInput(values),
    description: values.description,
    capacity: numberOr(values.capacity),
    total_rooms: numberOr(values.total_rooms),
    published: values.published,
  };
}

export function ratePlanValues(plan?: RatePlanView): RatePlanValues {
  return {
    ...namesOf(plan?.names),
    code: plan?.code ?? '',
    room_type_code: plan?.room_type_code ?? '',
    name: plan?.name ?? '',
    payment_type: plan?.payment_type ?? 'on_site',
    cancellation_policy_code: plan?.cancellation_policy_code ?? '',
    meal: plan?.meal ?? 'none',
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
    names: namesInput(values),
    payment_type: values.payment_type,
    cancellation_policy_code: values.cancellation_policy_code,
    meal: values.meal,
    published: values.published,
    derivation: parent
      ? { parent_plan_code: parent, kind: 'percent', value: numberOr(values.percent || '0') }
      : null,
  };
}

/** `codes` with the one at `index` moved by `by` (−1 up, +1 down); unchanged at the ends. */
export function moved(codes: readonly string[], index: number, by: -1 | 1): string[] {
  const to = index + by;
  const out = [...codes];
  const [item] = out.splice(index, 1);
  if (item === undefined || to < 0 || to > codes.length - 1) return [...codes];
  out.splice(to, 0, item);
  return out;
}
