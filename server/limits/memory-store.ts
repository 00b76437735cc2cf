import { type GuessCounts, type GuessKeys, guessWaitMs } from './guess-policy.ts';
import { type LimitStore, type WindowCount, windowOf } from './store.ts';

/**
 * The in-process limit store: right for one process (the embedded default). Keys are forgotten
 * oldest first beyond `maxKeys`, so a flood of distinct addresses cannot fill memory.
 */
export function memoryLimitStore(maxKeys = 50_000): LimitStore {
  const windows = new Map<string, { index: number; count: number }>();
  const failed = new Map<string, number[]>();

  const bound = (map: Map<string, unknown>) => {
    while (map.size > maxKeys) {
      const first = map.keys().next();
      if (first.done) break;
      map.delete(first.value);
    }
  };
  /** The failure times of `key` inside the window (older ones dropped). */
  const recent = (key: string | undefined, windowMs: number, now: number): number[] => {
    if (key === undefined) return [];
    const list = (failed.get(key) ?? []).filter((at) => at > now - windowMs);
    if (list.length === 0) failed.delete(key);
    else failed.set(key, list);
    return list;
  };
  const countsOf = (keys: GuessKeys, windowMs: number, now: number): GuessCounts => ({
    address: recent(keys.address, windowMs, now),
    pair: recent(keys.pair, windowMs, now),
    account: recent(keys.account, windowMs, now).length,
  });

  return {
    async hit(key, windowMs, now): Promise<WindowCount> {
      const { index, resetAt } = windowOf(now, windowMs);
      const current = windows.get(key);
      const count = current?.index === index ? current.count + 1 : 1;
      windows.delete(key); // re-insert: the Map's order is "least recently used first"
      windows.set(key, { index, count });
      bound(windows);
      return { count, resetAt };
    },
    async guessWait(keys, policy, now) {
      return guessWaitMs(countsOf(keys, policy.windowMs, now), policy, now);
    },
    // Synchronous inside: nothing can run between the check and the record.
    async recordGuessFailure(keys, policy, now) {
      const waitMs = guessWaitMs(countsOf(keys, policy.windowMs, now), policy, now);
      if (waitMs > 0) return { waitMs };
      for (const key of [keys.address, keys.pair, keys.account]) {
        if (key === undefined) continue;
        const list = recent(key, policy.windowMs, now);
        list.push(now);
        failed.delete(key); // re-insert: the Map's order is "least recently failing first"
        failed.set(key, list);
      }
      bound(failed);
      return { recorded: true };
    },
    async forget(key) {
      failed.delete(key);
    },
    async close() {},
  };
}
