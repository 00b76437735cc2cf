/**
 * The agency search's address: the filters of `GET /api/ota/v1/hotels/search` as the query of
 * `/search-hotels`, so a search (typed, assisted or edited through its chips) can be shared and
 * reloaded. Pure functions; the screens read and write the address through them.
 */
export type AgencyQuery = Readonly<Record<string, string>>;

/** The search's filters, in the order their chips show. */
export const FILTER_KEYS = [
  'q',
  'area',
  'kind',
  'amenities',
  'checkin',
  'checkout',
  'adults',
  'children',
  'price_min',
  'price_max',
  'rating_min',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

// `request`: the assisted search's words, shown again in its box (never sent to the search).
// `kids_ages`: the children's ages (assisted search), shown on the children's chip and taken
// on to the hotel's page, whose rooms search asks for them.
const KEPT = new Set<string>([...FILTER_KEYS, 'order', 'page', 'request', 'kids_ages']);

/** The known, non-empty parameters of an address's query. */
export function readQuery(search: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    if (KEPT.has(key) && value.trim() !== '') out[key] = value.trim();
  }
  return out;
}

/** The search API's query: the address's filters, order and page. */
export function apiQuery(query: AgencyQuery): Record<string, string> {
  const { request: _words, ...rest } = query;
  return rest;
}

/** A query changed by `changes` (an empty value removes the key); any change starts at page 1. */
export function withChanges(
  query: AgencyQuery,
  changes: Readonly<Record<string, string>>,
): Record<string, string> {
  const next: Record<string, string> = { ...query };
  delete next.page;
  for (const [key, value] of Object.entries(changes)) {
    if (value === '') delete next[key];
    else next[key] = value;
  }
  return next;
}

/** `a,b,c` as a list (the search's list parameters). */
export const listOf = (value: string | undefined): string[] =>
  (value ?? '').split(',').filter(Boolean);

/** One active filter, shown as a chip: what it is, its value, and the query without it. */
export interface Chip {
  key: FilterKey | 'dates';
  value: string;
  without: Record<string, string>;
}

/**
 * The chips of a query: one per keyword, area, kind, amenity, the dates (together), guests,
 * price bounds and minimum rating. Removing a chip is navigating to its `without`.
 */
export function chipsOf(query: AgencyQuery): Chip[] {
  const chips: Chip[] = [];
  for (const key of FILTER_KEYS) {
    const value = query[key];
    if (!value || key === 'checkout') continue;
    if (key === 'area' || key === 'amenities') {
      const items = listOf(value);
      for (const item of items) {
        const rest = items.filter((other) => other !== item).join(',');
        chips.push({ key, value: item, without: withChanges(query, { [key]: rest }) });
      }
    } else if (key === 'checkin') {
      const dates = `${value} – ${query.checkout ?? ''}`;
      chips.push({ key: 'dates', value: dates, without: withChanges(query, DATES_CLEARED) });
    } else if (key === 'children') {
      // The ages go with the children they belong to.
      chips.push({ key, value, without: withChanges(query, CHILDREN_CLEARED) });
    } else {
      chips.push({ key, value, without: withChanges(query, { [key]: '' }) });
    }
  }
  return chips;
}

const DATES_CLEARED = { checkin: '', checkout: '' };
const CHILDREN_CLEARED = { children: '', kids_ages: '' };

/** The children's ages of a query, when they are given for every child. */
export function kidsAgesOf(query: AgencyQuery): number[] {
  const ages = listOf(query.kids_ages).map(Number);
  const valid = ages.every((age) => Number.isInteger(age) && age >= 0 && age <= 17);
  return valid && ages.length === Number(query.children) ? ages : [];
}

/** The address of a query (`/search-hotels?…`). */
export const searchAddress = (query: AgencyQuery): string => {
  const search = new URLSearchParams(query).toString();
  return search ? `/search-hotels?${search}` : '/search-hotels';
};

/**
 * The hotel page's query: the stay and guests searched for (children and their ages in the
 * spec's `children` and `kids_ages`), so its rooms search runs at once.
 */
export function hotelPageQuery(query: AgencyQuery): string {
  const stay: Record<string, string> = {};
  if (query.checkin && query.checkout) {
    stay.checkin = query.checkin;
    stay.checkout = query.checkout;
  }
  if (query.adults) stay.adults = query.adults;
  if (query.children) stay.children = query.children;
  const ages = kidsAgesOf(query);
  if (ages.length) stay.kids_ages = ages.join(',');
  return new URLSearchParams(stay).toString();
}
