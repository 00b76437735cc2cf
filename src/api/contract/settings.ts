import * as v from 'valibot';

/** A kids tier the hotel offers (tiers policy) or maps ages onto (ages policy). */
export const KidsTierSchema = v.object({
  code: v.string(),
  name: v.record(v.string(), v.string()),
  age_min: v.number(),
  age_max: v.number(),
  /** Share of the adult rate charged for a child of this tier, 0–100. */
  rate_percent: v.number(),
  /** Whether the child takes a bed and counts against the room capacity. */
  counts_as_guest: v.boolean(),
});
export type KidsTier = v.InferOutput<typeof KidsTierSchema>;

export const KidsSettingSchema = v.object({
  kids_type: v.picklist(['tiers', 'tiers_with_meal_and_bed_as_extras', 'ages']),
  accept_type: v.picklist(['accept', 'not_accept']),
  shared_bed_type: v.nullable(v.picklist(['per_adult', 'per_room'])),
});

export const RoomSearchFilterSchema = v.object({
  id: v.string(),
  name: v.string(),
  translations: v.record(v.string(), v.string()),
});

export const DefaultSearchSettingSchema = v.object({
  checkin_date_offset: v.number(),
  sort_order: v.string(),
  yesterday_bookable: v.boolean(),
  available_rooms_only: v.boolean(),
});

/** Feature flags a hotel turns on or off; the widget branches on them. */
export const HotelFlagsSchema = v.object({
  plan_search_enabled: v.boolean(),
  day_use_search_active: v.boolean(),
  multi_rooms_search_enabled: v.boolean(),
  coupon_active: v.boolean(),
  voucher_coupon_active: v.boolean(),
  show_prices_tax_included: v.boolean(),
  kanji_name_required: v.boolean(),
  customer_address_required: v.boolean(),
  mcp_enabled: v.boolean(),
  turnstile_verification_enabled: v.boolean(),
  facility_sign_in_enabled: v.boolean(),
  point_program_disabled: v.boolean(),
  percentage_coupon_discount_only: v.boolean(),
  bw_to_ota_enabled: v.boolean(),
});
export type HotelFlags = v.InferOutput<typeof HotelFlagsSchema>;

/** `GET /api/v1/hotels/{code}/settings/booking_widget`: init settings (product.md §3). */
export const BookingWidgetSettingsSchema = v.object({
  data: v.object({
    hotel_id: v.number(),
    hotel_code: v.string(),
    hotel_brand_id: v.number(),
    hotel_name: v.string(),
    currency: v.string(),
    time_zone: v.string(),
    locale: v.string(),
    button_colour: v.string(),
    header_colour: v.string(),
    header: v.string(),
    logo: v.nullable(v.string()),
    website_header_html: v.string(),
    website_footer_html: v.string(),
    booking_widget_type: v.string(),
    max_guests_per_room: v.number(),
    kids_setting: KidsSettingSchema,
    kids_tiers: v.array(KidsTierSchema),
    room_search_filters: v.array(RoomSearchFilterSchema),
    search_type: v.picklist(['dated', 'undated']),
    ...HotelFlagsSchema.entries,
    default_search_setting: DefaultSearchSettingSchema,
    multi_rooms_search_limit: v.number(),
    /** How many months ahead guests may book (error 1903 quotes it). */
    reservable_period_months: v.number(),
    available_languages: v.array(v.string()),
    payment_options: v.array(v.string()),
    hotel_brand: v.object({
      id: v.number(),
      code: v.string(),
      name: v.string(),
      first_party_cookie_setting: v.object({
        status: v.string(),
        domain_name: v.nullable(v.string()),
      }),
      book_languages: v.array(v.string()),
      booking_widget_setting_attributes: v.object({
        hotel_brand_id: v.number(),
        default_search_setting: DefaultSearchSettingSchema,
        tier: v.string(),
      }),
    }),
    address: v.object({ post_code: v.string(), full_address: v.string(), country: v.string() }),
    receipt: v.object({ receipt_title: v.string(), receipt_unicode: v.nullable(v.string()) }),
    /** Integrations the reference server does not run are present and switched off. */
    chatbot_setting: v.object({
      is_active: v.boolean(),
      platforms: v.array(v.picklist(['desktop', 'mobile'])),
    }),
    payment_gateway_setting: v.object({
      provider: v.nullable(v.string()),
      card_brands: v.array(v.string()),
      /**
       * A hotel that takes cards through Stripe (`provider: 'stripe'`, issue 43): its
       * publishable key (`publishable_key`) and, under tests and the demo only, the stand-in
       * Stripe.js (`js_url`). Read as `unknown` here and checked by the payment step's own
       * chunk (StripeGatewaySettingSchema), so the first screen carries no schema for it.
       */
      stripe: v.optional(v.unknown()),
    }),
    mcp_payment_gateway_setting: v.nullable(
      v.object({ provider: v.string(), currencies: v.array(v.string()) }),
    ),
    payment_hub_integration_type: v.nullable(v.picklist(['hosted'])),
    payment_hub_config: v.picklist([
      'none',
      'default',
      'surehigh',
      'custom',
      'shared_payment_page',
    ]),
    integrations: v.array(v.string()),
    nearby_hotels_suggestion_enabled: v.boolean(),
    room_recommender_enabled: v.boolean(),
    digico_partner_code: v.nullable(v.string()),
    email_consent_setting: v.object({ is_active: v.boolean(), default_checked: v.boolean() }),
    point_program: v.nullable(v.object({ id: v.number(), name: v.string() })),
    data_layers: v.array(v.record(v.string(), v.unknown())),
    analytics_setting_attributes: v.object({ head_tags: v.string(), body_tags: v.string() }),
    facility_shell: v.object({
      favicon: v.nullable(v.string()),
      font_colour: v.string(),
      header_css: v.string(),
      footer_css: v.string(),
      sign_up_active: v.boolean(),
      membership_login_widget: v.object({
        is_active: v.boolean(),
        translations: v.record(v.string(), v.string()),
      }),
      corporate_membership_login_enabled: v.boolean(),
      point_program_name: v.nullable(v.string()),
      brand_custom_auth_token_name: v.nullable(v.string()),
      /**
       * The brand's own member pages (product.md §3 brand integrations, §6): the member menu's
       * account item opens `membership_menu_redirect`, and guests sign in at
       * `membership_customer_login_redirect` instead of the widget's sign-in screen.
       */
      brand_integrations: v.object({
        membership_menu_redirect: v.nullable(v.object({ url: v.string() })),
        membership_customer_login_redirect: v.nullable(
          v.object({ url: v.string(), with_organization_url: v.nullable(v.string()) }),
        ),
      }),
    }),
  }),
});
export type BookingWidgetSettings = v.InferOutput<typeof BookingWidgetSettingsSchema>['data'];

/** `GET /api/v1/hotels/{code}/settings/sign_in_button`. */
export const SignInButtonSettingsSchema = v.object({
  data: v.object({
    is_active: v.boolean(),
    sign_up_active: v.boolean(),
    translations: v.record(v.string(), v.string()),
    /**
     * The brand's external sign-ins offered on the sign-in screen (`open_id`, `facebook`,
     * `line`, `creansmaerd`): enabled for the brand. Absent: none.
     */
    external_providers: v.optional(v.array(v.string())),
  }),
});
