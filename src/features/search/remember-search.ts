import * as v from 'valibot';
import type { SearchCriteria } from '../../shared/search/criteria.ts';
import { storedValue } from '../../shared/storage/stored-value.ts';
import { type SearchCookie, searchCookieName } from './search-storage.ts';

// The writing half of search-storage.ts: used when the guest searches, so it loads with the
// search's actions, not with the first screen (which only reads the cookie).

/** Cookie life of the search criteria: one hour (doc 2 §9). */
const COOKIE_SECONDS = 60 * 60;
const SESSION_KEY = 'hotel_booking_search';

const toBase64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

/** The cookie record for criteria. */
export function cookieRecord(criteria: SearchCriteria, nights: number): SearchCookie {
  return {
    checkin: criteria.checkin,
    checkout: criteria.checkout,
    type: criteria.type,
    is_day_use: criteria.dayUse,
    rooms: criteria.rooms,
    adults: criteria.rooms[0]?.adults ?? 2,
    kids_tiers: criteria.rooms[0]?.kidsTiers ?? {},
    room_count: criteria.rooms.length,
    search_type: criteria.undated ? 'undated' : 'dated',
    nights: criteria.undated ? criteria.nights : nights,
  };
}

/** Writes the criteria cookie (base64 JSON, one hour, whole site). */
export function writeSearchCookie(doc: Document, hotelCode: string, record: SearchCookie): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${searchCookieName(hotelCode)}=${toBase64(JSON.stringify(record))}; Max-Age=${COOKIE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

/** The last search parameters of a hotel in this tab (spec §3: also in session storage). */
const lastSearch = (hotelCode: string) =>
  storedValue({ key: `${SESSION_KEY}:${hotelCode}`, schema: v.record(v.string(), v.string()) });

/** Keeps the last search parameters for this tab; without storage the cookie still works. */
export function rememberSearchParams(hotelCode: string, params: Record<string, string>): void {
  lastSearch(hotelCode).write(params);
}
