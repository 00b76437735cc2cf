import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { memoryLimitStore } from '../../limits/memory-store.ts';
import { redisLimitStore } from '../../limits/redis-store.ts';
import type { LimitStore } from '../../limits/store.ts';
import {
  CORPORATE_DOWNLOAD_WINDOW_MS,
  CORPORATE_DOWNLOADS_PER_WINDOW,
  countCorporateDownload,
  DownloadLimitReached,
} from './download-limit.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const stores: [string, () => LimitStore][] = [
  ['memory', () => memoryLimitStore()],
  ['redis', () => redisLimitStore(REDIS_URL, `hb-test:${randomUUID()}:`)],
];

/** Whether one download of `member` at `now` is allowed (false: refused with 1600). */
const allowed = async (store: LimitStore, member: number, now: number) => {
  try {
    await countCorporateDownload(store, member, now);
    return true;
  } catch (error) {
    if (error instanceof DownloadLimitReached) return false;
    throw error;
  }
};

describe('countCorporateDownload', () => {
  for (const [name, makeStore] of stores) {
    it(`allows the window's downloads per member, then waits for the next window (${name})`, async () => {
      const store = makeStore();
      try {
        const start = 1_000 * CORPORATE_DOWNLOAD_WINDOW_MS; // a window's first millisecond
        for (let i = 0; i < CORPORATE_DOWNLOADS_PER_WINDOW; i++)
          expect(await allowed(store, 1, start + i)).toBe(true);
        const refused = await countCorporateDownload(store, 1, start + 60_000).catch(
          (error: unknown) => error,
        );
        expect(refused).toBeInstanceOf(DownloadLimitReached);
        expect(refused).toMatchObject({
          code: 1600,
          status: 429,
          retryAfter: CORPORATE_DOWNLOAD_WINDOW_MS / 1000 - 60,
          payload: { retry_after: CORPORATE_DOWNLOAD_WINDOW_MS / 1000 - 60 },
        });
        // Another admin counts on its own; the next window starts afresh.
        expect(await allowed(store, 2, start + 60_000)).toBe(true);
        expect(await allowed(store, 1, start + CORPORATE_DOWNLOAD_WINDOW_MS)).toBe(true);
      } finally {
        await store.close();
      }
    });
  }

  it('lets processes sharing Redis allow exactly the limit between them, however they race', async () => {
    const prefix = `hb-test:${randomUUID()}:`;
    const processes = [redisLimitStore(REDIS_URL, prefix), redisLimitStore(REDIS_URL, prefix)];
    try {
      const now = Date.now();
      const outcomes = await Promise.all(
        Array.from({ length: 3 * CORPORATE_DOWNLOADS_PER_WINDOW }, (_, i) =>
          allowed(processes[i % 2] as LimitStore, 7, now),
        ),
      );
      expect(outcomes.filter(Boolean)).toHaveLength(CORPORATE_DOWNLOADS_PER_WINDOW);
    } finally {
      await Promise.all(processes.map((store) => store.close()));
    }
  });
});
