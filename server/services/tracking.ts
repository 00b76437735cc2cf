import type { Kysely } from 'kysely';
import { DEFAULT_DATA_LAYER, isDataLayerName } from '../../src/rules/data-layer-name.ts';
import type { Database, TrackingSetting } from '../db/schema.ts';
import { DomainError } from '../domain/errors.ts';
import { findHotel, type Hotel } from './hotels.ts';

/** A hotel without tags: nothing runs and the hosted app's policy stays as strict as ever. */
const NONE: TrackingSetting = { head_tags: '', body_tags: '', csp_sources: [] };

/** A hotel's tracking tags (absent: none). */
export function trackingSetting(hotel: Hotel): TrackingSetting {
  return hotel.settings.tracking ?? NONE;
}

/**
 * The init settings' `data_layers`: the hotel's layer names that are plain identifiers (the
 * widget's own rule, `isDataLayerName`), else the default `dataLayer`; always at least one.
 */
export function dataLayers(setting: TrackingSetting): { name: string }[] {
  const names = (setting.data_layers ?? []).filter(isDataLayerName);
  return (names.length > 0 ? [...new Set(names)] : [DEFAULT_DATA_LAYER]).map((name) => ({ name }));
}

/** Whether a hotel has tags to run. */
export function hasTags(setting: TrackingSetting): boolean {
  return Boolean(setting.head_tags.trim() || setting.body_tags.trim());
}

/** An origin a hotel may add to the policy: https, a host name, an optional port; no path. */
const HTTPS_ORIGIN = /^https:\/\/(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d{1,5})?$/i;

/** The hotel's extra sources that are origins as above; the rest is dropped, never passed on. */
export function cspSources(setting: TrackingSetting): string[] {
  return setting.csp_sources.filter((source) => HTTPS_ORIGIN.test(source));
}

/** What the hosted page's policy adds for a hotel with tags: its sources (the nonce is per page). */
export interface TagPolicy {
  sources: readonly string[];
}

/**
 * The hosted page's tag policy for the hotel code of its address, or null (no code, an unknown
 * hotel, or a hotel without tags): the page is then served with the strict policy alone.
 */
export function tagPolicyLookup(db: Kysely<Database>) {
  return async (code: string): Promise<TagPolicy | null> => {
    let hotel: Hotel;
    try {
      hotel = await findHotel(db, code);
    } catch (error) {
      if (error instanceof DomainError) return null;
      throw error;
    }
    const setting = trackingSetting(hotel);
    return hasTags(setting) ? { sources: cspSources(setting) } : null;
  };
}
