import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../../api/client/types.ts';
import { loadStayExtras } from './load-extras.ts';

const stay = {
  hotelCode: 'sakura-tokyo',
  checkin: '2030-05-01',
  checkout: '2030-05-03',
  planKey: 'STD-BB',
};

/** An API client that records each GET: no extras, and one plan including a breakfast. */
function recordingApi() {
  const paths: string[] = [];
  const get = async (path: string) => {
    paths.push(path);
    return path.endsWith('/plans')
      ? { data: [{ room_plan_code: 'STD-BB', inclusive_extra_ids: ['breakfast'] }] }
      : { data: [] };
  };
  return { api: { get } as unknown as ApiClient, paths };
}

describe('the extras of a stay', () => {
  it('asks the plans for what they include when the draft does not know', async () => {
    const { api, paths } = recordingApi();
    const loaded = await loadStayExtras(api, stay);
    expect(paths).toEqual(['hotels/sakura-tokyo/extras', 'hotels/sakura-tokyo/plans']);
    expect([...loaded.inclusive]).toEqual(['breakfast']);
  });

  it('takes what the draft knows (from the search answer) without asking the plans', async () => {
    const { api, paths } = recordingApi();
    const loaded = await loadStayExtras(api, { ...stay, included: ['wifi'] });
    expect(paths).toEqual(['hotels/sakura-tokyo/extras']);
    expect([...loaded.inclusive]).toEqual(['wifi']);
  });
});
