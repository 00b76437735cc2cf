import type { Kysely } from 'kysely';
import { type ExchangeRates, ratesReadFrom } from '../currency/rates.ts';
import type { Database } from '../db/schema.ts';
import { findHotel } from './hotels.ts';
import { hotelKey, searchView } from './search/kept.ts';
import { bookingWidgetSettings } from './settings.ts';

/**
 * A hotel's init settings as the answer's JSON (`{ "data": … }`), for the settings call and the
 * server's drawing of the first screen, which every widget start and page view ask. The
 * process keeps it in step with the database (services/search/kept.ts, migration 028) when the
 * multi-currency rates come from this database's table, which announces its changes; a
 * deployment's own rates feed is asked every time. An unknown code throws findHotel's 404.
 */
export async function bookingWidgetSettingsJson(
  db: Kysely<Database>,
  rates: ExchangeRates,
  code: string,
): Promise<string> {
  const build = async (hotel: Awaited<ReturnType<typeof findHotel>>) =>
    JSON.stringify({ data: await bookingWidgetSettings(db, hotel, rates) });
  if (!ratesReadFrom(rates, db)) return build(await findHotel(db, code));
  const view = await searchView(db);
  const hotel = await view.hotel(hotelKey(code), () => findHotel(db, code));
  return view.settings(hotel.id, 'booking_widget', () => build(hotel));
}
