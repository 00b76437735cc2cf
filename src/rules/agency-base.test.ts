import { describe, expect, it } from 'vitest';
import { agencyBaseOf, belowBase } from './agency-base.ts';

describe('agency base path', () => {
  it('is /ota for the agency site and nothing for the standard app', () => {
    expect(agencyBaseOf('/ota')).toBe('/ota');
    expect(agencyBaseOf('/ota/search-hotels')).toBe('/ota');
    expect(agencyBaseOf('/otaku')).toBe('');
    expect(agencyBaseOf('/reservation/guest-detail')).toBe('');
  });

  it('gives the address below the base', () => {
    expect(belowBase('/ota/hotels/x?a=1', '/ota')).toBe('/hotels/x?a=1');
    expect(belowBase('/ota?q=1', '/ota')).toBe('/?q=1');
    expect(belowBase('/booking/result', '')).toBe('/booking/result');
  });
});
