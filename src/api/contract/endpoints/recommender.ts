import type { Endpoint } from '../endpoint.ts';
import {
  RecommendationQuerySchema,
  RecommendationResponseSchema,
  RecommenderSettingsSchema,
} from '../recommender.ts';

/** The room recommender's settings (doc 2 §7 `settings/recommender_widget`). */
export const getRecommenderSettings = {
  method: 'get',
  path: '/api/v1/hotels/:code/settings/recommender_widget',
  response: RecommenderSettingsSchema,
  tag: 'settings',
  summary: 'Recommender settings',
} as const satisfies Endpoint;

/** The room recommender: the hotel's best offers of a search for what matters most. */
export const recommendRooms = {
  method: 'get',
  path: '/api/v1/rooms/recommendation',
  query: RecommendationQuerySchema,
  response: RecommendationResponseSchema,
  tag: 'rooms',
  summary: 'The room recommender: the best offers of a search for what matters most',
  errors: {
    404: '9404: no hotel has this `code`, or its recommender is off',
    422: '1903: beyond the reservable period',
  },
} as const satisfies Endpoint;
