/**
 * The journey server's agency catalogue: the generator's first 24 hotels (deterministic),
 * loaded in the background by the server global-setup.ts starts, in about a second.
 */
export const AGENCY_JOURNEY_HOTELS = 24;
