import * as v from 'valibot';
import { isDataLayerName } from '../../../rules/data-layer-name.ts';
import { HotelDetailsSchema, INVALID, LocaleSchema, optionalText } from './hotel.ts';

/**
 * The hotel console's settings document (issue 38): every field of a hotel the console edits,
 * in sections, one schema for the form, the server's check, the draft the live preview shows and
 * the saved settings. Where each field lives is server/console/settings/storage.ts.
 */

/** Largest header, footer, CSS or tag text (characters). */
export const MAX_HTML = 20_000;

/** `#rgb` or `#rrggbb`: what the console's colour picker gives and the widget draws. */
export const ColourSchema = v.pipe(
  v.string(INVALID.colour),
  v.trim(),
  v.regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, INVALID.colour),
);

/** The images the console accepts as a logo or favicon: their types and largest size. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const MAX_IMAGE_BYTES = 512 * 1024;

/**
 * A logo or favicon: an https address, or one the console's upload gave (this server's
 * `/media/uploads/<name>`, also on a local http server in development).
 */
export const ImageUrlSchema = v.nullable(
  v.pipe(
    v.string(INVALID.url),
    v.trim(),
    v.maxLength(500, INVALID.tooLong),
    v.regex(
      /^(?:https:\/\/[^\s"'<>\\]+|http:\/\/(?:localhost|127\.0\.0\.1)(?::\d{1,5})?\/media\/uploads\/[a-z0-9]+\.(?:png|jpg|gif|webp))$/,
      INVALID.url,
    ),
  ),
);

/** An uploaded logo or favicon: the address to put in the settings. */
export const UploadedImageSchema = v.object({ data: v.object({ url: v.string() }) });

/** The hotel's own details (its code is fixed once made: embeds name it). */
export const HotelSectionSchema = v.omit(HotelDetailsSchema, ['code']);

/**
 * What the inline element draws first (issue 44): the whole search form (`standard`) or the
 * booking bar (`bar`), unless the element's `mode="bar"` asks for the bar itself. Stored as the
 * hotel's `settings.booking_widget_type` and answered as the start-up settings' field.
 */
export const BOOKING_WIDGET_TYPES = ['standard', 'bar'] as const;
export type BookingWidgetType = (typeof BOOKING_WIDGET_TYPES)[number];

/**
 * How the widget looks: which first screen, colours, the header line (with the placeholders `{{facility_name}}` and
 * `{{brand_name}}`), logo and favicon, and the header and footer HTML and CSS. The HTML is kept as
 * typed and sanitised where it is drawn, by the widget's DOMPurify rules (src/lib/sanitize-html.ts).
 */
export const AppearanceSchema = v.object({
  booking_widget_type: v.picklist(BOOKING_WIDGET_TYPES, INVALID.required),
  button_colour: ColourSchema,
  header_colour: ColourSchema,
  font_colour: ColourSchema,
  header: optionalText(200),
  logo: ImageUrlSchema,
  favicon: ImageUrlSchema,
  header_html: optionalText(MAX_HTML),
  footer_html: optionalText(MAX_HTML),
  header_css: optionalText(MAX_HTML),
  footer_css: optionalText(MAX_HTML),
});

/** Multi-currency: guests may see and pay prices in other currencies. */
export const CurrenciesSchema = v.object({ multi_currency: v.boolean() });

/** How guests may pay, as the widget offers them. */
export const PAYMENT_OPTIONS = ['on_site', 'credit_card', 'deferred_payment'] as const;
export const PaymentsSchema = v.object({
  payment_options: v.pipe(
    v.array(v.picklist(PAYMENT_OPTIONS, INVALID.required)),
    v.minLength(1, INVALID.required),
    v.check((list) => new Set(list).size === list.length, INVALID.duplicate),
  ),
});

const EmailSchema = v.pipe(
  v.string(INVALID.email),
  v.trim(),
  v.maxLength(254, INVALID.tooLong),
  v.email(INVALID.email),
);

/** Who the hotel wants told of each reservation. */
export const NotificationsSchema = v.object({
  reservation_emails: v.pipe(v.array(EmailSchema), v.maxLength(10, INVALID.tooLong)),
});

/** An origin a hotel's tags load from (the hosted page's policy adds it). */
const OriginSchema = v.pipe(
  v.string(INVALID.url),
  v.trim(),
  v.regex(/^https:\/\/(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d{1,5})?$/i, INVALID.url),
);

/** Conversion tags (with the spec's `{{transaction_id}}`… variables) and the data layers. */
export const TrackingSchema = v.object({
  head_tags: optionalText(MAX_HTML),
  body_tags: optionalText(MAX_HTML),
  csp_sources: v.pipe(v.array(OriginSchema), v.maxLength(20, INVALID.tooLong)),
  data_layers: v.pipe(
    v.array(
      v.pipe(
        v.string(INVALID.required),
        v.trim(),
        v.check((name) => isDataLayerName(name), INVALID.required),
      ),
    ),
    v.maxLength(5, INVALID.tooLong),
  ),
});

/** The header's sign-in button and the member login widget's texts. */
export const MembershipSchema = v.object({
  sign_in_button: v.boolean(),
  login_widget_active: v.boolean(),
  login_widget_texts: v.record(LocaleSchema, optionalText(200), INVALID.language),
});

/** The chatbot bridge: on, and on which devices. */
export const ChatbotSchema = v.object({
  active: v.boolean(),
  platforms: v.pipe(
    v.array(v.picklist(['desktop', 'mobile'], INVALID.required)),
    v.check((list) => new Set(list).size === list.length, INVALID.duplicate),
  ),
});

export const SettingsDocumentSchema = v.object({
  hotel: HotelSectionSchema,
  appearance: AppearanceSchema,
  currencies: CurrenciesSchema,
  payments: PaymentsSchema,
  notifications: NotificationsSchema,
  tracking: TrackingSchema,
  membership: MembershipSchema,
  chatbot: ChatbotSchema,
});
export type SettingsDocument = v.InferOutput<typeof SettingsDocumentSchema>;
export type SettingsDocumentInput = v.InferInput<typeof SettingsDocumentSchema>;
export type SettingsSection = keyof SettingsDocument;

/** The console's settings answer: the saved document, and the session's draft if it has one. */
export const SettingsAnswerSchema = v.object({
  data: v.object({
    hotel_code: v.string(),
    saved: SettingsDocumentSchema,
    /** This staff session's unsaved draft (what its live preview shows), or null. */
    draft: v.nullable(SettingsDocumentSchema),
  }),
});
export type SettingsAnswer = v.InferInput<typeof SettingsAnswerSchema>['data'];

/** A saved change: the fields that changed (dot paths), none when nothing did. */
export const SettingsSavedSchema = v.object({
  data: v.object({ saved: SettingsDocumentSchema, changed: v.array(v.string()) }),
});
