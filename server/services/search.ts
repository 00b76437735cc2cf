import type { Kysely } from 'kysely';
import type { RoomSearchQuery, RoomSearchResponse } from '../../src/api/contract/index.ts';
import { addDays } from '../../src/rules/dates.ts';
import { type FlightWithheld, flightWithheld } from '../../src/rules/flight-plans.ts';
import type { Locale } from '../../src/rules/locales.ts';
import type { Database } from '../db/schema.ts';
import { flightRefused } from '../domain/flight.ts';
import { findCoupon } from './coupons.ts';
import { type Hotel, hotelToday } from './hotels.ts';
import { type MemberViewer, mayBookPlan } from './members/members-only.ts';
import {
  evaluateStay,
  evaluateUndated,
  nextAvailableDate,
  restrictedPlans,
} from './search/evaluate.ts';
import {
  type CatalogueLoader,
  catalogueFrom,
  inventoryWindow,
  loadSearchData,
  type PlanNightsLoader,
  planNightsFrom,
  type SearchData,
} from './search/load.ts';
import { presentRooms, searchAnswer } from './search/present.ts';
import { readSearch } from './search/query.ts';
import { findUsableVoucher } from './wallet/vouchers.ts';

/** How far `search_next_available_date_if_no_result` looks ahead. */
const NEXT_AVAILABLE_WINDOW_DAYS = 60;

/**
 * The room search: read the query (search/query.ts), load the catalogue and inventory once
 * (search/load.ts), evaluate availability and prices (search/evaluate.ts, pure), and answer in
 * the contract's shape (search/present.ts); optionally look for the next free check-in.
 */
export async function searchRooms(
  db: Kysely<Database>,
  hotel: Hotel,
  q: RoomSearchQuery,
  now: Date,
  publicOrigin: string,
  viewer: MemberViewer | null = null,
  preview = false,
  catalogueOf: CatalogueLoader = catalogueFrom(db),
  /** The widget's language (`X-Locale`): room type and plan texts and photo alts in it. */
  locale: Locale | null = null,
  planNightsOf: PlanNightsLoader = planNightsFrom(db),
): Promise<RoomSearchResponse> {
  const bookable = (plan: Parameters<typeof mayBookPlan>[0]) =>
    mayBookPlan(plan, hotel.brand_id, viewer);
  const today = hotelToday(hotel, now);
  const read = readSearch(hotel, q, today);
  const withheld = flightWithheld({ undated: read.checkin === null, roomCount: read.rooms.length });
  if (withheld && q.dynamic_package === 'wbf') throw flightRefused(withheld);
  /** Loads the search's data without the flight plans this search may not offer. */
  const load = async (window: { from: string; to: string }) => {
    const data = await loadSearchData(
      db,
      hotel.id,
      window,
      publicOrigin,
      preview,
      catalogueOf,
      locale,
      planNightsOf,
    );
    return { hotel, today, ...withoutFlights(data, withheld) };
  };
  const code = q.coupon_code ?? q.promo_code;
  const search = code ? { ...read, coupon: await findCoupon(db, hotel, code, today) } : read;
  const order = q.order ?? 'price_low_to_high';
  const { checkin } = search;
  // Voucher mode: the voucher must fit this stay (periods, state) before anything is offered.
  if (q.mode === 'voucher' && q.voucher_coupon_code && checkin !== null)
    await findUsableVoucher(
      db,
      hotel,
      q.voucher_coupon_code,
      { checkin, checkout: addDays(checkin, search.nights) },
      today,
      viewer?.memberId,
    );

  if (checkin === null) {
    const window = inventoryWindow(null, today, hotel.settings.checkin_offset_days);
    const data = await load(window);
    const offers = evaluateUndated(data, search);
    return withFlightNote(
      data,
      searchAnswer(hotel, search, presentRooms(offers, data.catalogue, search, bookable), order, {
        checkin: null,
        checkout: null,
        next: null,
      }),
    );
  }
  const checkout = addDays(checkin, search.nights);
  const wantNext = (q.search_next_available_date_if_no_result ?? false) === true;
  const window = inventoryWindow(
    { checkin, checkout },
    today,
    hotel.settings.checkin_offset_days,
    wantNext ? NEXT_AVAILABLE_WINDOW_DAYS : 0,
  );
  const data = await load(window);
  const offers = evaluateStay(data, search, checkin);
  const next =
    offers.length === 0 && wantNext
      ? nextAvailableDate(data, search, checkin, NEXT_AVAILABLE_WINDOW_DAYS)
      : null;
  const answer = searchAnswer(
    hotel,
    search,
    presentRooms(offers, data.catalogue, search, bookable),
    order,
    { checkin, checkout, next },
  );
  // Plans the guest may not book anyway (members-only for a guest) are not explained.
  const restricted = restrictedPlans(data, search, checkin).filter((r) => {
    const plan = data.catalogue.plans.find((p) => p.code === r.room_plan_code);
    return plan !== undefined && bookable(plan);
  });
  return withFlightNote(data, restricted.length > 0 ? { ...answer, restricted } : answer);
}

/** The loaded data without stay-plus-flight plans when the search may not offer them. */
function withoutFlights(
  data: SearchData,
  withheld: FlightWithheld | null,
): SearchData & { flightWithheld: FlightWithheld | null } {
  const plans = withheld ? data.catalogue.plans.filter((p) => !p.includes_flight) : null;
  if (!plans || plans.length === data.catalogue.plans.length)
    return { ...data, flightWithheld: null };
  return { ...data, catalogue: { ...data.catalogue, plans }, flightWithheld: withheld };
}

/** Tells the widget why the hotel's flight plans are missing from this answer. */
function withFlightNote(
  data: { flightWithheld: FlightWithheld | null },
  answer: RoomSearchResponse,
): RoomSearchResponse {
  return data.flightWithheld ? { ...answer, flight_withheld: data.flightWithheld } : answer;
}
