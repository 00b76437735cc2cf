import { gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { DRAWING_BUDGET } from '../../../test/unit/bundle-sizes.ts';
import { describeOnDatabases } from '../../test/harness.ts';

describeOnDatabases("the size of the server's drawing", (get) => {
  it(`keeps the demo hotel's first screen within ${DRAWING_BUDGET} bytes gzip`, async () => {
    const res = await get().call(
      'GET',
      `/widget/first-screen?${new URLSearchParams({ a: '{"hotel-code":"sakura-tokyo"}' })}`,
    );
    expect(res.status).toBe(200);
    const size = gzipSync(JSON.stringify(res.body), { level: 9 }).length;
    expect(size).toBeGreaterThan(1000);
    expect(size).toBeLessThanOrEqual(DRAWING_BUDGET);
  });
});
