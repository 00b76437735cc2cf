import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../api/client/create-client.ts';
import type { ApiClient } from '../../api/client/types.ts';
import { createMemorySessionStore } from '../../api/session/memory-session-store.ts';
import { askForPoliciesAhead, takePolicies } from './cancellation-policies.ts';

const policy = (code: string) => ({
  code,
  title: `Policy ${code}`,
  lines: [],
  cancel_before_at: null,
  cancellation_policy_parts: [],
  no_show_percentage_of_cost: 100,
});

/** A real client whose fetch answers the policies call and counts what crossed it. */
function clientAnswering(answer: () => Response): { api: ApiClient; asked: string[] } {
  const asked: string[] = [];
  const api = createApiClient({
    apiBase: 'https://provider.example',
    hotelCode: 'sakuratokyo',
    getLocale: () => 'en',
    sessionStore: createMemorySessionStore('session'),
    retryDelayMs: () => 0,
    fetch: async (input) => {
      asked.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
      return answer();
    },
  });
  return { api, asked };
}

const policiesAnswer = () => Response.json({ data: [policy('FLEX'), policy('STRICT')] });

describe('cancellation policies asked for ahead', () => {
  it('gives the panel the answer asked for ahead, by code, without a second request', async () => {
    const { api, asked } = clientAnswering(policiesAnswer);
    askForPoliciesAhead(api, 'sakura-tokyo');
    askForPoliciesAhead(api, 'sakura-tokyo');
    const policies = await takePolicies(api, 'sakura-tokyo');
    expect([...policies.keys()]).toEqual(['FLEX', 'STRICT']);
    expect(asked).toEqual(['/api/v1/hotels/sakura-tokyo/cancellation_policies']);
  });

  it('asks afresh once the answer was taken, and for a hotel not asked for', async () => {
    const { api, asked } = clientAnswering(policiesAnswer);
    askForPoliciesAhead(api, 'sakura-tokyo');
    await takePolicies(api, 'sakura-tokyo');
    await takePolicies(api, 'sakura-tokyo');
    await takePolicies(api, 'other-hotel');
    expect(asked).toEqual([
      '/api/v1/hotels/sakura-tokyo/cancellation_policies',
      '/api/v1/hotels/sakura-tokyo/cancellation_policies',
      '/api/v1/hotels/other-hotel/cancellation_policies',
    ]);
  });

  it('keeps another client’s answer apart (two widgets on one page)', async () => {
    const first = clientAnswering(policiesAnswer);
    const second = clientAnswering(policiesAnswer);
    askForPoliciesAhead(first.api, 'sakura-tokyo');
    await takePolicies(second.api, 'sakura-tokyo');
    expect(second.asked).toHaveLength(1);
    await takePolicies(first.api, 'sakura-tokyo');
    expect(first.asked).toHaveLength(1);
  });

  it('hands a failure to the panel that takes it, unheard until then', async () => {
    const { api } = clientAnswering(() => new Response('down', { status: 500 }));
    askForPoliciesAhead(api, 'sakura-tokyo');
    await new Promise((resolve) => setTimeout(resolve, 20));
    await expect(takePolicies(api, 'sakura-tokyo')).rejects.toMatchObject({ status: 500 });
  });
});
