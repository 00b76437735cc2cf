// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { readConfig, searchOf, searchParam } from './attributes.ts';
import { readDeepLink } from './deep-link.ts';

const element = (attributes: Record<string, string>) => {
  const el = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  return el;
};

describe('readConfig', () => {
  it('maps search attributes to the spec query parameters and ignores the others', () => {
    const config = readConfig(
      element({
        'hotel-code': 'Sakura-Tokyo',
        rooms: '2',
        'day-use': 'true',
        'kids-ages': '3,5',
        'promo-code': ' SPRING ',
        adults: '',
        'header-html': '<b>x</b>',
        mode: 'modal',
        currency: 'usd',
      }),
      'https://p.example/widget/',
    );
    expect(searchOf(config.attributes)).toEqual({
      room_count: '2',
      is_day_use: 'true',
      kids_ages: '3,5',
      promo_code: 'SPRING',
    });
    expect(config).toMatchObject({ mode: 'modal', hotelCode: 'sakuratokyo', currency: 'USD' });
    expect(config.attributes['header-html']).toBe('<b>x</b>');
  });

  it('falls back to inline for an unknown mode', () => {
    expect(readConfig(element({ mode: 'popup' }), '').mode).toBe('inline');
  });

  it('knows exactly the search attributes', () => {
    expect(searchParam('checkout')).toBe('checkout');
    expect(searchParam('search-type')).toBe('search_type');
    expect(searchParam('coupon-code')).toBe('coupon_code');
    expect(searchParam('room_count')).toBeUndefined();
    expect(searchParam('hotel-code')).toBeUndefined();
    expect(searchParam('checkins')).toBeUndefined();
  });
});

describe('readDeepLink', () => {
  it('opens the results with the criteria, without the link parameters or empty values', () => {
    expect(
      readDeepLink(
        '?hotel_booking=search&code=Sakura_Tokyo&checkin=2026-01-02&adults=&adults=2',
        'sakuratokyo',
      ),
    ).toBe('/booking/result?checkin=2026-01-02&adults=2');
    expect(readDeepLink('?hotel_booking=confirm', 'sakuratokyo')).toBe('/search');
  });

  it('ignores links for another hotel and pages without a link', () => {
    expect(readDeepLink('?hotel_booking=search&hotel_code=other', 'sakuratokyo')).toBeUndefined();
    expect(readDeepLink('?checkin=2026-01-02', 'sakuratokyo')).toBeUndefined();
  });
});
