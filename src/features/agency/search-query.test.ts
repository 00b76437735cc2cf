import { describe, expect, it } from 'vitest';
import {
  chipsOf,
  hotelPageQuery,
  kidsAgesOf,
  readQuery,
  searchAddress,
  withChanges,
} from './search-query.ts';

describe('agency search query', () => {
  it('keeps the known, non-empty parameters', () => {
    expect(readQuery('area=kyoto&x=1&q=&adults=2&page=3')).toEqual({
      area: 'kyoto',
      adults: '2',
      page: '3',
    });
  });

  it('makes one chip per filter value, each removing only itself and the page', () => {
    const query = {
      area: 'kyoto,nara',
      amenities: 'onsen,quiet',
      checkin: '2027-01-08',
      checkout: '2027-01-10',
      adults: '2',
      price_max: '30000',
      page: '2',
    };
    const chips = chipsOf(query);
    expect(chips.map((c) => [c.key, c.value])).toEqual([
      ['area', 'kyoto'],
      ['area', 'nara'],
      ['amenities', 'onsen'],
      ['amenities', 'quiet'],
      ['dates', '2027-01-08 – 2027-01-10'],
      ['adults', '2'],
      ['price_max', '30000'],
    ]);
    expect(chips[1]?.without).toEqual({
      area: 'kyoto',
      amenities: 'onsen,quiet',
      checkin: '2027-01-08',
      checkout: '2027-01-10',
      adults: '2',
      price_max: '30000',
    });
    expect(chips[4]?.without.checkin).toBeUndefined();
    expect(chips[4]?.without.checkout).toBeUndefined();
  });

  it('changes a query back to page 1 and drops emptied keys', () => {
    expect(withChanges({ q: 'onsen', page: '4' }, { q: '', order: 'rating' })).toEqual({
      order: 'rating',
    });
  });

  it('builds the search and hotel page addresses', () => {
    expect(searchAddress({})).toBe('/search-hotels');
    expect(searchAddress({ area: 'kyoto' })).toBe('/search-hotels?area=kyoto');
    expect(hotelPageQuery({ checkin: '2027-01-08', checkout: '2027-01-10', adults: '3' })).toBe(
      'checkin=2027-01-08&checkout=2027-01-10&adults=3',
    );
    expect(hotelPageQuery({ checkin: '2027-01-08', area: 'kyoto' })).toBe('');
  });

  it('keeps the children and their ages of an assisted search, for the search and the hotel page', () => {
    const query = readQuery('area=nara&adults=2&children=2&kids_ages=4,9');
    expect(query).toEqual({ area: 'nara', adults: '2', children: '2', kids_ages: '4,9' });
    expect(kidsAgesOf(query)).toEqual([4, 9]);
    // One chip for the children; removing it removes their ages too.
    const chip = chipsOf(query).find((c) => c.key === 'children');
    expect(chip?.value).toBe('2');
    expect(chip?.without).toEqual({ area: 'nara', adults: '2' });
    expect(new URLSearchParams(hotelPageQuery(query)).toString()).toBe(
      'adults=2&children=2&kids_ages=4%2C9',
    );
    // Ages that are not one per child, or not a child's, are not taken on.
    expect(kidsAgesOf({ children: '3', kids_ages: '4,9' })).toEqual([]);
    expect(kidsAgesOf({ children: '1', kids_ages: '30' })).toEqual([]);
    expect(hotelPageQuery({ adults: '2', children: '1' })).toBe('adults=2&children=1');
  });
});
