import { describe, expect, it } from 'vitest';
import type { HotelDashboard } from '../../../api/contract/console/dashboard.ts';
import { brandSources, byCurrency, sharedDates, valuesOn } from './brand-figures.ts';

const hotel = (
  code: string,
  currency: string,
  sources: HotelDashboard['sources'],
): HotelDashboard => ({
  hotel_code: code,
  hotel_name: code,
  currency,
  today: '2030-01-01',
  nights: [],
  pickup: [],
  sources,
  totals: { rooms_sold: 0, revenue: 0, occupancy: 0, adr: 0, bookings: 0, cancellations: 0 },
});

describe('the brand dashboard’s figures', () => {
  it('draws only the dates every hotel has, each hotel’s figure on them', () => {
    const tokyo = [{ date: '2030-01-02' }, { date: '2030-01-03' }, { date: '2030-01-04' }];
    const honolulu = [{ date: '2030-01-01' }, { date: '2030-01-02' }, { date: '2030-01-03' }];
    const dates = sharedDates([tokyo, honolulu]);
    expect(dates).toEqual(['2030-01-02', '2030-01-03']);
    expect(
      valuesOn(
        tokyo.map((n, i) => ({ ...n, sold: i + 1 })),
        dates,
        (n) => n.sold,
      ),
    ).toEqual([1, 2]);
    expect(sharedDates([])).toEqual([]);
  });

  it('adds up the sources of every hotel, largest first, shares of the whole', () => {
    const sources = brandSources([
      hotel('a', 'JPY', [
        { source: 'widget', bookings: 3, share: 0.75 },
        { source: 'hosted', bookings: 1, share: 0.25 },
      ]),
      hotel('b', 'USD', [{ source: 'hosted', bookings: 4, share: 1 }]),
    ]);
    expect(sources).toEqual([
      { source: 'hosted', bookings: 5, share: 5 / 8 },
      { source: 'widget', bookings: 3, share: 3 / 8 },
    ]);
    expect(brandSources([hotel('c', 'JPY', [])])).toEqual([]);
  });

  it('keeps each currency’s hotels together, never mixing money', () => {
    const groups = byCurrency([
      hotel('a', 'JPY', []),
      hotel('b', 'USD', []),
      hotel('c', 'JPY', []),
    ]);
    expect(groups.map((g) => [g.currency, g.hotels.map((h) => h.hotel_code)])).toEqual([
      ['JPY', ['a', 'c']],
      ['USD', ['b']],
    ]);
  });
});
