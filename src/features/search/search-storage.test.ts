// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { criteriaFrom } from '../../shared/search/criteria.ts';
import { cookieRecord, writeSearchCookie } from './remember-search.ts';
import { cookieParams, readSearchCookie, searchCookieName } from './search-storage.ts';

describe('search criteria cookie', () => {
  it('round-trips through a base64 cookie keyed by hotel code, children included', () => {
    const criteria = {
      ...criteriaFrom(
        { checkin: '2026-12-01', checkout: '2026-12-04', adults: '3', room_count: '2' },
        { today: '2026-11-22' },
      ),
    };
    const rooms = [
      { adults: 3, kidsAges: [4, null], kidsTiers: {} },
      { adults: 1, kidsAges: [], kidsTiers: { A: 1 } },
    ];
    writeSearchCookie(document, 'sakuratokyo', cookieRecord({ ...criteria, rooms }, 3));
    const raw = document.cookie
      .split('; ')
      .find((c) => c.startsWith(searchCookieName('sakuratokyo')));
    expect(raw && /^[A-Za-z0-9+/=]+$/.test(raw.split('=').slice(1).join('='))).toBe(true);
    const back = readSearchCookie(document, 'sakuratokyo');
    expect(back).toMatchObject({
      checkin: '2026-12-01',
      checkout: '2026-12-04',
      adults: 3,
      room_count: 2,
      nights: 3,
      rooms,
    });
    expect(back && cookieParams(back)).toMatchObject({
      checkin: '2026-12-01',
      adults: '3',
      room_count: '2',
    });
    expect(readSearchCookie(document, 'sakurakyoto')).toBeUndefined();
  });

  it('ignores a cookie it cannot read', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test plants a cookie the widget never writes.
    document.cookie = `${searchCookieName('broken')}=not-base64!; Path=/`;
    expect(readSearchCookie(document, 'broken')).toBeUndefined();
  });
});
