import { describe, expect, it } from 'vitest';
import { archiveFileName } from './archive-name.ts';

describe('archiveFileName', () => {
  const at = new Date('2026-11-29T23:58:07Z');

  it("stamps the file with the hotel's clock, to the second", () => {
    // Already the next day in Tokyo.
    expect(archiveFileName('', at, 'Asia/Tokyo')).toBe('reservations-20261130-085807.zip');
    expect(archiveFileName('', at, 'UTC')).toBe('reservations-20261129-235807.zip');
    expect(archiveFileName('', new Date('2027-01-02T03:04:05Z'), 'UTC')).toBe(
      'reservations-20270102-030405.zip',
    );
  });

  it('names the filter, made safe for any system', () => {
    expect(archiveFileName('2026-上期', at, 'Asia/Tokyo')).toBe(
      'reservations-2026-上期-20261130-085807.zip',
    );
    expect(archiveFileName('2026-a/b', at, 'UTC')).toBe(
      'reservations-2026-a_b-20261129-235807.zip',
    );
  });
});
