import type { Reservation, ReservationRoom } from '../../api/contract/index.ts';
import type { MessageId } from '../../i18n/messages.ts';

/** The change the guest is preparing: new dates and adults per room (plans never change). */
export interface StayChange {
  readonly checkin: string;
  readonly checkout: string;
  /** Adults of each booked room, in booking order. */
  readonly adults: readonly number[];
}

export interface ChangeProblem {
  readonly id: MessageId;
  readonly values?: Readonly<Record<string, number>>;
}

const DAY_MS = 86_400_000;
const nightsBetween = (checkin: string, checkout: string): number =>
  Math.round((Date.parse(`${checkout}T00:00:00Z`) - Date.parse(`${checkin}T00:00:00Z`)) / DAY_MS);

/** The change as booked (the starting point of the form). */
export function currentStay(r: Pick<Reservation, 'checkin_date' | 'checkout_date' | 'rooms'>) {
  return {
    checkin: r.checkin_date,
    checkout: r.checkout_date,
    adults: r.rooms.map((room) => room.adults),
  } satisfies StayChange;
}

/**
 * Rules of a change (product.md §5 "On update"): the stay keeps at least the plan's minimum
 * nights, check-in is not before `today`, each room keeps at least one adult, and something
 * must actually change. The plan cannot change: the form never offers it.
 */
export function changeProblem(
  change: StayChange,
  original: StayChange,
  rules: { readonly minNights: number; readonly today: string; readonly maxAdults: number },
): ChangeProblem | undefined {
  const nights = nightsBetween(change.checkin, change.checkout);
  if (!(nights >= 1)) return { id: 'manage.change.invalidDates' };
  if (change.checkin < rules.today) return { id: 'manage.change.past' };
  if (nights < rules.minNights)
    return { id: 'manage.change.minNights', values: { nights: rules.minNights } };
  if (change.adults.some((n) => !Number.isInteger(n) || n < 1 || n > rules.maxAdults))
    return { id: 'manage.change.adults', values: { max: rules.maxAdults } };
  const same =
    change.checkin === original.checkin &&
    change.checkout === original.checkout &&
    change.adults.every((n, i) => n === original.adults[i]);
  if (same) return { id: 'manage.change.nothing' };
  return undefined;
}

/**
 * The update request body: every room keeps its children (the API would drop omitted tiers).
 * `expectedTotal` is in the booking's currency (converted for a multi-currency booking, as the
 * server compares it); `expectedUpdatedAt` is the reservation's `updated_at` as loaded.
 */
export function updateBody(
  change: StayChange,
  rooms: readonly ReservationRoom[],
  expectedTotal: number | undefined,
  expectedUpdatedAt?: string,
) {
  return {
    checkin_date: change.checkin,
    checkout_date: change.checkout,
    rooms: rooms.map((room, i) => ({
      adults: change.adults[i] ?? room.adults,
      kids_tiers: room.kids_tiers.map((k) => ({ code: k.code, count: k.count })),
    })),
    ...(expectedTotal === undefined ? {} : { expected_total_price: expectedTotal }),
    ...(expectedUpdatedAt ? { expected_updated_at: expectedUpdatedAt } : {}),
  };
}

/** New total = the rooms at the new dates plus the extras as booked (the server keeps them). */
export function newTotal(roomTotals: readonly number[], r: Pick<Reservation, 'extras'>): number {
  return roomTotals.reduce((sum, n) => sum + n, 0) + r.extras.reduce((sum, e) => sum + e.price, 0);
}

export { nightsBetween };
