import type { Kysely } from 'kysely';
import type { BookingWidgetSettings } from '../../src/api/contract/index.ts';
import { integrationsOff, plainFacilityShell } from '../../src/api/contract/settings-off.ts';
import { isMcpEnabled } from '../../src/rules/mcp.ts';
import type { ExchangeRates } from '../currency/rates.ts';
import type { Database } from '../db/schema.ts';
import { chatbotOf, DEFAULT_FONT_COLOUR } from './chatbot-setting.ts';
import type { Hotel } from './hotels.ts';
import { paymentGatewaySetting } from './payments/widget-gateway.ts';
import { recommenderSetting } from './recommender.ts';
import { dataLayers, trackingSetting } from './tracking.ts';

/** The init settings the widget loads first (product.md §3 "Hotel and brand settings"). */
export async function bookingWidgetSettings(
  db: Kysely<Database>,
  hotel: Hotel,
  rates: ExchangeRates,
): Promise<BookingWidgetSettings> {
  const brand = await db
    .selectFrom('brands')
    .selectAll()
    .where('id', '=', hotel.brand_id)
    .executeTakeFirstOrThrow();
  const s = hotel.settings;
  // Multi-currency offers exactly the currencies prices can be converted to (server/currency).
  const mcp = isMcpEnabled(s.mcp_enabled, brand.id);
  const mcpCurrencies = mcp ? await rates.currencies(hotel.currency) : [];
  const defaults = {
    checkin_date_offset: s.checkin_offset_days,
    sort_order: 'price_low_to_high',
    yesterday_bookable: false,
    available_rooms_only: true,
  };
  return {
    hotel_id: hotel.id,
    hotel_code: hotel.code,
    hotel_brand_id: brand.id,
    hotel_name: hotel.name,
    currency: hotel.currency,
    time_zone: hotel.time_zone,
    locale: hotel.locale,
    button_colour: s.colours.button,
    header_colour: s.colours.header,
    header: s.header,
    logo: s.logo ?? null,
    website_header_html: s.website_html?.header ?? '',
    website_footer_html: s.website_html?.footer ?? '',
    // The hotel's choice in the console (issue 44); absent: the whole search form.
    booking_widget_type: s.booking_widget_type ?? 'standard',
    max_guests_per_room: s.max_guests_per_room,
    kids_setting: {
      kids_type: s.kids_type,
      accept_type: s.kids_accept ? 'accept' : 'not_accept',
      shared_bed_type: s.kids_tiers.some((t) => !t.counts_as_guest) ? 'per_adult' : null,
    },
    kids_tiers: s.kids_tiers,
    room_search_filters: s.room_search_filters,
    search_type: s.search_type,
    plan_search_enabled: s.plan_search_enabled,
    day_use_search_active: s.day_use_search_active,
    multi_rooms_search_enabled: s.multi_rooms_search_enabled,
    coupon_active: s.coupon_active,
    voucher_coupon_active: s.voucher_coupon_active,
    show_prices_tax_included: s.show_prices_tax_included,
    kanji_name_required: s.kanji_name_required,
    customer_address_required: s.customer_address_required,
    mcp_enabled: s.mcp_enabled,
    turnstile_verification_enabled: s.turnstile_verification_enabled,
    facility_sign_in_enabled: s.facility_sign_in_enabled,
    point_program_disabled: s.point_program_disabled,
    percentage_coupon_discount_only: s.percentage_coupon_discount_only,
    bw_to_ota_enabled: s.bw_to_ota_enabled,
    default_search_setting: defaults,
    multi_rooms_search_limit: s.multi_rooms_search_limit,
    reservable_period_months: s.reservable_period_months,
    available_languages: s.available_languages,
    payment_options: s.payment_options,
    hotel_brand: {
      id: brand.id,
      code: brand.code,
      name: brand.name,
      first_party_cookie_setting: {
        status: brand.settings.first_party_domain ? 'completed' : 'none',
        domain_name: brand.settings.first_party_domain,
      },
      book_languages: brand.settings.book_languages,
      booking_widget_setting_attributes: {
        hotel_brand_id: brand.id,
        default_search_setting: defaults,
        tier: brand.settings.tier,
      },
    },
    address: s.address,
    receipt: { receipt_title: s.receipt_title, receipt_unicode: null },
    payment_gateway_setting: await paymentGatewaySetting(db, hotel.id),
    mcp_payment_gateway_setting: mcp ? { provider: 'reference', currencies: mcpCurrencies } : null,
    email_consent_setting: { is_active: true, default_checked: false },
    ...integrationsOff(),
    room_recommender_enabled: recommenderSetting(hotel).enabled,
    analytics_setting_attributes: ((tags) => ({
      head_tags: tags.head_tags,
      body_tags: tags.body_tags,
    }))(trackingSetting(hotel)),
    data_layers: dataLayers(trackingSetting(hotel)),
    // The reference server runs the chatbot bridge (issue 19); product.md §6: the brand-facility
    // chatbot is on for every brand but the excluded ids (the same two as multi-currency).
    // A hotel may set it in the console (issue 38).
    chatbot_setting: chatbotOf(hotel),
    facility_shell: {
      ...plainFacilityShell(s.font_colour ?? DEFAULT_FONT_COLOUR, brand.settings.sign_up_active, {
        membership_menu_redirect: webUrl(brand.settings.membership_menu_redirect_url),
        membership_customer_login_redirect: ((login) =>
          login ? { ...login, with_organization_url: null } : null)(
          webUrl(brand.settings.membership_login_redirect_url),
        ),
      }),
      // What the hotel console sets (issue 38); absent: the plain shell's.
      favicon: s.favicon ?? null,
      header_css: s.shell_css?.header ?? '',
      footer_css: s.shell_css?.footer ?? '',
      ...(s.membership_login_widget ? { membership_login_widget: s.membership_login_widget } : {}),
    },
  };
}

/** A configured page of the brand as `{ url }`, only for http(s) addresses. */
function webUrl(value: string | null | undefined): { url: string } | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? { url: url.href } : null;
  } catch {
    return null;
  }
}
