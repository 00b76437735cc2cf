import type {
  Recommendation,
  RecommendationPriority,
  RoomResult,
} from '../../src/api/contract/index.ts';
import type { RecommenderSetting } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import type { Hotel } from './hotels.ts';

/** The recommender of a hotel that never set one: off, three offers. */
const OFF: RecommenderSetting = { enabled: false, max_recommendations: 3 };

/** A hotel's recommender settings, with the offer count kept within 1–10. */
export function recommenderSetting(hotel: Hotel): RecommenderSetting {
  const own = hotel.settings.recommender ?? OFF;
  const max = Math.min(
    10,
    Math.max(1, Math.trunc(own.max_recommendations) || OFF.max_recommendations),
  );
  return { enabled: own.enabled === true, max_recommendations: max };
}

/** The recommender setting of a hotel whose recommender is on; 404 when it is off. */
export function enabledRecommender(hotel: Hotel): RecommenderSetting {
  const setting = recommenderSetting(hotel);
  if (!setting.enabled) throw notFound('Room recommender');
  return setting;
}

type Offer = Recommendation[number];

const total = (offer: Offer): number => offer.plan.total_price ?? Number.POSITIVE_INFINITY;
const withMeals = (offer: Offer): number => (offer.plan.meal === 'none' ? 1 : 0);

/** Orders offers for a priority; ties (and `price`) go to the cheaper offer. */
const ORDER: Record<RecommendationPriority, (a: Offer, b: Offer) => number> = {
  price: (a, b) => total(a) - total(b),
  space: (a, b) => b.room.size_sqm - a.room.size_sqm || total(a) - total(b),
  meals: (a, b) => withMeals(a) - withMeals(b) || total(a) - total(b),
};

/**
 * The recommender's answer from a search's rooms: every bookable offer that is not members-only
 * (the recommender speaks to any guest), in the priority's order, at most `max` of them.
 */
export function recommend(
  rooms: readonly RoomResult[],
  priority: RecommendationPriority,
  max: number,
): Recommendation {
  return rooms
    .flatMap((room) =>
      room.room_plans
        .filter((plan) => !plan.members_only && plan.bookable !== false)
        .map((plan) => ({ room: { ...room, room_plans: [] }, plan })),
    )
    .sort(ORDER[priority])
    .slice(0, max);
}
