import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../api/client/types.ts';
import { createMemorySessionStore } from '../../../api/session/memory-session-store.ts';
import { loadAdditionalQuestions } from './load-questions.ts';

const query = { label_filters: ['all_users'], checkin_date: '2030-05-01' };

/** An API client that records each GET and answers an empty list. */
function recordingApi() {
  const calls: { path: string; searchParams: unknown }[] = [];
  const get = async (path: string, _schema: unknown, options?: { searchParams?: unknown }) => {
    calls.push({ path, searchParams: options?.searchParams });
    return { data: [] };
  };
  const api = { get, sessionStore: createMemorySessionStore('test') } as unknown as ApiClient;
  return { api, calls };
}

describe('the additional-questions request', () => {
  it('asks the hotel list with the q filter only', async () => {
    const { api, calls } = recordingApi();
    await loadAdditionalQuestions(api, { hotelCode: 'sakura tokyo' }, query);
    expect(calls).toEqual([
      {
        path: 'hotels/sakura%20tokyo/additional_questions',
        searchParams: { q: JSON.stringify(query) },
      },
    ]);
  });

  it('names the facility as code on the brand call', async () => {
    const { api, calls } = recordingApi();
    await loadAdditionalQuestions(api, { brandId: 7, facilityCode: 'sakura-tokyo' }, query);
    expect(calls).toEqual([
      {
        path: 'hotel_brands/7/additional_questions',
        searchParams: { q: JSON.stringify(query), code: 'sakura-tokyo' },
      },
    ]);
  });
});

describe('loadAdditionalQuestions', () => {
  it('sends code on the brand call and keeps lists of two facilities apart', async () => {
    const { api, calls } = recordingApi();
    await loadAdditionalQuestions(api, { brandId: 1, facilityCode: 'sakura-tokyo' }, query);
    await loadAdditionalQuestions(api, { brandId: 1, facilityCode: 'sakura-tokyo' }, query);
    await loadAdditionalQuestions(api, { brandId: 1, facilityCode: 'sakura-kyoto' }, query);
    expect(calls).toEqual([
      {
        path: 'hotel_brands/1/additional_questions',
        searchParams: { q: JSON.stringify(query), code: 'sakura-tokyo' },
      },
      {
        path: 'hotel_brands/1/additional_questions',
        searchParams: { q: JSON.stringify(query), code: 'sakura-kyoto' },
      },
    ]);
  });
});
