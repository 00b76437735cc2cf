import type { KidsTier, KidsTierCount } from '../../src/api/contract/index.ts';
import { invalid } from './errors.ts';

export interface KidsRequest {
  kids_tiers?: KidsTierCount[] | undefined;
  kids_ages?: number[] | undefined;
}

/**
 * Turns the children of a searched or booked room into counts per tier. Hotels with the `ages`
 * policy receive ages and map each onto the tier whose age range holds it; `tiers` hotels
 * receive tier counts directly. Unknown tiers or ages no tier covers are invalid input.
 */
export function resolveKids(
  policy: 'tiers' | 'tiers_with_meal_and_bed_as_extras' | 'ages',
  tiers: readonly KidsTier[],
  request: KidsRequest,
  field = 'rooms',
): KidsTierCount[] {
  const counts = new Map<string, number>();
  if (request.kids_ages && request.kids_ages.length > 0) {
    if (policy !== 'ages') throw invalid(`${field}.kids_ages`, 'is not accepted by this hotel');
    for (const age of request.kids_ages) {
      const tier = tiers.find((t) => age >= t.age_min && age <= t.age_max);
      if (!tier) throw invalid(`${field}.kids_ages`, `has no tier for age ${age}`);
      counts.set(tier.code, (counts.get(tier.code) ?? 0) + 1);
    }
  }
  for (const entry of request.kids_tiers ?? []) {
    if (!tiers.some((t) => t.code === entry.code)) {
      throw invalid(`${field}.kids_tiers`, `has unknown tier ${entry.code}`);
    }
    if (entry.count > 0) counts.set(entry.code, (counts.get(entry.code) ?? 0) + entry.count);
  }
  return [...counts].map(([code, count]) => ({ code, count }));
}

/** Children who take a bed count against the room's capacity; infants sharing a bed do not. */
export function guestsInRoom(
  adults: number,
  kids: readonly KidsTierCount[],
  tiers: readonly KidsTier[],
): number {
  let guests = adults;
  for (const k of kids)
    if (tiers.find((t) => t.code === k.code)?.counts_as_guest) guests += k.count;
  return guests;
}

export function childCount(kids: readonly KidsTierCount[]): number {
  return kids.reduce((sum, k) => sum + k.count, 0);
}
