/**
 * A seeded pseudo-random generator (mulberry32): the same seed gives the same catalogue on
 * every machine and every run, which `Math.random` cannot.
 */
export interface Prng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** An item drawn with probability proportional to its weight. */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T;
}

export function prng(seed: number): Prng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick,
    chance: (p) => next() < p,
    weighted(items, weight) {
      const total = items.reduce((sum, item) => sum + weight(item), 0);
      let left = next() * total;
      for (const item of items) {
        left -= weight(item);
        if (left < 0) return item;
      }
      return pick(items);
    },
  };
}

/** A stable 32-bit hash of a string (FNV-1a), to seed per-name drawings. */
export function hashString(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
