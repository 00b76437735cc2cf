import { callEndpoint } from '../../api/client/call-endpoint.ts';
import type { ApiClient } from '../../api/client/types.ts';
import {
  getRecommenderSettings,
  recommendRooms,
} from '../../api/contract/endpoints/recommender.ts';
import type { Recommendation } from '../../api/contract/recommender.ts';
import type { recommendationQuery } from './recommender-model.ts';

/** The hotel's recommender settings (`GET settings/recommender_widget`, doc 2 §7). */
export async function loadRecommenderSettings(
  api: ApiClient,
  hotelCode: string,
  signal?: AbortSignal,
): Promise<{ room_recommender_enabled: boolean; max_recommendations: number }> {
  const answer = await callEndpoint(api, getRecommenderSettings, {
    params: { code: hotelCode },
    ...(signal ? { signal } : {}),
  });
  return answer.data;
}

/** The recommended offers for one answer (`GET /rooms/recommendation`). */
export async function loadRecommendations(
  api: ApiClient,
  query: ReturnType<typeof recommendationQuery>,
  signal?: AbortSignal,
): Promise<Recommendation> {
  const answer = await callEndpoint(api, recommendRooms, {
    query,
    ...(signal ? { signal } : {}),
  });
  return answer.data;
}
