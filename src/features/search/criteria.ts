import { atom } from 'jotai';

/** The search form's fields, in the spec's query parameter names. */
export interface SearchCriteria {
  checkin: string;
  checkout: string;
  adults: number;
  room_count: number;
}

export type CriteriaError = 'search.error.checkoutBeforeCheckin' | 'search.error.pastDate';

/** `YYYY-MM-DD` of a local date (the spec's date format). */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Adds whole days to a `YYYY-MM-DD` date. */
export function addDays(day: string, days: number): string {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  return isoDate(new Date(y, m - 1, d + days));
}

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** Criteria from prefill parameters, with the spec's defaults (2 adults, 1 room, tonight). */
export function criteriaFrom(prefill: Record<string, string>, today: string): SearchCriteria {
  const valid = (d: string | undefined) => (d && /^\d{4}-\d{2}-\d{2}$/.test(d) ? d : undefined);
  const checkin = valid(prefill.checkin) ?? today;
  const checkout = valid(prefill.checkout) ?? addDays(checkin, 1);
  return {
    checkin,
    checkout,
    adults: positive(prefill.adults, 2),
    room_count: positive(prefill.room_count ?? prefill.rooms, 1),
  };
}

/** The first rule the criteria break, or undefined when they can be searched. */
export function validateCriteria(
  criteria: SearchCriteria,
  today: string,
): CriteriaError | undefined {
  if (criteria.checkin < today) return 'search.error.pastDate';
  if (criteria.checkout <= criteria.checkin) return 'search.error.checkoutBeforeCheckin';
  return undefined;
}

/** The criteria as the spec's search query parameters. */
export function criteriaParams(criteria: SearchCriteria): Record<string, string> {
  return {
    checkin: criteria.checkin,
    checkout: criteria.checkout,
    adults: String(criteria.adults),
    room_count: String(criteria.room_count),
  };
}

/** What the guest typed; lives in the element's store so a re-mount keeps it. */
export const criteriaAtom = atom<SearchCriteria | null>(null);
