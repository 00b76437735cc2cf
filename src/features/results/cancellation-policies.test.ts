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

const TOKYO_EN = { hotelCode: 'sakura-tokyo', locale: 'en' } as const;

const policiesAnswer = () => Response.json({ data: [policy('FLEX'), policy('STRICT')] });

describe('cancellation policies asked for ahead', () => {
  it('gives the panel the answer asked for ahead, by code, without a second request', async () => {
    const { api, asked } = clientAnswering(policiesAnswer);
    askForPoliciesAhead(api, TOKYO_EN);
    askForPoliciesAhead(api, TOKYO_EN);
    const policies = await takePolicies(api, TOKYO_EN);
    expect([...policies.keys()]).toEqual(['FLEX', 'STRICT']);
    expect(asked).toEqual(['/api/v1/hotels/sakura-tokyo/cancellation_policies']);
  });

  it('asks afresh once the answer was taken, and for a hotel not asked for', async () => {
    const { api, asked } = clientAnswering(policiesAnswer);
    askForPoliciesAhead(api, TOKYO_EN);
    await takePolicies(api, TOKYO_EN);
    await takePolicies(api, TOKYO_EN);
    await takePolicies(api, { hotelCode: 'other-hotel', locale: 'en' });
    expect(asked).toEqual([
      '/api/v1/hotels/sakura-tokyo/cancellation_policies',
      '/api/v1/hotels/sakura-tokyo/cancellation_policies',
      '/api/v1/hotels/other-hotel/cancellation_policies',
    ]);
  });

  it('asks again in the language the guest switched to before searching', async () => {
    const { api, asked } = clientAnswering(policiesAnswer);
    askForPoliciesAhead(api, TOKYO_EN);
    askForPoliciesAhead(api, { hotelCode: 'sakura-tokyo', locale: 'ja' });
    await takePolicies(api, { hotelCode: 'sakura-tokyo', locale: 'ja' });
    await takePolicies(api, TOKYO_EN);
    // The English answer was replaced by the Japanese one: the English panel asked afresh.
    expect(asked).toHaveLength(3);
  });

  it('keeps another client’s answer apart (two widgets on one page)', async () => {
    const first = clientAnswering(policiesAnswer);
    const second = clientAnswering(policiesAnswer);
    askForPoliciesAhead(first.api, TOKYO_EN);
    await takePolicies(second.api, TOKYO_EN);
    expect(second.asked).toHaveLength(1);
    await takePolicies(first.api, TOKYO_EN);
    expect(first.asked).toHaveLength(1);
  });

  it('hands a failure to the panel that takes it, unheard until then', async () => {
    const { api } = clientAnswering(() => new Response('down', { status: 500 }));
    askForPoliciesAhead(api, TOKYO_EN);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await expect(takePolicies(api, TOKYO_EN)).rejects.toMatchObject({ status: 500 });
  });
});
