import { describe, expect, it } from 'vitest';
import { normaliseHotelCode } from './hotel-code.ts';

describe('normaliseHotelCode', () => {
  it('lower-cases and drops spaces, hyphens and underscores', () => {
    expect(normaliseHotelCode('Sakura-Tokyo')).toBe('sakuratokyo');
    expect(normaliseHotelCode(' sakura_ tokyo ')).toBe('sakuratokyo');
    expect(normaliseHotelCode('SAKURA--KYOTO__2')).toBe('sakurakyoto2');
  });
  it('leaves other characters alone', () => {
    expect(normaliseHotelCode('hotel.9')).toBe('hotel.9');
  });
});
