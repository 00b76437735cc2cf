import * as v from 'valibot';
import { searchCookieName } from '../../rules/stored-keys.ts';
import type { RoomGuests } from '../../shared/search/guests/room-guests.ts';

export { searchCookieName };

const RoomGuestsSchema = v.object({
  adults: v.number(),
  kidsAges: v.array(v.nullable(v.number())),
  kidsTiers: v.record(v.string(), v.number()),
});

/**
 * The cookie's record (spec §3 "Search criteria" fields). A room that does not fit is left out
 * rather than the whole record: the dates and counts still restore the search.
 */
const SearchCookieSchema = v.object({
  checkin: v.string(),
  checkout: v.string(),
  type: v.string(),
  is_day_use: v.boolean(),
  rooms: v.pipe(
    v.fallback(v.array(v.unknown()), []),
    v.transform((rooms): readonly RoomGuests[] =>
      rooms.filter((room) => v.is(RoomGuestsSchema, room)),
    ),
  ),
  adults: v.number(),
  kids_tiers: v.record(v.string(), v.number()),
  room_count: v.number(),
  search_type: v.picklist(['dated', 'undated']),
  nights: v.number(),
  parentUrl: v.optional(v.string()),
});

/** The cookie's record (spec §3 "Search criteria" fields). */
export type SearchCookie = v.InferOutput<typeof SearchCookieSchema>;

const fromBase64 = (text: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(text), (c) => c.charCodeAt(0)));

/** Reads the criteria cookie; undefined when absent, expired or not ours. */
export function readSearchCookie(doc: Document, hotelCode: string): SearchCookie | undefined {
  const prefix = `${searchCookieName(hotelCode)}=`;
  const raw = doc.cookie
    .split('; ')
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  if (!raw) return undefined;
  try {
    const result = v.safeParse(SearchCookieSchema, JSON.parse(fromBase64(raw)));
    return result.success ? result.output : undefined;
  } catch {
    // Not base64 or not JSON: another site's cookie of the same name.
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
