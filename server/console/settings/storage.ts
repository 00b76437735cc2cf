import {
  PAYMENT_OPTIONS,
  type SettingsDocument,
  type SettingsDocumentInput,
} from '../../../src/api/contract/console/settings.ts';
import { DEFAULT_CURRENCY, toCurrencyCode } from '../../../src/rules/currencies.ts';
import { DEFAULT_DATA_LAYER } from '../../../src/rules/data-layer-name.ts';
import { DEFAULT_LOCALE, isLocale, toLocale } from '../../../src/rules/locales.ts';
import type { HotelSettings } from '../../db/schema.ts';
import { chatbotOf, DEFAULT_FONT_COLOUR } from '../../services/chatbot-setting.ts';
import type { Hotel } from '../../services/hotels.ts';
import { trackingSetting } from '../../services/tracking.ts';

/**
 * Where each field of the console's settings document lives. Everything is the hotel's own row:
 * its columns (name, time zone, currency, locale) and its `settings` JSON, so a save is one
 * UPDATE, which migration 026's trigger announces (`c<hotel id>`) and every process drops its
 * kept settings answers for the hotel at once (services/search/kept.ts).
 *
 * | section.field | stored in |
 * |---|---|
 * | hotel.name, time_zone, currency, locale | hotels.name, time_zone, currency, locale |
 * | hotel.names, address, coordinates | settings.names, address, coordinates |
 * | hotel.languages | settings.available_languages |
 * | appearance.booking_widget_type | settings.booking_widget_type (absent: standard) |
 * | appearance.button/header_colour | settings.colours.button/header |
 * | appearance.font_colour, logo, favicon | settings.font_colour, logo, favicon |
 * | appearance.header | settings.header |
 * | appearance.header/footer_html | settings.website_html.header/footer |
 * | appearance.header/footer_css | settings.shell_css.header/footer |
 * | currencies.multi_currency | settings.mcp_enabled |
 * | payments.payment_options | settings.payment_options |
 * | notifications.reservation_emails | settings.notification_emails |
 * | tracking.* | settings.tracking |
 * | membership.sign_in_button | settings.facility_sign_in_enabled |
 * | membership.login_widget_* | settings.membership_login_widget |
 * | chatbot.* | settings.chatbot |
 */

/** A hotel's saved settings as the console's document. */
export function documentOf(hotel: Hotel): SettingsDocumentInput {
  const s = hotel.settings;
  const tracking = trackingSetting(hotel);
  const chatbot = chatbotOf(hotel);
  return {
    hotel: {
      name: hotel.name,
      names: definedOnly(s.names ?? {}),
      address: s.address,
      coordinates: s.coordinates ?? null,
      time_zone: hotel.time_zone,
      // Narrowed, not cast: a value the console does not offer shows as its nearest choice.
      currency: toCurrencyCode(hotel.currency) ?? DEFAULT_CURRENCY,
      locale: toLocale(hotel.locale) ?? DEFAULT_LOCALE,
      languages: s.available_languages.filter(isLocale),
    },
    appearance: {
      booking_widget_type: s.booking_widget_type ?? 'standard',
      button_colour: s.colours.button,
      header_colour: s.colours.header,
      font_colour: s.font_colour ?? DEFAULT_FONT_COLOUR,
      header: s.header,
      logo: s.logo ?? null,
      favicon: s.favicon ?? null,
      header_html: s.website_html?.header ?? '',
      footer_html: s.website_html?.footer ?? '',
      header_css: s.shell_css?.header ?? '',
      footer_css: s.shell_css?.footer ?? '',
    },
    currencies: { multi_currency: s.mcp_enabled },
    payments: { payment_options: s.payment_options.filter(isPaymentOption) },
    notifications: { reservation_emails: s.notification_emails ?? [] },
    tracking: {
      head_tags: tracking.head_tags,
      body_tags: tracking.body_tags,
      csp_sources: tracking.csp_sources,
      data_layers: tracking.data_layers ?? [DEFAULT_DATA_LAYER],
    },
    membership: {
      sign_in_button: s.facility_sign_in_enabled,
      login_widget_active: s.membership_login_widget?.is_active ?? false,
      login_widget_texts: s.membership_login_widget?.translations ?? {},
    },
    chatbot: { active: chatbot.is_active, platforms: chatbot.platforms },
  };
}

/**
 * The hotel row with a (validated) document applied: what a save writes and what the live
 * preview draws from. Settings the console does not edit are kept as they are.
 */
export function applyDocument(hotel: Hotel, doc: SettingsDocument): Hotel {
  const { hotel: details, appearance: look } = doc;
  const settings: HotelSettings = {
    ...hotel.settings,
    names: doc.hotel.names,
    address: details.address,
    coordinates: details.coordinates,
    available_languages: details.languages,
    booking_widget_type: look.booking_widget_type,
    colours: { button: look.button_colour, header: look.header_colour },
    font_colour: look.font_colour,
    header: look.header,
    logo: look.logo,
    favicon: look.favicon,
    website_html: { header: look.header_html, footer: look.footer_html },
    shell_css: { header: look.header_css, footer: look.footer_css },
    mcp_enabled: doc.currencies.multi_currency,
    payment_options: doc.payments.payment_options,
    notification_emails: doc.notifications.reservation_emails,
    tracking: {
      head_tags: doc.tracking.head_tags,
      body_tags: doc.tracking.body_tags,
      csp_sources: doc.tracking.csp_sources,
      data_layers: doc.tracking.data_layers,
    },
    facility_sign_in_enabled: doc.membership.sign_in_button,
    membership_login_widget: {
      is_active: doc.membership.login_widget_active,
      translations: definedOnly(doc.membership.login_widget_texts),
    },
    chatbot: { is_active: doc.chatbot.active, platforms: doc.chatbot.platforms },
  };
  return {
    ...hotel,
    name: details.name,
    time_zone: details.time_zone,
    currency: details.currency,
    locale: details.locale,
    settings,
  };
}

/** A partial record's set entries only. */
function definedOnly(record: Partial<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(record)) if (value) out[key] = value;
  return out;
}

/**
 * The fields that differ between two documents (of sections of fields: a hotel's settings, the
 * brand's), as dot paths (`appearance.button_colour`) with their values before and after: what
 * the audit log records for a save.
 */
export function changedFields(
  before: object,
  after: object,
): { field: string; before: unknown; after: unknown }[] {
  const changes: { field: string; before: unknown; after: unknown }[] = [];
  const sectionsBefore = new Map(Object.entries(before) as [string, Record<string, unknown>][]);
  for (const [section, fields] of Object.entries(after) as [string, Record<string, unknown>][]) {
    const old = sectionsBefore.get(section) ?? {};
    for (const [field, value] of Object.entries(fields)) {
      if (canonical(old[field]) !== canonical(value))
        changes.push({ field: `${section}.${field}`, before: old[field], after: value });
    }
  }
  return changes;
}

/** JSON with object keys sorted, so that two equal values compare equal whatever their order. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

function isPaymentOption(value: string): value is (typeof PAYMENT_OPTIONS)[number] {
  return (PAYMENT_OPTIONS as readonly string[]).includes(value);
}
