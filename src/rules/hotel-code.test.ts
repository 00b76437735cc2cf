import { describe, expect, it } from 'vitest';
import { hotelCodeInPath, normaliseHotelCode } from './hotel-code.ts';

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

describe('hotelCodeInPath', () => {
  it('reads the hotel of the paths that name one', () => {
    expect(hotelCodeInPath('/reservation-tripla/sakura-osaka/search')).toBe('sakura-osaka');
    expect(hotelCodeInPath('/member-registration-tripla/Sakura%20Tokyo/open-signup')).toBe(
      'Sakura Tokyo',
    );
    expect(hotelCodeInPath('/corporate/sakura-tokyo/sign-in')).toBe('sakura-tokyo');
    expect(hotelCodeInPath('/hotels/tokyo-0004')).toBe('tokyo-0004');
  });
  it('names none elsewhere, nor for a malformed escape', () => {
    expect(hotelCodeInPath('/booking/result')).toBeUndefined();
    expect(hotelCodeInPath('/reservation-tripla/sakura-osaka')).toBeUndefined();
    expect(hotelCodeInPath('/reservation-tripla/%E0%A4%A/search')).toBeUndefined();
  });
});
