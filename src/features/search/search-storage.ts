import type { SearchCriteria } from '../../shared/search/criteria.ts';
import type { RoomGuests } from '../../shared/search/guests/room-guests.ts';

/** Cookie life of the search criteria: one hour (doc 2 §9). */
const COOKIE_SECONDS = 60 * 60;
const SESSION_KEY = 'hotel_booking_search';

/** The spec's criteria cookie name: the hotel code with `_search`. */
export const searchCookieName = (hotelCode: string) => `${hotelCode}_search`;

/** The cookie's record (spec §3 "Search criteria" fields). */
export interface SearchCookie {
  checkin: string;
  checkout: string;
  type: string;
  is_day_use: boolean;
  rooms: readonly RoomGuests[];
  adults: number;
  kids_tiers: Readonly<Record<string, number>>;
  room_count: number;
  search_type: 'dated' | 'undated';
  nights: number;
  parentUrl?: string;
}

const toBase64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
const fromBase64 = (text: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(text), (c) => c.charCodeAt(0)));

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

const isRoom = (value: unknown): value is RoomGuests =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RoomGuests).adults === 'number' &&
  Array.isArray((value as RoomGuests).kidsAges) &&
  typeof (value as RoomGuests).kidsTiers === 'object';

/** Reads the criteria cookie; undefined when absent, expired or not ours. */
export function readSearchCookie(doc: Document, hotelCode: string): SearchCookie | undefined {
  const prefix = `${searchCookieName(hotelCode)}=`;
  const raw = doc.cookie
    .split('; ')
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  if (!raw) return undefined;
  try {
    const value = JSON.parse(fromBase64(raw)) as Partial<SearchCookie>;
    if (typeof value.checkin !== 'string' || typeof value.checkout !== 'string') return undefined;
    const rooms = Array.isArray(value.rooms) ? value.rooms.filter(isRoom) : [];
    return { ...(value as SearchCookie), rooms };
  } catch {
    return undefined;
  }
}

/** The cookie as search parameters (for criteriaFrom). */
export function cookieParams(record: SearchCookie): Record<string, string> {
  return {
    checkin: record.checkin,
    checkout: record.checkout,
    type: record.type,
    is_day_use: String(record.is_day_use),
    adults: String(record.adults),
    room_count: String(record.room_count),
  };
}

/** Keeps the last search parameters for this tab (spec §3: also in session storage). */
export function rememberSearchParams(hotelCode: string, params: Record<string, string>): void {
  try {
    sessionStorage.setItem(`${SESSION_KEY}:${hotelCode}`, JSON.stringify(params));
  } catch {
    // Storage can be unavailable (sandboxed iframe, privacy mode): the cookie still works.
  }
}
