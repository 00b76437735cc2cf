import { describe, expect, it } from 'vitest';
import { redirectAddress } from './redirect-address.ts';
import { findRoute, type RouteDef } from './routes.ts';

/** The redirect of the route a path finds (fails when the path is no redirect). */
function redirectOf(path: string, search: string): string {
  const route = findRoute(path);
  if (!route?.redirect) throw new Error(`${path} is no redirect`);
  return redirectAddress(route as RouteDef & { redirect: string }, path, search);
}

describe('redirectAddress', () => {
  it('keeps the query of a plain redirect as it was written', () => {
    expect(redirectOf('/', 'code=sakura-tokyo&checkin=2027-01-08')).toBe(
      '/booking/result?code=sakura-tokyo&checkin=2027-01-08',
    );
    expect(redirectOf('/my-account', '')).toBe('/my-account/profile');
  });

  it('sends the single-hotel links of product.md §2 to the standard steps, at the root', () => {
    expect(
      redirectOf(
        '/reservation-tripla/sakura-osaka/search',
        'code=other&checkin=2027-01-08&promo_code=&adults=2',
      ),
    ).toBe('/booking/result?checkin=2027-01-08&adults=2&code=sakura-osaka');
    expect(redirectOf('/reservation-tripla/sakura-osaka/search/', '')).toBe(
      '/booking/result?code=sakura-osaka',
    );
    expect(redirectOf('/reservation-tripla/sakura-osaka/guest-detail', 'locale=ja')).toBe(
      '/reservation/guest-detail?locale=ja&code=sakura-osaka',
    );
    expect(redirectOf('/reservation-tripla/Sakura%20Osaka/payment', '')).toBe(
      '/reservation/payment?code=Sakura+Osaka',
    );
    expect(redirectOf('/reservation-tripla/sakura-osaka/confirmation', '')).toBe(
      '/search?code=sakura-osaka',
    );
  });

  it('leaves other reservation-tripla steps to the not-found page', () => {
    expect(findRoute('/reservation-tripla/sakura-osaka/elsewhere')).toBeUndefined();
    expect(findRoute('/reservation-tripla/sakura-osaka')).toBeUndefined();
  });
});
