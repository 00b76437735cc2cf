import type { AssistFilters } from '../../../src/api/contract/agency.ts';
import { daysBetween } from '../../../src/rules/dates.ts';
import type { ExchangeRates } from '../../currency/rates.ts';

/**
 * The search query the filters make (`children` and `kids_ages` as the hotel search's own
 * parameters, product.md §2). The budget is per night in the guest's currency; the
 * search bounds the stay's total in yen, so it is converted at the table's rate (1 JPY =
 * rate) and multiplied by the nights. A currency without a rate leaves the price open.
 */
export async function toSearchQuery(
  filters: AssistFilters,
  rates: ExchangeRates,
): Promise<Record<string, string>> {
  const query: Record<string, string> = {};
  if (filters.area) query.area = filters.area;
  if (filters.kind) query.kind = filters.kind;
  if (filters.amenities.length) query.amenities = filters.amenities.join(',');
  if (filters.checkin) query.checkin = filters.checkin;
  if (filters.checkout) query.checkout = filters.checkout;
  if (filters.adults) query.adults = String(filters.adults);
  // Children fill the rooms like adults in the search; their ages go on to the hotel's page.
  if (filters.children) query.children = String(filters.children);
  if (filters.kids_ages) query.kids_ages = filters.kids_ages.join(',');
  if (filters.budget) {
    const nights =
      filters.checkin && filters.checkout ? daysBetween(filters.checkin, filters.checkout) : 1;
    const { amount, currency } = filters.budget;
    const rate = currency === 'JPY' ? '1' : (await rates.rate('JPY', currency))?.rate;
    if (rate && Number(rate) > 0)
      query.price_max = String(Math.round((amount / Number(rate)) * Math.max(1, nights)));
  }
  return query;
}
