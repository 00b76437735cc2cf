import { describe, expect, it } from 'vitest';
import { listHref, listQueryFrom } from './reservation-list.ts';

describe('my reservations list', () => {
  it('defaults to upcoming, page 1, and ignores what it does not know', () => {
    expect(listQueryFrom('')).toEqual({ status: 'upcoming', page: 1 });
    expect(listQueryFrom('status=lotto&page=0')).toEqual({ status: 'upcoming', page: 1 });
    expect(listQueryFrom('status=lottery')).toEqual({ status: 'lottery', page: 1 });
    expect(listQueryFrom('status=cancelled&page=3')).toEqual({ status: 'cancelled', page: 3 });
    expect(listQueryFrom('page=2.5')).toEqual({ status: 'upcoming', page: 1 });
  });

  it('links groups and pages, keeping the hotel code and leaving out the defaults', () => {
    expect(listHref('code=demo&page=4', { status: 'upcoming', page: 1 })).toBe(
      '/my-account/reservations?code=demo',
    );
    expect(listHref('code=demo', { status: 'completed', page: 2 })).toBe(
      '/my-account/reservations?code=demo&status=completed&page=2',
    );
  });
});
