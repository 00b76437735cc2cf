import { describe, expect, it } from 'vitest';
import { FACILITY_BOOKING_LOCALES } from '../../src/rules/locales.ts';
import { CATALOGUE_SEED, DEFAULT_CATALOGUE_SIZE, generateCatalogue } from './generate.ts';

describe('catalogue generator', () => {
  const hotels = generateCatalogue();

  it('makes the same 2,100 hotels every time, and others from another seed', () => {
    expect(hotels).toHaveLength(DEFAULT_CATALOGUE_SIZE);
    expect(DEFAULT_CATALOGUE_SIZE).toBeGreaterThan(2000);
    expect(generateCatalogue()).toEqual(hotels);
    // A smaller catalogue is the start of the full one (tests seed a slice of it).
    expect(generateCatalogue(50)).toEqual(hotels.slice(0, 50));
    expect(generateCatalogue(50, CATALOGUE_SEED + 1)).not.toEqual(hotels.slice(0, 50));
    expect(new Set(hotels.map((h) => h.code)).size).toBe(hotels.length);
  });

  it('spreads them over Japan and its neighbours with sane figures', () => {
    const countries = new Set(hotels.map((h) => h.area.country));
    expect([...countries].sort()).toEqual(['JP', 'KR', 'TW']);
    expect(new Set(hotels.map((h) => h.area.code)).size).toBeGreaterThan(20);
    expect(new Set(hotels.map((h) => h.kind)).size).toBe(5);
    for (const h of hotels) {
      expect(Math.abs(h.lat - h.area.lat)).toBeLessThan(0.1);
      expect(h.rating).toBeGreaterThanOrEqual(2.8);
      expect(h.rating).toBeLessThanOrEqual(5);
      expect(h.room_types.length).toBeGreaterThanOrEqual(2);
      expect(h.plans.length).toBe(h.room_types.length * 2);
      for (const rt of h.room_types) expect(rt.base_price).toBeGreaterThan(0);
      // Texts only in the languages a facility may book in (product.md §1).
      expect(Object.keys(h.texts).sort()).toEqual([...FACILITY_BOOKING_LOCALES].sort());
    }
    const ryokan = hotels.find((h) => h.kind === 'ryokan');
    expect(ryokan?.texts.ja?.name).toContain('旅館');
  });
});
