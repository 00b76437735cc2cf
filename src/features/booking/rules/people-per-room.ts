import type { RuleResult } from '../../../shared/form/rule-types.ts';

/** Men and women of one room's people-per-room answer. */
export interface PeopleCounts {
  readonly men_count: number;
  readonly women_count: number;
}

/** A typed count as a whole number within 0…adults (NaN and negatives become 0). */
const clamp = (value: number, adults: number): number => {
  const max = Math.max(0, Math.floor(adults));
  if (!Number.isFinite(value)) return 0;
  return Math.min(max, Math.max(0, Math.floor(value)));
};

/** §5: entering men sets women to adults − men; both clamped to 0…adults. */
export function setMenCount(adults: number, men: number): PeopleCounts {
  const men_count = clamp(men, adults);
  return { men_count, women_count: clamp(adults - men_count, adults) };
}

/** §5: entering women sets men to adults − women; both clamped to 0…adults. */
export function setWomenCount(adults: number, women: number): PeopleCounts {
  const women_count = clamp(women, adults);
  return { men_count: clamp(adults - women_count, adults), women_count };
}

/** Men and women must add up to the room's adults (message takes `{adults}`). */
export function peopleCountsError(adults: number, counts: PeopleCounts): RuleResult {
  const { men_count, women_count } = counts;
  const whole = Number.isInteger(men_count) && Number.isInteger(women_count);
  return whole && men_count >= 0 && women_count >= 0 && men_count + women_count === adults
    ? undefined
    : 'booking.validation.peoplePerRoom.total';
}
