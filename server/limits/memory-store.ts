import { randomUUID } from 'node:crypto';
import { type LimitStore, type WindowCount, windowOf } from './store.ts';

/**
 * The in-process limit store: right for one process (the embedded default). Keys are forgotten
 * oldest first beyond `maxKeys`, so a flood of distinct addresses cannot fill memory.
 */
export function memoryLimitStore(maxKeys = 50_000): LimitStore {
  const windows = new Map<string, { index: number; count: number }>();
  const failed = new Map<string, { at: number; id: string }[]>();

  const bound = (map: Map<string, unknown>) => {
    while (map.size > maxKeys) {
      const first = map.keys().next();
      if (first.done) break;
      map.delete(first.value);
    }
  };
  const recent = (key: string, windowMs: number, now: number) => {
    const list = (failed.get(key) ?? []).filter((f) => f.at > now - windowMs);
    if (list.length === 0) failed.delete(key);
    else failed.set(key, list);
    return list;
  };

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
    async failures(key, windowMs, now) {
      return recent(key, windowMs, now).map((f) => f.at);
    },
    async addFailure(key, windowMs, now) {
      const list = recent(key, windowMs, now);
      list.push({ at: now, id: randomUUID() });
      failed.delete(key);
      failed.set(key, list);
      bound(failed);
    },
    // Synchronous inside: nothing can run between the check and the record.
    async tryAddFailure(keys, { max, windowMs, now }) {
      let waitMs = 0;
      for (const key of keys) {
        const list = recent(key, windowMs, now);
        const oldest = list[list.length - max];
        if (list.length >= max && oldest) waitMs = Math.max(waitMs, oldest.at + windowMs - now);
      }
      if (waitMs > 0) return { waitMs };
      const id = randomUUID();
      for (const key of keys) {
        const list = recent(key, windowMs, now);
        list.push({ at: now, id });
        failed.delete(key);
        failed.set(key, list);
      }
      bound(failed);
      return { recorded: true };
    },
    async close() {},
  };
}
