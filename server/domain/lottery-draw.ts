import { stayNights } from '../../src/rules/dates.ts';

/** One entry taking part in a draw: its id (the stable order) and its stay. */
export interface DrawEntry {
  id: number;
  checkin: string;
  checkout: string;
}

/** mulberry32: a small, well-mixed 32-bit generator; the same seed gives the same sequence. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * The winners of a draw, fair and reproducible: the entries, taken in id order, are shuffled
 * with Fisher–Yates driven by `seed` (every order equally likely), then each entry in that
 * order wins if every night of its stay still has a held room. So no night is ever given more
 * winners than `roomsHeld`, and the same entries and seed always give the same winners.
 */
export function drawWinners(
  entries: readonly DrawEntry[],
  roomsHeld: number,
  seed: number,
): Set<number> {
  const order = [...entries].sort((a, b) => a.id - b.id);
  const random = seededRandom(seed);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const swap = order[i] as DrawEntry;
    order[i] = order[j] as DrawEntry;
    order[j] = swap;
  }
  const taken = new Map<string, number>();
  const winners = new Set<number>();
  for (const entry of order) {
    const nights = stayNights(entry.checkin, entry.checkout);
    if (nights.some((night) => (taken.get(night) ?? 0) >= roomsHeld)) continue;
    for (const night of nights) taken.set(night, (taken.get(night) ?? 0) + 1);
    winners.add(entry.id);
  }
  return winners;
}
