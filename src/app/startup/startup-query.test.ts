import { describe, expect, it } from 'vitest';
import { inlineStartupQuery } from './startup-query.ts';

describe('inlineStartupQuery', () => {
  it('builds the query from attributes, with the deep link winning', () => {
    const query = inlineStartupQuery({
      mode: 'inline',
      hotelCode: 'sakuratokyo',
      assetBase: 'https://p.example/widget/',
      locale: 'ar',
      currency: 'USD',
      search: { adults: '2', room_count: '1' },
      attributes: {},
      initialPath: '/booking/result?adults=3',
    });
    expect(Object.fromEntries(query)).toEqual({
      code: 'sakuratokyo',
      locale: 'ar',
      currency: 'USD',
      adults: '3',
      room_count: '1',
    });
  });
});
