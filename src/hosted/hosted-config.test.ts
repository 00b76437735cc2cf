import { describe, expect, it } from 'vitest';
import { hostedConfig } from './hosted-config.ts';

describe('hosted config', () => {
  it('takes the hotel from the query, else from a …-tripla/{code}/ or corporate/{code}/ path', () => {
    expect(hostedConfig(new URL('https://p.example/sign-in?code=Sakura-Tokyo')).hotelCode).toBe(
      'sakuratokyo',
    );
    expect(
      hostedConfig(new URL('https://p.example/member-registration-tripla/sakura-tokyo/open-signup'))
        .hotelCode,
    ).toBe('sakuratokyo');
    expect(
      hostedConfig(new URL('https://p.example/corporate/Sakura_Tokyo/sign-in')).hotelCode,
    ).toBe('sakuratokyo');
    expect(hostedConfig(new URL('https://p.example/booking/result')).hotelCode).toBe('');
  });

  it('takes the search prefill parameters the element could set, and no others', () => {
    const url = new URL(
      'https://p.example/booking/result?code=a&room_count=2&is_day_use=true&kids_ages=3&promo_code=X&rooms=9&day_use=1&adults=',
    );
    expect(hostedConfig(url).search).toEqual({
      room_count: '2',
      is_day_use: 'true',
      kids_ages: '3',
      promo_code: 'X',
    });
  });
});
