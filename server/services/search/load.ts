import type { Kysely } from 'kysely';
import { addDays } from '../../../src/rules/dates.ts';
import type { Locale } from '../../../src/rules/locales.ts';
import type { Database } from '../../db/schema.ts';
import { type Catalogue, loadCatalogue, loadInventory, presentImages } from '../catalogue.ts';
import { loadPlanNights, type PlanNights } from '../inventory/plan-nights.ts';
import type { Evaluated } from './evaluate.ts';

/** How many days an undated search looks ahead for its "from" prices. */
export const UNDATED_WINDOW_DAYS = 90;

/** What a search evaluates besides the hotel and its today: its catalogue and the loaded nights. */
export type SearchData = Omit<Evaluated, 'hotel' | 'today'>;

/**
 * Where a search reads a hotel's catalogue (`preview`: with its unpublished plans): the database
 * by default, or what the process keeps in step with it (search/cache.ts).
 */
export type CatalogueLoader = (hotelId: number, preview: boolean) => Promise<Catalogue>;

/**
 * Where a search reads the plans' rates and restrictions of its nights: the database by default
 * (the window's rows), or what the process keeps with the hotel's catalogue (every night from
 * today on, services/inventory/plan-nights.ts `loadHotelPlanNights`).
 */
export type PlanNightsLoader = (
  hotelId: number,
  planIds: readonly number[],
  window: { from: string; to: string },
) => Promise<PlanNights>;

export const planNightsFrom =
  (db: Kysely<Database>): PlanNightsLoader =>
  (_hotelId, planIds, window) =>
    // Through `to` itself: a stay's departure day carries its closed-to-departure.
    loadPlanNights(db, planIds, window.from, window.to);

/** The catalogue read from the database every time. */
export const catalogueFrom =
  (db: Kysely<Database>): CatalogueLoader =>
  (hotelId, preview) =>
    loadCatalogue(db, hotelId, { preview });

/**
 * The nights to load, `from` ≤ date < `to`: the stay (plus `lookAheadDays` for the next free
 * date) in a dated search; in an undated one, the window starting at the hotel's check-in offset.
 */
export function inventoryWindow(
  stay: { checkin: string; checkout: string } | null,
  today: string,
  checkinOffsetDays: number,
  lookAheadDays = 0,
): { from: string; to: string } {
  if (!stay) {
    const from = addDays(today, checkinOffsetDays);
    return { from, to: addDays(from, UNDATED_WINDOW_DAYS) };
  }
  return { from: stay.checkin, to: addDays(stay.checkout, lookAheadDays) };
}

/**
 * Loads the catalogue and the inventory of `window`. Photo URLs are made absolute here, once,
 * so every room result (and plan grouping) carries them.
 */
export async function loadSearchData(
  db: Kysely<Database>,
  hotelId: number,
  window: { from: string; to: string },
  publicOrigin: string,
  preview = false,
  catalogueOf: CatalogueLoader = catalogueFrom(db),
  locale: Locale | null = null,
  planNightsOf: PlanNightsLoader = planNightsFrom(db),
): Promise<SearchData> {
  const loaded = await catalogueOf(hotelId, preview);
  const text = (texts: Record<string, string>, plain: string): string =>
    (locale && texts[locale]) || plain;
  const catalogue: Catalogue = {
    ...loaded,
    // Texts in the guest's language where the hotel gave one (issue 39), else its own.
    roomTypes: loaded.roomTypes.map((t) => ({
      ...t,
      name: text(t.names, t.name),
      description: text(t.descriptions, t.description),
      images: presentImages(
        (t.images ?? []).map((i) => ({ ...i, alt: text(i.alts ?? {}, i.alt) })),
        publicOrigin,
      ),
    })),
    plans: loaded.plans.map((p) => ({
      ...p,
      name: text(p.names, p.name),
      description: text(p.descriptions, p.description),
    })),
  };
  const types = catalogue.roomTypes.map((t) => t.id);
  const [inventory, planNights] = await Promise.all([
    loadInventory(db, types, window.from, window.to),
    planNightsOf(
      hotelId,
      catalogue.plans.map((p) => p.id),
      window,
    ),
  ]);
  return { catalogue, inventory, planNights };
}
