import { describe, expect, it } from 'vitest';
import type { WidgetConfig } from '../../../loader/widget-api.ts';
import { awayTo, hostedResultsUrl } from './search-away.ts';

const config: WidgetConfig = {
  mode: 'inline',
  hotelCode: 'sakuratokyo',
  assetBase: 'https://provider.example/widget/',
  attributes: { mode: 'bar', checkin: '2027-01-01' },
  initialPath: '/booking/result',
  locale: 'ja',
  currency: 'USD',
  search: { checkin: '2027-01-01' },
};

describe("the booking bar's search elsewhere", () => {
  it("is the provider's hosted results for the hotel, language and currency, the guest's search winning over the prefill", () => {
    const url = new URL(
      hostedResultsUrl(config, { checkin: '2027-02-03', checkout: '2027-02-05', adults: '3' }),
    );
    expect(url.origin + url.pathname).toBe('https://provider.example/booking/result');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      code: 'sakuratokyo',
      locale: 'ja',
      currency: 'USD',
      checkin: '2027-02-03',
      checkout: '2027-02-05',
      adults: '3',
    });
  });

  it('does nothing more for the results below the bar (the widget searches itself)', () => {
    expect(awayTo('results', config, { place: null, returnTo: null })).toBeUndefined();
    for (const target of ['modal', 'new-tab', 'hosted'] as const)
      expect(awayTo(target, config, { place: null, returnTo: null })).toBeTypeOf('function');
  });
});
