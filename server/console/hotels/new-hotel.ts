import type { HotelDetails } from '../../../src/api/contract/console/hotel.ts';
import type { HotelSettings } from '../../db/schema.ts';
import { FLAGS_OFF } from '../../db/seed/build.ts';

/**
 * The settings of a hotel an owner adds in the console (issue 38): everything the widget's
 * start-up settings read, as a new hotel with nothing configured yet would have it (the widget's
 * defaults; the console's settings page changes them), plus what the owner gave.
 * `created_in_console` keeps the demo's start-up seeding from ever adding rates or stock to it.
 */
export function newHotelSettings(details: HotelDetails): HotelSettings {
  return {
    ...FLAGS_OFF,
    kids_type: 'tiers',
    kids_accept: false,
    kids_tiers: [],
    max_guests_per_room: 4,
    multi_rooms_search_limit: 1,
    reservable_period_months: 12,
    search_type: 'dated',
    // Japan's consumption tax for a Japanese hotel; elsewhere prices are entered with their tax.
    consumption_tax_percent: details.address.country === 'JP' ? 10 : 0,
    accommodation_tax: [],
    colours: { button: '#1c7ed6', header: '#ffffff' },
    header: '{{facility_name}}',
    available_languages: details.languages,
    payment_options: ['on_site'],
    room_search_filters: [],
    address: details.address,
    receipt_title: details.name,
    checkin_offset_days: 0,
    names: details.names,
    coordinates: details.coordinates,
    created_in_console: true,
  };
}
