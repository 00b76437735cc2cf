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
});
