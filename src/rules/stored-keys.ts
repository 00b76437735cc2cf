/**
 * Where the widget keeps a guest's state in the hotel's page: one list, read by the widget and
 * by the loader, which checks them to tell a returning guest (whose state only the widget can
 * show) from a new one (shown the server's drawing of the first screen, loader/modes/inline.ts).
 */

/** localStorage key shared with the chatbot (exact name from the spec). */
export const LOCALE_STORAGE_KEY = 'triplabot_locale';

/** The session-storage key of a hotel's saved booking draft (features/booking/booking-storage.ts). */
export const draftStorageKey = (hotelCode: string): string => `hotel_booking_draft_${hotelCode}`;

/** The spec's criteria cookie name: the hotel code with `_search`. */
export const searchCookieName = (hotelCode: string): string => `${hotelCode}_search`;

/** The localStorage keys of member sessions start with this, then the brand id. */
export const MEMBER_KEY_PREFIX = 'hotel-booking:member:';

/** The localStorage key of one brand's member session (shared/member/member-session.ts). */
export const memberStorageKey = (brandId: number): string => `${MEMBER_KEY_PREFIX}${brandId}`;
