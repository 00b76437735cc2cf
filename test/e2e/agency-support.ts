import type { Locator } from 'playwright-core';
import { until } from './booking-support.ts';
import { e2e } from './support.ts';

/** The agency site on the provider (the hosted app under /ota). */
export const agencyUrl = (path: string): string => `${e2e.provider}/ota${path}`;

/** How many hotels the agency search finds for a query (the API, as the screens call it). */
export async function agencyCount(query: string): Promise<number> {
  const answer = await fetch(`${e2e.provider}/api/ota/v1/hotels/search?${query}`);
  return ((await answer.json()) as { meta: { total_entries: number } }).meta.total_entries;
}

/**
 * Waits until the background catalogue load reached Tokyo's hotels: the demo's Sakura Tokyo
 * and the catalogue's five (tokyo-0004, -0008, -0009, -0020, -0023).
 */
export const catalogueLoaded = () => until(() => agencyCount('area=tokyo'), 60_000).toBe(6);

/** The chips' texts, in order. */
export const chipTexts = (scope: Locator) =>
  scope.locator('.hb-agency-chip-edit').allTextContents();

/** The listed hotels' names. */
export const hotelNames = (scope: Locator) =>
  scope.locator('.hb-agency-hotel-name').allTextContents();
