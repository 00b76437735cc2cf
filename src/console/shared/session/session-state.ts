import { atom } from 'jotai/vanilla';
import type { ConsoleSessionResponse } from '../../../api/contract/console/session.ts';
import type { Capability } from '../../../rules/console/capabilities.ts';

/** Who is signed in to the console: the session answer (GET /api/v1/console/session). */
export type ConsoleSession = ConsoleSessionResponse;

/** A hotel the signed-in member may act on (the hotel switcher lists them). */
export type ConsoleHotelRef = ConsoleSession['hotels'][number];

/**
 * The console session: `undefined` while the shell asks the server, `null` when nobody is signed
 * in, else the member. Set by the shell (start, sign-out, a 401) and by the sign-in screens.
 */
export const sessionAtom = atom<ConsoleSession | null | undefined>(undefined);

const HOTEL_KEY = 'console_hotel';

function readChosenHotel(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(HOTEL_KEY);
  } catch {
    return null;
  }
}

/** The hotel the member chose last (the switcher, or a hotel page opened), kept in this browser. */
const chosenHotelAtom = atom<string | null>(readChosenHotel());

/**
 * The hotel the console works on: the chosen one while the member may act on it, else their
 * first hotel, else null (a brand without hotels yet). Setting it remembers the choice.
 */
export const currentHotelAtom = atom(
  (get): ConsoleHotelRef | null => {
    const hotels = get(sessionAtom)?.hotels ?? [];
    const chosen = get(chosenHotelAtom);
    return hotels.find((hotel) => hotel.code === chosen) ?? hotels[0] ?? null;
  },
  (_get, set, code: string) => {
    set(chosenHotelAtom, code);
    try {
      localStorage.setItem(HOTEL_KEY, code);
    } catch {
      // Storage refused (private mode): the choice lasts for this page only.
    }
  },
);

/**
 * What the signed-in member's role may do, as the server listed it in the session answer
 * (src/rules/console/capabilities.ts decides it there); nothing when signed out.
 */
export const canAtom = atom((get) => {
  const granted = new Set<Capability>(get(sessionAtom)?.capabilities ?? []);
  return (capability: Capability): boolean => granted.has(capability);
});
