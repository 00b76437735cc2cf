import { describe, expect, it } from 'vitest';
import { agencyRedirect, agencyScreenOf } from './agency-routes.ts';

describe('agency routes', () => {
  it('names the agency screens and leaves the booking steps to the standard routes', () => {
    expect(agencyScreenOf('/')).toBe('home');
    expect(agencyScreenOf('/test')).toBe('home');
    expect(agencyScreenOf('/search-hotels/')).toBe('search');
    expect(agencyScreenOf('/hotels/sakura-kyoto')).toBe('hotel');
    expect(agencyScreenOf('/reservation/guest-detail')).toBeUndefined();
    expect(agencyScreenOf('/ota-sign-in')).toBeUndefined();
  });

  it('links the single-hotel paths to the hotel page and its booking steps', () => {
    expect(
      agencyRedirect(
        '/reservation-tripla/sakura-osaka/search',
        'code=x&checkin=2027-01-08&promo_code=',
      ),
    ).toBe('/hotels/sakura-osaka?checkin=2027-01-08');
    expect(agencyRedirect('/reservation-tripla/sakura-osaka/guest-detail', '')).toBe(
      '/reservation/guest-detail?code=sakura-osaka',
    );
    expect(agencyRedirect('/reservation-tripla/sakura-osaka/payment', '')).toBe(
      '/reservation/payment?code=sakura-osaka',
    );
    expect(agencyRedirect('/reservation-tripla/sakura-osaka/confirmation', '')).toBe(
      '/search?code=sakura-osaka',
    );
    expect(agencyRedirect('/confirm-reservation', 'code=a')).toBe(
      '/reservation/guest-detail?code=a',
    );
    expect(agencyRedirect('/reservation', '')).toBe('/');
    expect(agencyRedirect('/reservation/payment', 'code=a')).toBeUndefined();
    expect(agencyRedirect('/search-hotels', '')).toBeUndefined();
  });
});
