import { describe, expect, it } from 'vitest';
import { addDays, stayNights } from '../../src/rules/dates.ts';
import { type DrawEntry, drawWinners, seededRandom } from './lottery-draw.ts';

const stay = (id: number, from: number, nights: number): DrawEntry => ({
  id,
  checkin: addDays('2030-05-01', from),
  checkout: addDays('2030-05-01', from + nights),
});

describe('drawWinners', () => {
  it('gives the same winners for the same entries and seed, whatever their order', () => {
    const entries = Array.from({ length: 30 }, (_, i) => stay(i + 1, i % 5, 2));
    const a = drawWinners(entries, 3, 12345);
    const b = drawWinners([...entries].reverse(), 3, 12345);
    expect([...a].sort()).toEqual([...b].sort());
  });

  it('never gives a night more winners than rooms held', () => {
    for (let seed = 0; seed < 200; seed++) {
      const random = seededRandom(seed + 7);
      const entries = Array.from({ length: 40 }, (_, i) =>
        stay(i + 1, Math.floor(random() * 6), 1 + Math.floor(random() * 3)),
      );
      const winners = drawWinners(entries, 2, seed);
      const perNight = new Map<string, number>();
      for (const e of entries.filter((x) => winners.has(x.id)))
        for (const n of stayNights(e.checkin, e.checkout))
          perNight.set(n, (perNight.get(n) ?? 0) + 1);
      expect(Math.max(...perNight.values())).toBeLessThanOrEqual(2);
      expect(winners.size).toBeGreaterThan(0);
    }
  });

  it('lets every entry win about equally often over many seeds (fair)', () => {
    const entries = [1, 2, 3, 4].map((id) => stay(id, 0, 2));
    const wins = new Map<number, number>();
    for (let seed = 0; seed < 4000; seed++)
      for (const id of drawWinners(entries, 1, seed)) wins.set(id, (wins.get(id) ?? 0) + 1);
    for (const id of [1, 2, 3, 4]) {
      expect(wins.get(id)).toBeGreaterThan(850);
      expect(wins.get(id)).toBeLessThan(1150);
    }
  });

  it('gives everyone a room when there are rooms enough', () => {
    const entries = [stay(1, 0, 2), stay(2, 2, 2), stay(3, 0, 1)];
    expect(drawWinners(entries, 2, 1).size).toBe(3);
    expect(drawWinners([], 2, 1).size).toBe(0);
  });
});
