import type { BookingWidgetSettings } from './settings.ts';

/** The init settings of integrations the reference server does not run. */
export type IntegrationsOff = Pick<
  BookingWidgetSettings,
  | 'chatbot_setting'
  | 'payment_hub_integration_type'
  | 'payment_hub_config'
  | 'integrations'
  | 'nearby_hotels_suggestion_enabled'
  | 'room_recommender_enabled'
  | 'digico_partner_code'
  | 'point_program'
  | 'data_layers'
  | 'analytics_setting_attributes'
>;

/**
 * Integrations the reference server does not run, present in the init settings and switched
 * off (the contract requires every field). One definition for the server's answer and the
 * widget's test fixtures, so both keep the contract's shape. A fresh object each call: answers
 * and fixtures may be changed by their users.
 */
export function integrationsOff(): IntegrationsOff {
  return {
    chatbot_setting: { is_active: false, platforms: [] },
    payment_hub_integration_type: null,
    payment_hub_config: 'none',
    integrations: [],
    nearby_hotels_suggestion_enabled: false,
    room_recommender_enabled: false,
    digico_partner_code: null,
    point_program: null,
    data_layers: [],
    analytics_setting_attributes: { head_tags: '', body_tags: '' },
  };
}

/**
 * The facility shell of a hotel without custom shell styling, member login widget or
 * corporate login: only the font colour and whether sign-up is open vary.
 */
export function plainFacilityShell(
  fontColour: string,
  signUpActive: boolean,
  brandIntegrations: BookingWidgetSettings['facility_shell']['brand_integrations'] = {
    membership_menu_redirect: null,
    membership_customer_login_redirect: null,
  },
): BookingWidgetSettings['facility_shell'] {
  return {
    favicon: null,
    font_colour: fontColour,
    header_css: '',
    footer_css: '',
    sign_up_active: signUpActive,
    membership_login_widget: { is_active: false, translations: {} },
    corporate_membership_login_enabled: false,
    point_program_name: null,
    brand_custom_auth_token_name: null,
    brand_integrations: brandIntegrations,
  };
}
