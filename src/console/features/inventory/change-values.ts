import type { CalendarFields } from '../../../api/contract/console/inventory.ts';

/**
 * What the cell editor and the bulk change forms hold (texts as typed, so nothing typed is lost
 * on a refusal), and the API's `set` they become. An empty field, or "as it is", leaves the
 * field unchanged; "—" in a price clears the plan's own rate.
 */
export type Switch = 'keep' | 'on' | 'off';

export interface ChangeValues {
  /** The room's price for 1, 2, … adults, as typed (minor units). */
  readonly prices: readonly string[];
  readonly roomsToSell: string;
  readonly closed: Switch;
  readonly stopSell: Switch;
  readonly closedToArrival: Switch;
  readonly closedToDeparture: Switch;
  /** Minimum stay on arrival, as typed; "0" removes it. */
  readonly minStay: string;
  readonly maxStay: string;
}

export const EMPTY_CHANGE: ChangeValues = {
  prices: [],
  roomsToSell: '',
  closed: 'keep',
  stopSell: 'keep',
  closedToArrival: 'keep',
  closedToDeparture: 'keep',
  minStay: '',
  maxStay: '',
};

/** Which field was refused and why (a message id suffix `inventory.change.error.<why>`). */
export interface ChangeRefusal {
  readonly field: 'prices' | 'roomsToSell' | 'minStay' | 'maxStay' | 'nothing';
  readonly why: 'number' | 'nothing';
}

const WHOLE = /^\d{1,9}$/;

function whole(text: string): number | null | 'bad' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return WHOLE.test(trimmed) ? Number(trimmed) : 'bad';
}

function switchValue(value: Switch): boolean | undefined {
  return value === 'keep' ? undefined : value === 'on';
}

/** The change's `set`, or the first refused field. `derived`: the plan's price is not its own. */
export function changeFields(
  values: ChangeValues,
  derived = false,
): { readonly set: CalendarFields } | { readonly refusal: ChangeRefusal } {
  const set: {
    -readonly [K in keyof CalendarFields]: CalendarFields[K];
  } = {};
  if (!derived && values.prices.some((p) => p.trim() !== '')) {
    const adults: (number | null)[] = [];
    for (const text of values.prices) {
      const amount = whole(text);
      if (amount === 'bad') return { refusal: { field: 'prices', why: 'number' } };
      adults.push(amount);
    }
    while (adults.length > 1 && adults.at(-1) === null) adults.pop();
    set.rate = { adults, children: {} };
  }
  const rooms = whole(values.roomsToSell);
  if (rooms === 'bad') return { refusal: { field: 'roomsToSell', why: 'number' } };
  if (rooms !== null) set.rooms_to_sell = rooms;
  const switches = [
    ['closed', values.closed],
    ['stop_sell', values.stopSell],
    ['closed_to_arrival', values.closedToArrival],
    ['closed_to_departure', values.closedToDeparture],
  ] as const;
  for (const [name, value] of switches) {
    const on = switchValue(value);
    if (on !== undefined) set[name] = on;
  }
  for (const [field, name] of [
    ['minStay', 'min_stay_arrival'],
    ['maxStay', 'max_stay_arrival'],
  ] as const) {
    const nights = whole(values[field]);
    if (nights === 'bad' || (nights !== null && nights > 365)) {
      return { refusal: { field, why: 'number' } };
    }
    if (nights !== null) set[name] = nights === 0 ? null : nights;
  }
  if (Object.keys(set).length === 0) return { refusal: { field: 'nothing', why: 'nothing' } };
  return { set };
}
