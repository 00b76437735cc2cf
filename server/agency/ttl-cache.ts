/** How long the profiles' sort keys and texts are reused: the list may lag ratings by this much. */
export const PROFILE_CACHE_MS = 10_000;
const MAX_ENTRIES = 500;

/**
 * `load` with each key's answer kept for `ttlMs` (at most 500 keys, oldest out first);
 * concurrent first calls for one key share one load, and a failed load is not kept.
 */
export function ttlCache<K, T>(
  load: (key: K) => Promise<T>,
  now: () => Date,
  ttlMs = PROFILE_CACHE_MS,
): (key: K) => Promise<T> {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return (key) => {
    const id = JSON.stringify(key);
    const at = now().getTime();
    const hit = entries.get(id);
    if (hit && at - hit.at < ttlMs) return hit.value;
    const value = load(key);
    value.catch(() => entries.delete(id));
    if (ttlMs > 0) {
      entries.delete(id);
      entries.set(id, { at, value });
      for (const old of entries.keys()) {
        if (entries.size <= MAX_ENTRIES) break;
        entries.delete(old);
      }
    }
    return value;
  };
}
