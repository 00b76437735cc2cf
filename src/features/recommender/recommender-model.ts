import type { Recommendation, RecommendationPriority } from '../../api/contract/recommender.ts';
import type { SearchCriteria } from '../../shared/search/criteria.ts';
import { criteriaParams } from '../../shared/search/criteria-params.ts';
import type { SearchRoomGuests } from '../../shared/search/guests/payload.ts';
import type { RoomSearchParams } from '../../shared/search/search-rooms.ts';
import type { SelectedRoom } from '../../shared/search/selection.ts';

/** The recommender's answers to "what matters most", in the order the form offers them. */
export const PRIORITIES: readonly RecommendationPriority[] = ['price', 'space', 'meals'];

/** The priority an address names (`priority=`), or `price` for anything else. */
export function priorityFrom(value: string | null | undefined): RecommendationPriority {
  return PRIORITIES.find((p) => p === value) ?? 'price';
}

/**
 * The address query of an answered recommender: the search's parameters in the spec's names
 * (so "see all rooms" and a reload restore the same stay) plus `priority`.
 */
export function answerParams(
  code: string,
  criteria: SearchCriteria,
  priority: RecommendationPriority,
): Record<string, string> {
  return { code, ...criteriaParams(criteria), priority };
}

/** True when an address carries an answer (its dates): the recommender then asks the server. */
export function isAnswered(params: Readonly<Record<string, string>>): boolean {
  return Boolean(params.checkin && params.priority);
}

/**
 * The guests of criteria read from an address (adults only: the address carries no children),
 * in the room search payload's shape; the form's guests editor gives the full payload.
 */
export function addressRooms(criteria: SearchCriteria): SearchRoomGuests[] {
  return criteria.rooms.slice(0, 1).map((room) => ({ adults: room.adults, children: 0 }));
}

/**
 * The `GET /rooms/recommendation` query: one room with its guests and dates (the room search's
 * payload), the wished room filters, the guest's currency and the priority.
 */
export function recommendationQuery(
  code: string,
  criteria: SearchCriteria,
  rooms: readonly SearchRoomGuests[],
  priority: RecommendationPriority,
  currency?: string,
): RoomSearchParams & { priority: RecommendationPriority } {
  const stay = { checkin_date: criteria.checkin, checkout_date: criteria.checkout };
  return {
    code,
    rooms: JSON.stringify(rooms.slice(0, 1).map((room) => ({ ...room, ...stay }))),
    room_search_filters: criteria.filters.length ? criteria.filters.join(',') : undefined,
    currency,
    priority,
  };
}

/**
 * One recommended offer as the booking's selection: one room of that plan for the searched
 * guests, at the price the server quoted for the stay (the booking step prices it again).
 */
export function offerSelection(
  offer: Recommendation[number],
  room: SearchRoomGuests | undefined,
): SelectedRoom[] {
  return [
    {
      roomTypeCode: offer.room.room_type_code,
      roomPlanCode: offer.plan.room_plan_code,
      numberOfAdults: room?.adults ?? 2,
      numberOfChildren: room?.children ?? 0,
      type: 'rooms',
      quantity: 1,
      salePrice: offer.plan.price?.total_price ?? 0,
      paymentType: offer.plan.payment_type,
    },
  ];
}
