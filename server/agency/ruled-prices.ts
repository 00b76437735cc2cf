import type { Kysely } from 'kysely';
import type { RoomSearchQuery, RoomSearchResponse } from '../../src/api/contract/index.ts';
import { addDays } from '../../src/rules/dates.ts';
import type { Database } from '../db/schema.ts';
import { DomainError } from '../domain/errors.ts';
import { loadCatalogue } from '../services/catalogue.ts';
import { findHotel, hotelToday } from '../services/hotels.ts';
import { loadHotelPlanNights } from '../services/inventory/plan-nights.ts';
import { answerKey, hotelKey, searchView } from '../services/search/kept.ts';
import { searchRooms } from '../services/search.ts';

/** The guests an agency search asks for, in all rooms together. */
export interface AgencyGuests {
  stay: { checkin: string; nights: number } | null;
  adults: number;
  children: number;
  rooms: number;
}

/** A hotel's cheapest bookable plan for the search, priced by the room search (tax included). */
export interface RuledPrice {
  total: number;
  /** Dated: rooms left of the room type with the most; undated: null. */
  roomsLeft: number | null;
}

/** Prices the given hotels by the room search's rules (hotels with nothing bookable are absent). */
export type RuledPricer = (
  hotelIds: readonly number[],
  guests: AgencyGuests,
) => Promise<Map<number, RuledPrice>>;

/**
 * The room search query the hotel's own page would run for these guests: the flat shorthand,
 * the guests shared out over the rooms; an undated search asks for one night's "from" price.
 */
export function roomQuery(code: string, guests: AgencyGuests): RoomSearchQuery {
  const perRoom = (count: number) => Math.ceil(count / guests.rooms);
  const occupancy = {
    adults: Math.max(1, perRoom(guests.adults)),
    ...(guests.children > 0 ? { children: perRoom(guests.children) } : {}),
    ...(guests.rooms > 1 ? { room_count: guests.rooms } : {}),
  };
  const { stay } = guests;
  if (!stay) return { code, search_type: 'undated', nights: 1, ...occupancy };
  return {
    code,
    checkin: stay.checkin,
    checkout: addDays(stay.checkin, stay.nights),
    ...occupancy,
  };
}

/**
 * The cheapest plan of an answer a guest of the agency may book (not members-only, priced),
 * and the most rooms left among the room types offering one; null when there is none.
 */
export function cheapestOffer(answer: RoomSearchResponse, dated: boolean): RuledPrice | null {
  let total = Number.POSITIVE_INFINITY;
  let roomsLeft = 0;
  for (const room of answer.rooms) {
    const prices = room.room_plans.flatMap((p) =>
      p.bookable && !p.members_only && p.total_price !== null ? [p.total_price] : [],
    );
    if (prices.length === 0) continue;
    total = Math.min(total, ...prices);
    roomsLeft = Math.max(roomsLeft, room.room_count);
  }
  if (total === Number.POSITIVE_INFINITY) return null;
  return { total, roomsLeft: dated ? roomsLeft : null };
}

/**
 * The agency search's prices for hotels the stay index cannot price (their plans' own rates,
 * restrictions, derivations, periods or occupancy: stock-layout.ts `RULED_HOTELS`): each is
 * asked the hotel's own room search (services/search.ts) with what this process keeps of its
 * catalogue and plan nights (in step with the database, like the room search route), so the
 * agency lists and prices such a hotel exactly as its page does. A hotel whose search refuses
 * the guests (children it does not take, too many rooms) is not listed.
 */
export function ruledPricer(db: Kysely<Database>, now: () => Date): RuledPricer {
  return async (hotelIds, guests) => {
    const out = new Map<number, RuledPrice>();
    // Most searches have none: no cache view (and its change feed sync) for them.
    if (hotelIds.length === 0) return out;
    const view = await searchView(db);
    const at = now();
    await Promise.all(
      hotelIds.map(async (id) => {
        const hotel = await view.hotel(hotelKey(String(id)), () => findHotel(db, String(id)));
        const today = hotelToday(hotel, at);
        const q = roomQuery(hotel.code, guests);
        const search = () =>
          searchRooms(
            db,
            hotel,
            q,
            at,
            '',
            null,
            false,
            (hotelId) => view.catalogue(hotelId, 'published', () => loadCatalogue(db, hotelId)),
            null,
            (hotelId) =>
              view.catalogue(hotelId, `plan-nights/${today}`, () =>
                loadHotelPlanNights(db, hotelId, today),
              ),
          );
        // Kept like the rooms route's answers (dropped by any change to the hotel's stock or
        // catalogue), under keys of the agency's own: its answers have no photo addresses.
        const key = answerKey(q, {
          today,
          viewer: null,
          preview: false,
          publicOrigin: '',
          locale: null,
        });
        let answer: RoomSearchResponse;
        try {
          answer = key === null ? await search() : await view.answer(id, `agency|${key}`, search);
        } catch (error) {
          // The hotel's search refuses these guests or dates: not listed, as a full hotel.
          if (error instanceof DomainError && error.status < 500) return;
          throw error;
        }
        const best = cheapestOffer(answer, guests.stay !== null);
        if (best) out.set(id, best);
      }),
    );
    return out;
  };
}
