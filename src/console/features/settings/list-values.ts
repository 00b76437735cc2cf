import type {
  ExtraItem,
  PolicyItem,
  QuestionItem,
} from '../../../api/contract/console/hotel-lists.ts';
import { LOCALES } from '../../../rules/locales.ts';

/**
 * The policy and extra lists as the console's forms hold them: one text per field, named by the
 * contract's path (`items.0.title`), so an error at a path shows at its field. Numbers stay as
 * typed until the contract checks them; a policy's parts are one line each, `days/hours/percent`.
 */
export type ListValues = Record<string, string>;

const text = (value: string | number | null): string => (value === null ? '' : String(value));

/** A number as typed: a number when it is one, else the text (the contract refuses it). */
export function typedNumber(value: string | undefined): number | string {
  const trimmed = (value ?? '').trim();
  return trimmed !== '' && /^-?\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

const POLICY_FIELDS = ['code', 'title', 'no_show_percentage'] as const;
const EXTRA_FIELDS = [
  'code',
  'name',
  'extra_type',
  'price_without_tax',
  'inventory',
  'min_quantity',
  'max_quantity',
] as const;

/** An empty policy's and extra's values. */
export const EMPTY_POLICY: PolicyItem = { code: '', title: '', parts: [], no_show_percentage: 100 };
export const EMPTY_EXTRA: ExtraItem = {
  code: '',
  name: '',
  extra_type: 'generic',
  price_without_tax: 0,
  inventory: null,
  min_quantity: 0,
  max_quantity: 1,
};

export function policyValues(items: readonly PolicyItem[]): ListValues {
  const values: ListValues = {};
  items.forEach((item, i) => {
    for (const field of POLICY_FIELDS) values[`items.${i}.${field}`] = text(item[field]);
    values[`items.${i}.parts`] = item.parts
      .map((part) => `${part.days_before}/${part.hours_after}/${part.percentage_of_cost}`)
      .join('\n');
  });
  return values;
}

export function policiesOfValues(values: ListValues, count: number): unknown {
  return {
    items: Array.from({ length: count }, (_, i) => ({
      code: values[`items.${i}.code`] ?? '',
      title: values[`items.${i}.title`] ?? '',
      no_show_percentage: typedNumber(values[`items.${i}.no_show_percentage`]),
      parts: (values[`items.${i}.parts`] ?? '')
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line) => {
          const [days, hours, percent] = line.split('/');
          return {
            days_before: typedNumber(days),
            hours_after: typedNumber(hours),
            percentage_of_cost: typedNumber(percent),
          };
        }),
    })),
  };
}

export function extraValues(items: readonly ExtraItem[]): ListValues {
  const values: ListValues = {};
  items.forEach((item, i) => {
    for (const field of EXTRA_FIELDS) values[`items.${i}.${field}`] = text(item[field]);
  });
  return values;
}

export function extrasOfValues(values: ListValues, count: number): unknown {
  return {
    items: Array.from({ length: count }, (_, i) => {
      const inventory = (values[`items.${i}.inventory`] ?? '').trim();
      return {
        code: values[`items.${i}.code`] ?? '',
        name: values[`items.${i}.name`] ?? '',
        extra_type: values[`items.${i}.extra_type`] ?? 'generic',
        price_without_tax: typedNumber(values[`items.${i}.price_without_tax`]),
        inventory: inventory === '' ? null : typedNumber(inventory),
        min_quantity: typedNumber(values[`items.${i}.min_quantity`]),
        max_quantity: typedNumber(values[`items.${i}.max_quantity`]),
      };
    }),
  };
}

/** Errors inside a policy's parts (`items.0.parts.1.days_before`) shown on its parts field. */
export function listErrors(errors: Readonly<Record<string, string>>): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const list = /^(items\.\d+\.(?:parts|labels|hotel_plan_codes|options))\./.exec(path);
    const key = list?.[1] ?? path;
    shown[key] ??= message;
  }
  return shown;
}

/** The values with item `index` left out and the later items moved up one. */
export function withoutItem(values: ListValues, index: number): ListValues {
  const out: ListValues = {};
  for (const [name, value] of Object.entries(values)) {
    const match = /^items\.(\d+)\.(.+)$/.exec(name);
    const at = Number(match?.[1]);
    if (!match || at === index) continue;
    out[`items.${at > index ? at - 1 : at}.${match[2]}`] = value;
  }
  return out;
}

/** The values with one more item at the end (`count` items before), from an empty item's values. */
export function withItem(values: ListValues, count: number, empty: ListValues): ListValues {
  const out: ListValues = { ...values };
  for (const [name, value] of Object.entries(empty))
    out[name.replace(/^items\.0\./, `items.${count}.`)] = value;
  return out;
}

/** A new question: free text, shown to everyone, not required. */
export const EMPTY_QUESTION: QuestionItem = {
  code: '',
  kind: 'question',
  question_type: 'free_text',
  labels: [],
  hotel_plan_codes: [],
  display_start_date: null,
  display_end_date: null,
  required: false,
  text: {},
  options: [],
};

const QUESTION_FIELDS = [
  'code',
  'kind',
  'question_type',
  'display_start_date',
  'display_end_date',
] as const;
const lines = (text: string | undefined): string[] =>
  (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

export function questionValues(items: readonly QuestionItem[]): ListValues {
  const values: ListValues = {};
  items.forEach((item, i) => {
    for (const field of QUESTION_FIELDS) values[`items.${i}.${field}`] = text(item[field]);
    values[`items.${i}.required`] = item.required ? 'yes' : 'no';
    values[`items.${i}.labels`] = item.labels.join('\n');
    values[`items.${i}.hotel_plan_codes`] = item.hotel_plan_codes.join('\n');
    values[`items.${i}.options`] = item.options.join('\n');
    for (const locale of LOCALES) values[`items.${i}.text.${locale}`] = item.text[locale] ?? '';
  });
  return values;
}

export function questionsOfValues(values: ListValues, count: number): unknown {
  return {
    items: Array.from({ length: count }, (_, i) => {
      const date = (field: string) => (values[`items.${i}.${field}`] ?? '').trim() || null;
      return {
        code: values[`items.${i}.code`] ?? '',
        kind: values[`items.${i}.kind`] ?? 'question',
        question_type: values[`items.${i}.question_type`] ?? 'free_text',
        labels: lines(values[`items.${i}.labels`]),
        hotel_plan_codes: lines(values[`items.${i}.hotel_plan_codes`]),
        display_start_date: date('display_start_date'),
        display_end_date: date('display_end_date'),
        required: values[`items.${i}.required`] === 'yes',
        text: Object.fromEntries(
          LOCALES.flatMap((locale) => {
            const question = (values[`items.${i}.text.${locale}`] ?? '').trim();
            return question ? [[locale, question]] : [];
          }),
        ),
        options: lines(values[`items.${i}.options`]),
      };
    }),
  };
}
