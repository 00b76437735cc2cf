import type { BookRoom } from '../../api/contract/reservation.ts';
import type { SearchRoomGuests } from '../../shared/search/guests/payload.ts';
import type { SelectedRoom } from '../../shared/search/selection.ts';
import type { BookingDraft } from './draft.ts';
import { EMPTY_GUEST } from './empty-guest.ts';

/** The server books at most 10 rooms at once (contract `CreateReservationSchema.rooms`). */
export const MAX_BOOKED_ROOMS = 10;

/** What "Continue" on the results knows. */
export interface StartBookingInput {
  hotelCode: string;
  selection: readonly SelectedRoom[];
  /** The searched rooms in the room search payload's shape (guests/payload.ts). */
  searchedRooms: readonly SearchRoomGuests[];
  /**
   * The stay the results were priced for: the search answer's dates (a day-use stay is already
   * check-in to the next day there). Null in an undated search.
   */
  checkin: string | null;
  checkout: string | null;
  /** The currency chosen in the header. */
  currency: string;
  /** A coupon code the search carried (`coupon_code`), if any. */
  couponCode?: string | undefined;
  /** The results address (query without `?`) the guest-detail back link returns to. */
  searchQuery?: string | undefined;
  /** A fresh `crypto.randomUUID()`: every started booking is a new reservation attempt. */
  idempotencyKey: string;
  /** The draft of an earlier "Continue" (same hotel): what the guest typed there is kept. */
  previous?: BookingDraft | null | undefined;
}

/** Why "Continue" cannot start a booking. */
export type StartBookingProblem =
  /** Nothing selected. */
  | 'empty'
  /** Undated search: the results have no dates, and a booking needs them. */
  | 'undated'
  /** The selected plans do not share one payment method (spec §5). */
  | 'mixedPayment'
  /** More rooms than one reservation can hold. */
  | 'tooManyRooms';

export type StartBookingResult =
  | { ok: true; draft: BookingDraft }
  | { ok: false; problem: StartBookingProblem };

/** The searched room's children in `POST /reservations`'s shape (tiers or ages). */
function kidsOf(room: SearchRoomGuests | undefined): Pick<BookRoom, 'kids_tiers' | 'kids_ages'> {
  if (!room) return {};
  return {
    ...(room.kids_age_range?.length
      ? { kids_tiers: room.kids_age_range.map((r) => ({ ...r })) }
      : {}),
    ...(room.kids_ages?.length ? { kids_ages: [...room.kids_ages] } : {}),
  };
}

const matches = (room: SearchRoomGuests, entry: SelectedRoom) =>
  room.adults === entry.numberOfAdults && (room.children ?? 0) === entry.numberOfChildren;

/**
 * One BookRoom per selected room (quantities expanded), each with the guests of a searched room.
 * The searched rooms are handed out in order, each at most once, preferring the one whose
 * occupancy the offering was selected for; a guest who searched "2 adults" and "1 adult + 1
 * child" and picked two rooms books exactly those two occupancies. Rooms beyond the searched
 * ones take the occupancy they were selected (and priced) for.
 */
export function bookRoomsFor(
  selection: readonly SelectedRoom[],
  searchedRooms: readonly SearchRoomGuests[],
): BookRoom[] {
  const unused = searchedRooms.map((_, i) => i);
  const take = (entry: SelectedRoom): SearchRoomGuests | undefined => {
    const at =
      unused.find((i) => {
        const room = searchedRooms[i];
        return room !== undefined && matches(room, entry);
      }) ?? unused[0];
    if (at === undefined) return undefined;
    unused.splice(unused.indexOf(at), 1);
    return searchedRooms[at];
  };
  const rooms: BookRoom[] = [];
  for (const entry of selection) {
    for (let n = 0; n < entry.quantity; n++) {
      const searched = take(entry) ?? searchedRooms.find((room) => matches(room, entry));
      rooms.push({
        room_type_code: entry.roomTypeCode,
        room_plan_code: entry.roomPlanCode,
        adults: searched?.adults ?? entry.numberOfAdults,
        ...kidsOf(searched),
      });
    }
  }
  return rooms;
}

/**
 * The booking draft "Continue" starts from the selection and the search. Pure: the caller gives
 * the idempotency key and saves the draft. What the guest typed in an earlier draft of the same
 * hotel (name, e-mail, requests, answers, coupon) is carried over, so going back to change a
 * room never loses it; extras are carried only for the same dates (dated extras name days).
 */
export function startBooking(input: StartBookingInput): StartBookingResult {
  const selected = input.selection.filter((entry) => entry.quantity > 0);
  if (selected.length === 0) return { ok: false, problem: 'empty' };
  if (!input.checkin || !input.checkout) return { ok: false, problem: 'undated' };
  const paymentType = selected[0]?.paymentType;
  if (!paymentType || selected.some((entry) => entry.paymentType !== paymentType)) {
    return { ok: false, problem: 'mixedPayment' };
  }
  const rooms = bookRoomsFor(selected, input.searchedRooms);
  if (rooms.length > MAX_BOOKED_ROOMS) return { ok: false, problem: 'tooManyRooms' };
  const previous = input.previous?.hotelCode === input.hotelCode ? input.previous : null;
  const sameStay =
    previous !== null && previous.checkin === input.checkin && previous.checkout === input.checkout;
  const coupon = input.couponCode?.trim() || previous?.couponCode || null;
  return {
    ok: true,
    draft: {
      hotelCode: input.hotelCode,
      checkin: input.checkin,
      checkout: input.checkout,
      rooms,
      paymentType,
      currency: input.currency,
      guest: previous ? { ...previous.guest } : { ...EMPTY_GUEST },
      extras: sameStay && previous ? previous.extras.map((e) => ({ ...e })) : [],
      answers: previous ? previous.answers.map((a) => ({ ...a })) : [],
      couponCode: coupon,
      specialRequest: previous?.specialRequest ?? '',
      marketingOptIn: previous?.marketingOptIn ?? false,
      idempotencyKey: input.idempotencyKey,
      shownTotal: null,
      step: 'guest-detail',
      ...(input.searchQuery ? { searchQuery: input.searchQuery } : {}),
    },
  };
}

/**
 * A fresh idempotency key. `crypto.randomUUID` needs a secure context; a hotel page served over
 * plain http (an intranet demo) still gets 122 random bits from `getRandomValues`.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
