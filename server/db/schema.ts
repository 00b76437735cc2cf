import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type {
  Answer,
  CancellationPolicyPart,
  ExternalProvider,
  Guest,
  HotelFlags,
  KidsTier,
  McpExchangeRate,
  PaymentStatus,
  PaymentType,
  ReservationExtra,
  ReservationStatus,
  RoomPrice,
  TotalPrice,
} from '../../src/api/contract/index.ts';
import type { Campaign } from '../../src/rules/campaign.ts';
import type { AgencyHotelTable } from './schema-agency.ts';
import type { ConnectivityTables } from './schema-connectivity.ts';
import type { ConsoleTables } from './schema-console.ts';
import type { HotelMediaTable, HotelSettingsDraftTable } from './schema-console-settings.ts';
import type {
  OrganizationInvitationTable,
  OrganizationMemberTable,
  OrganizationPeriodTable,
  OrganizationTable,
} from './schema-corporate.ts';
import type { DeskTables } from './schema-desk.ts';
import type {
  PlanModelColumns,
  PlanRateTable,
  PlanRestrictionTable,
  RoomTypeModelColumns,
} from './schema-inventory.ts';
import type { LotteryEntryTable, LotteryEventTable } from './schema-lottery.ts';
import type { MemberBlockColumns, PointAdjustmentTable } from './schema-members-console.ts';
import type { HotelPaymentGatewayTable, StripeWebhookEventTable } from './schema-payments.ts';
import type { PointAccountTable, PointEntryTable, PointSupersededTable } from './schema-points.ts';
import type {
  MemberCouponTable,
  SavedCardTable,
  TestGatewayVaultTable,
  VoucherTable,
} from './schema-wallet.ts';

/**
 * Database tables as Kysely sees them. JSON columns are written as strings (JSON.stringify) on
 * purpose: pg would turn a JS array into a PostgreSQL array literal, not JSON.
 */
export interface Database extends ConsoleTables, ConnectivityTables, DeskTables {
  brands: BrandTable;
  hotels: HotelTable;
  room_types: RoomTypeTable;
  inventory: InventoryTable;
  plans: PlanTable;
  // Rates and restrictions per plan and night (migration 035, schema-inventory.ts).
  plan_rates: PlanRateTable;
  plan_restrictions: PlanRestrictionTable;
  cancellation_policies: CancellationPolicyTable;
  extras: ExtraTable;
  questions: QuestionTable;
  coupons: CouponTable;
  api_clients: ApiClientTable;
  client_sessions: ClientSessionTable;
  reservations: ReservationTable;
  reservation_access_tokens: ReservationAccessTokenTable;
  idempotency_keys: IdempotencyKeyTable;
  marketing_subscriptions: MarketingSubscriptionTable;
  payment_transactions: PaymentTransactionTable;
  file_attachments: FileAttachmentTable;
  test_gateway_payments: TestGatewayPaymentTable;
  test_gateway_tokens: TestGatewayTokenTable;
  exchange_rates: ExchangeRateTable;
  membership_programs: MembershipProgramTable;
  members: MemberTable;
  member_identities: MemberIdentityTable;
  member_sessions: MemberSessionTable;
  member_email_tokens: MemberEmailTokenTable;
  member_sign_in_codes: MemberSignInCodeTable;
  brand_identity_providers: BrandIdentityProviderTable;
  external_sign_ins: ExternalSignInTable;
  ota_temporary_storage: OtaTemporaryStorageTable;
  hotel_api_keys: HotelApiKeyTable;
  payment_links: PaymentLinkTable;
  // Corporate accounts (migration 020): server/db/schema-corporate.ts.
  organizations: OrganizationTable;
  organization_members: OrganizationMemberTable;
  organization_periods: OrganizationPeriodTable;
  /** Console invitations into an organization (migration 042). */
  organization_invitations: OrganizationInvitationTable;
  // Points (migration 013): server/db/schema-points.ts.
  point_accounts: PointAccountTable;
  point_entries: PointEntryTable;
  point_superseded: PointSupersededTable;
  // Staff's point changes and their reasons (migration 043, schema-members-console.ts).
  point_adjustments: PointAdjustmentTable;
  // Member wallet (migration 014, schema-wallet.ts).
  member_coupons: MemberCouponTable;
  vouchers: VoucherTable;
  saved_cards: SavedCardTable;
  test_gateway_vault: TestGatewayVaultTable;
  chatbot_links: ChatbotLinkTable;
  liff_links: LiffLinkTable;
  // Agency catalogue (migration 023, schema-agency.ts).
  agency_hotels: AgencyHotelTable;
  // Lottery events (migration 019): server/db/schema-lottery.ts.
  lottery_events: LotteryEventTable;
  lottery_entries: LotteryEntryTable;
  preview_grants: PreviewGrantTable;
  // The console's drafts and uploaded images (migration 033, schema-console-settings.ts).
  hotel_settings_drafts: HotelSettingsDraftTable;
  hotel_media: HotelMediaTable;
  // Card gateway per hotel (migration 034, schema-payments.ts).
  hotel_payment_gateways: HotelPaymentGatewayTable;
  stripe_webhook_events: StripeWebhookEventTable;
}

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface BrandTable {
  id: Generated<number>;
  code: string;
  name: string;
  settings: JSONColumnType<BrandSettings>;
  /** The owner requires every staff member to sign in with a second factor (migration 032). */
  require_second_factor: Generated<boolean>;
}

export interface BrandSettings {
  book_languages: string[];
  sign_in_active: boolean;
  sign_up_active: boolean;
  first_party_domain: string | null;
  tier: string;
  /** The brand's own member pages (product.md §3 brand integrations); absent: none. */
  membership_menu_redirect_url?: string | null;
  membership_login_redirect_url?: string | null;
}

/** Accommodation tax bracket: guests pay `amount` per night when the per-person rate ≥ `min`. */
export interface AccommodationTaxBracket {
  min_price_per_person: number;
  amount: number;
}

/** Per-hotel configuration that the widget's branches depend on (product.md §3 init). */
export interface HotelSettings extends HotelFlags {
  kids_type: 'tiers' | 'tiers_with_meal_and_bed_as_extras' | 'ages';
  kids_accept: boolean;
  kids_tiers: KidsTier[];
  max_guests_per_room: number;
  multi_rooms_search_limit: number;
  reservable_period_months: number;
  search_type: 'dated' | 'undated';
  consumption_tax_percent: number;
  accommodation_tax: AccommodationTaxBracket[];
  colours: { button: string; header: string };
  header: string;
  available_languages: string[];
  payment_options: string[];
  room_search_filters: { id: string; name: string; translations: Record<string, string> }[];
  address: { post_code: string; full_address: string; country: string };
  receipt_title: string;
  checkin_offset_days: number;
  /**
   * The room recommender (`/booking/recommender`, `/recommender-widget`): on, and how many
   * offers it shows. Absent: off (hotels seeded before the recommender existed).
   */
  recommender?: RecommenderSetting;
  /** The hotel's tracking tags (issue 18, server/services/tracking.ts). Absent: none. */
  tracking?: TrackingSetting;
  // What the hotel console edits (issue 38, server/console/settings/storage.ts); absent: the
  // widget's defaults, as before the console existed.
  /** The hotel's name in other locales; absent locales show `hotels.name`. */
  names?: Partial<Record<string, string>>;
  coordinates?: { latitude: number; longitude: number } | null;
  font_colour?: string;
  logo?: string | null;
  favicon?: string | null;
  /** Header and footer HTML, kept as typed; the widget sanitises it where it draws it. */
  website_html?: { header: string; footer: string };
  shell_css?: { header: string; footer: string };
  /** Addresses told of each reservation. */
  notification_emails?: string[];
  membership_login_widget?: { is_active: boolean; translations: Record<string, string> };
  /** The chatbot bridge; absent: on for every brand but the excluded ones (product.md §6). */
  chatbot?: { is_active: boolean; platforms: ('desktop' | 'mobile')[] };
  /** The inline element's first screen (issue 44): the search form or the bar; absent: the form. */
  booking_widget_type?: 'standard' | 'bar';
  /** Made in the console: the demo's start-up seeding never adds rates or stock to it. */
  created_in_console?: boolean;
}

/**
 * A hotel's conversion tags: HTML with `<script>`s that run once per completed booking, with
 * the spec's `{{transaction_id}}`… variables filled (init settings' `analytics_setting_attributes`).
 */
export interface TrackingSetting {
  head_tags: string;
  body_tags: string;
  /**
   * `https://` origins the tags load from or report to, added to the hosted app's
   * Content-Security-Policy (script, connect, image and frame sources). Anything that is not
   * such an origin is ignored.
   */
  csp_sources: string[];
  /**
   * The global arrays the widget pushes its analytics events to (init settings' `data_layers`,
   * as `{ name }`). Absent or empty: the default `dataLayer`. Names that are not plain
   * identifiers are never answered.
   */
  data_layers?: string[];
}

/** A hotel's room recommender settings (`GET …/settings/recommender_widget`). */
export interface RecommenderSetting {
  enabled: boolean;
  /** Offers shown per answer, 1–10. */
  max_recommendations: number;
}

export interface HotelTable {
  id: Generated<number>;
  brand_id: number;
  code: string;
  /** normaliseHotelCode(code): every spelling of a code finds the hotel through this key. */
  code_key: string;
  name: string;
  currency: string;
  time_zone: string;
  locale: string;
  position: number;
  settings: JSONColumnType<HotelSettings>;
}

export interface RoomTypeTable extends RoomTypeModelColumns {
  id: Generated<number>;
  hotel_id: number;
  code: string;
  name: string;
  description: string;
  capacity: number;
  size_sqm: number;
  filters: JSONColumnType<string[]>;
  total_rooms: number;
  /** Base nightly rate per adult, before tax; the seed derives daily rates from it. */
  base_price: number;
  position: number;
  /**
   * Photos, `{ url, alt }`; a URL starting with `/` is this server's (made absolute when
   * answered). NULL = never set (the demo seed backfills it), `[]` = no photos.
   */
  images: ColumnType<RoomImageRow[] | null, string | null | undefined, string | null>;
}

/** One stored room photo. */
export interface RoomImageRow {
  url: string;
  alt: string;
  /** Alt text per locale (the console, issue 39); absent locales use `alt`. */
  alts?: Record<string, string>;
}

/**
 * Rooms to sell (`total`), rooms left (`remaining` = total − booked) and the room type's
 * per-adult rate of one night; the rate is NULL where only plan rates price the night.
 */
export interface InventoryTable {
  room_type_id: number;
  date: string;
  total: number;
  remaining: number;
  price_per_adult: number | null;
  closed: boolean;
}

export interface PlanTable extends PlanModelColumns {
  id: Generated<number>;
  hotel_id: number;
  room_type_id: number;
  code: string;
  hotel_plan_code: string;
  name: string;
  description: string;
  payment_type: PaymentType;
  members_only: boolean;
  is_day_use: boolean;
  meal: string;
  min_nights: number;
  max_nights: number;
  sale_limit: number | null;
  /** Added to the room type's per-adult nightly rate (negative for room-only). */
  adult_supplement: number;
  cancellation_policy_id: number;
  inclusive_extra_ids: JSONColumnType<string[]>;
  position: number;
  /** A members-only plan of one program (migration 009); NULL = any member of the brand. */
  program_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** A corporate plan: only members of this organization may book it (migration 020). */
  organization_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** False: the hotel's draft, shown and bookable in preview only (migration 022). */
  published: ColumnType<boolean, boolean | undefined, boolean>;
  /** A stay-plus-flight package: dated stays, at most 5 rooms (migration 022). */
  includes_flight: ColumnType<boolean, boolean | undefined, boolean>;
}

/** A hotel's five-minute preview link (migration 022); only the token's SHA-256 is kept. */
export interface PreviewGrantTable {
  id: Generated<number>;
  /** The hotel it shows; null for a brand-wide link (migration 031). */
  hotel_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** A brand-wide link: every hotel of this brand (migration 031); else null. */
  brand_id: ColumnType<number | null, number | null | undefined, number | null>;
  token_hash: string;
  expires_at: Timestamp;
  created_at: Generated<Timestamp>;
}

export interface CancellationPolicyTable {
  id: Generated<number>;
  hotel_id: number;
  code: string;
  title: string;
  parts: JSONColumnType<CancellationPolicyPart[]>;
  no_show_percentage: number;
}

export interface ExtraTable {
  id: Generated<number>;
  hotel_id: number;
  code: string;
  name: string;
  extra_type: 'generic' | 'dated';
  price_without_tax: number;
  inventory: number | null;
  sold: number;
  min_quantity: number;
  max_quantity: number;
}

export interface QuestionTable {
  id: Generated<number>;
  brand_id: number;
  hotel_id: number | null;
  code: string;
  kind: 'question' | 'notification';
  question_type: 'people_per_room' | 'checkin_time' | 'checkout_time' | 'free_text';
  labels: JSONColumnType<string[]>;
  hotel_plan_codes: JSONColumnType<string[]>;
  display_start_date: string | null;
  display_end_date: string | null;
  required: boolean;
  text: JSONColumnType<Record<string, string>>;
  options: JSONColumnType<string[]>;
}

export interface CouponTable {
  id: Generated<number>;
  hotel_id: number;
  code: string;
  discount_type: 'percent' | 'amount';
  amount: number;
  valid_until: string;
  usage_limit: number | null;
  used_count: number;
  /** Wallet display name; target plans make the coupon a card-payment promotion (migration 014). */
  name: ColumnType<string | null, string | null | undefined, string | null>;
  target_mode: ColumnType<'include' | 'exclude' | null, string | null | undefined, string | null>;
  hotel_plan_codes: ColumnType<string[], string | undefined, string>;
  /** Only the first this-many nights of a stay are discounted; null: all (migration 025). */
  max_discounted_nights: ColumnType<number | null, number | null | undefined, number | null>;
  /** The first day the code may be used; null: from the start (migration 041). */
  valid_from: ColumnType<string | null, string | null | undefined, string | null>;
  /** Live bookings one member (or guest e-mail) may make with it; null: any (migration 041). */
  per_member_limit: ColumnType<number | null, number | null | undefined, number | null>;
  /** Switched off by staff: refused at checkout as an unknown code (migration 046). */
  active: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface ApiClientTable {
  key: string;
  secret: string;
  brand_id: number;
}

export interface ClientSessionTable {
  token_hash: string;
  /** The registered integration's key; null for an embedded widget's session (migration 029). */
  client_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** Whose session it is: the client's brand, or the widget's hotel's brand (migration 029). */
  brand_id: number;
  expires_at: Timestamp;
  /** The widget's hotel code when a widget created it (migration 009), for e-mail links. */
  hotel_code: ColumnType<string | null, string | null | undefined, string | null>;
  /** The hotel whose preview this session opened (migration 022), and until when. */
  preview_hotel_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The brand whose brand-wide preview this session opened (migration 031), until the same. */
  preview_brand_id: ColumnType<number | null, number | null | undefined, number | null>;
  preview_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A booked room as stored: the answer's room plus the ids that stock release needs. */
export interface StoredRoom {
  room_type_id: number;
  plan_id: number;
  room_type_code: string;
  room_type_name: string;
  room_plan_code: string;
  room_plan_name: string;
  adults: number;
  children: number;
  kids_tiers: { code: string; count: number }[];
  guest: { first_name: string; last_name: string } | null;
  price: RoomPrice;
}

export interface StoredCancellation {
  fee: number;
  /** The fee in the booking's multi-currency (minor units), when it has one. */
  mcp_fee?: number;
  reason: string;
  details: string | null;
  cancelled_at: string;
}

export interface ReservationTable {
  id: Generated<number>;
  number: string;
  hotel_id: number;
  email: string;
  status: ReservationStatus;
  checkin_date: string;
  checkout_date: string;
  payment_type: PaymentType;
  guest: JSONColumnType<Guest>;
  rooms: JSONColumnType<StoredRoom[]>;
  extras: JSONColumnType<ReservationExtra[]>;
  answers: JSONColumnType<Answer[]>;
  coupon_code: string | null;
  special_request: string | null;
  price: JSONColumnType<TotalPrice>;
  total_price: number;
  min_nights: number;
  bypass_token_hash: string;
  locale: string;
  modified_by_staff: boolean;
  cancellation: JSONColumnType<StoredCancellation | null>;
  /** The conversion of a multi-currency booking (migration 007); NULL in the hotel currency. */
  mcp_exchange_rate: ColumnType<McpExchangeRate | null, string | null | undefined, string | null>;
  /** A change or cancellation in progress holds the row until then (migration 007). */
  locked_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
  lock_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The member who booked (migration 009); NULL for guests and after the account's deletion. */
  member_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The campaign the booking came from (migration 021, src/rules/campaign.ts); NULL: none. */
  campaign: ColumnType<Campaign | null, string | null | undefined, string | null>;
  /** The organization of a corporate plan's booking (migration 020); NULL otherwise. */
  organization_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Where it was booked, when the path that made it said so (migration 039); NULL: derived. */
  source: ColumnType<string | null, string | null | undefined, string | null>;
  /** The desk's search text (migration 040), generated by the database. */
  desk_search: ColumnType<string, never, never>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A bypass token minted after the booking answer, for a later e-mail's link (migration 008). */
export interface ReservationAccessTokenTable {
  token_hash: string;
  reservation_id: number;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface IdempotencyKeyTable {
  key: string;
  request_hash: string;
  reservation_id: number | null;
  /** The answer given the first time, replayed verbatim to retries (includes the bypass token). */
  response: JSONColumnType<object | null>;
  created_at: Generated<Date>;
}

export interface MarketingSubscriptionTable {
  id: Generated<number>;
  brand_id: number;
  /** Lower-cased address. */
  email_key: string;
  subscribed: boolean;
  token_hash: string;
  updated_at: Generated<Date>;
}

/** One card payment of a reservation (brand and last four digits only, never the number). */
export interface PaymentTransactionTable {
  id: Generated<number>;
  reservation_id: number;
  gateway: string;
  gateway_payment_id: string;
  status: PaymentStatus;
  amount: number;
  currency: string;
  card_brand: string;
  card_last4: string;
  challenge_url: string | null;
  error_code: number | null;
  /** Given back to the card on cancellation (migration 006). */
  refunded_amount: ColumnType<number, number | undefined, number>;
  /** Set while a cancellation is at the gateway (migration 006). */
  refund_started_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** What the cancellation holding the claim will write (migration 011); NULL without a claim. */
  refund_intent: ColumnType<RefundIntent | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The gateway call a cancellation makes: its amount is what it refunds or captures. */
export type RefundOperation = 'refund' | 'capture' | 'void' | 'none';

/**
 * A cancellation's plan, stored with its refund claim: enough for refund reconciliation to
 * finish it exactly as cancel.ts would, or to tell from the gateway that nothing happened.
 */
export interface RefundIntent {
  cancellation: StoredCancellation;
  /** The cancellation policy's percentage: the share of spent points kept (absent: none). */
  fee_percentage?: number;
  settlement: { status: PaymentStatus; refunded_amount: number };
  operation: RefundOperation;
  amount: number;
}

/** A payment of the built-in test gateway (migration 011): amounts and state, no card data. */
export interface TestGatewayPaymentTable {
  id: string;
  amount: number;
  currency: string;
  state: string;
  captured: number;
  refunded: number;
  updated_at: Generated<Date>;
  /** Migration 018: what a later request on another process needs. */
  return_url: Generated<string>;
  outcome: Generated<string>;
  answer: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A single-use card token of the built-in test gateway (migration 018): no card number. */
export interface TestGatewayTokenTable {
  token: string;
  brand: string;
  last4: string;
  outcome: string;
  exp_month: number;
  exp_year: number;
  used: Generated<boolean>;
  created_at: Generated<Date>;
}

/** Agency-mode hand-over data (migration 017), read by id until it expires. */
export interface OtaTemporaryStorageTable {
  id: string;
  data: JSONColumnType<Record<string, unknown>>;
  expires_at: Timestamp;
}

/** An uploaded image; the bytes live in DATA_DIR/attachments/{id}. */
export interface FileAttachmentTable {
  id: string;
  content_type: string;
  byte_size: number;
  sha256: string;
  filename: string | null;
  /** The reservation whose answer names it (migration 006). */
  reservation_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Generated<Date>;
}

/** `1 base_currency = rate quote_currency` (migration 005); `rate` is read as text (exact). */
export interface ExchangeRateTable {
  base_currency: string;
  quote_currency: string;
  rate: ColumnType<number, string, string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** A companion tier of a program as stored (product.md §3 "additional_tiers_attributes"). */
export interface ProgramTierRow {
  code: 'adult_companion' | 'kid_tier_A_companion';
  is_active: boolean;
  name: Record<string, string>;
}

/** A membership program of a brand (migration 009). */
export interface MembershipProgramTable {
  id: Generated<number>;
  brand_id: number;
  name: string;
  /** Display names per locale. */
  translations: JSONColumnType<Record<string, string>>;
  sign_up_open: boolean;
  update_member_profile_enabled: boolean;
  point_program_enabled: boolean;
  tiers: JSONColumnType<ProgramTierRow[]>;
  /** Points settings (migration 013): earned % of the price paid, spending step and minimum. */
  point_earn_percent: ColumnType<number, number | undefined, number>;
  point_step: ColumnType<number, number | undefined, number>;
  point_minimum: ColumnType<number, number | undefined, number>;
  /** Days gained points stay spendable. */
  point_validity_days: ColumnType<number, number | undefined, number>;
  position: ColumnType<number, number | undefined, number>;
}

export type MemberProviderName =
  | 'email'
  | 'open_id'
  | 'facebook'
  | 'line'
  | 'creansmaerd'
  | 'brand_custom';

/** A member account (migration 009). Personal fields are emptied when it is deleted. */
export interface MemberTable extends MemberBlockColumns {
  id: Generated<number>;
  brand_id: number;
  program_id: number;
  /** Lower-cased; unique per brand among accounts not deleted. */
  email: string;
  /** A new address waiting for its verification link. */
  pending_email: Nullable<string>;
  /** `scrypt$N$r$p$salt$hash` (services/members/passwords.ts); NULL for external members. */
  password_hash: Nullable<string>;
  first_name: string;
  last_name: string;
  first_name_kana: Nullable<string>;
  last_name_kana: Nullable<string>;
  phone: Nullable<string>;
  postal_code: Nullable<string>;
  prefecture_or_state: Nullable<string>;
  street_address: Nullable<string>;
  building_name_and_number: Nullable<string>;
  locale: ColumnType<string, string | undefined, string>;
  provider: ColumnType<MemberProviderName, MemberProviderName | undefined, MemberProviderName>;
  /** Random membership number shown to the member. */
  membership_id: string;
  accepts_promotion_emails: ColumnType<boolean, boolean | undefined, boolean>;
  /** NULL until the sign-up link is followed; unconfirmed accounts cannot sign in. */
  confirmed_at: Nullable<Date>;
  deleted_at: Nullable<Date>;
  deletion_reason: Nullable<string>;
  deletion_details: Nullable<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** An external sign-in (OpenID Connect subject) linked to a member (migration 009). */
export interface MemberIdentityTable {
  id: Generated<number>;
  brand_id: number;
  member_id: number;
  provider: string;
  subject: string;
  created_at: Generated<Date>;
}

/** A member session: hashed access and rotating refresh tokens (migration 009). */
export interface MemberSessionTable {
  id: Generated<number>;
  brand_id: number;
  member_id: number;
  access_token_hash: string;
  access_expires_at: Timestamp;
  refresh_token_hash: string;
  /** The refresh token rotated away last: presenting it again revokes the session. */
  previous_refresh_token_hash: Nullable<string>;
  refresh_expires_at: Timestamp;
  revoked_at: Nullable<Date>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type MemberEmailTokenPurpose =
  | 'confirm_sign_up'
  | 'confirm_email'
  | 'reset_password'
  | 'setup'
  /** Not e-mailed: the sign-up's claim, kept by the widget that signed up (sign-up-claims.ts). */
  | 'sign_up_claim';

/** A single-use token of an e-mailed link (migration 009). */
export interface MemberEmailTokenTable {
  token_hash: string;
  purpose: MemberEmailTokenPurpose;
  /** The address the link went to (the new one for confirm_email). */
  email: string;
  /** NULL for setup (open sign-up: the account does not exist yet). */
  member_id: Nullable<number>;
  brand_id: number;
  program_id: Nullable<number>;
  hotel_code: Nullable<string>;
  locale: Nullable<string>;
  return_path: Nullable<string>;
  expires_at: Timestamp;
  used_at: Nullable<Date>;
  created_at: Generated<Date>;
}

/** A one-time code for the custom_authentication_code grant (migration 009). */
export interface MemberSignInCodeTable {
  code_hash: string;
  brand_id: number;
  member_id: number;
  expires_at: Timestamp;
  used_at: Nullable<Date>;
  created_at: Generated<Date>;
}

/** An external sign-in provider a brand uses (migration 010); the secret is configuration. */
export interface BrandIdentityProviderTable {
  brand_id: number;
  provider: ExternalProvider;
  /** Issuer URL; its `/.well-known/openid-configuration` is discovered (and cached). */
  issuer: string;
  client_id: string;
  /** Space-separated scopes asked for; `openid` is always among them. */
  scopes: ColumnType<string, string | undefined, string>;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
}

/** A started external sign-in, until the provider sends the browser back (single use). */
export interface ExternalSignInTable {
  state_hash: string;
  brand_id: number;
  provider: ExternalProvider;
  nonce: string;
  code_verifier: string;
  return_to: string;
  display: 'page' | 'popup';
  otid: string | null;
  /** A pop-up's opener origin: the only origin the callback page posts the code to. */
  opener_origin: string | null;
  /** The widget's language, for a member created by this sign-in. */
  locale: string | null;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Generated<Date>;
}

/** A hotel API key (migration 012): only its SHA-256 hash is stored. */
export interface HotelApiKeyTable {
  id: Generated<number>;
  hotel_id: number;
  prefix: string;
  secret_hash: string;
  label: string;
  created_at: Timestamp;
  revoked_at: Timestamp | null;
}

/** A pay-by-link payment request (migration 012); card facts are brand and last four only. */
export interface PaymentLinkTable {
  id: Generated<number>;
  payment_number: string;
  hotel_id: number;
  reservation_id: number | null;
  amount: number;
  currency: string;
  description: string;
  email: string;
  locale: string;
  status: 'open' | 'processing' | 'pre_3d_secure' | 'paid' | 'cancelled' | 'refunded';
  expires_at: Timestamp;
  gateway: string | null;
  gateway_payment_id: string | null;
  card_brand: string | null;
  card_last4: string | null;
  challenge_url: string | null;
  error_code: number | null;
  refunded_amount: Generated<number>;
  attempt_started_at: Timestamp | null;
  paid_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A brand's chatbot user and the member they signed in as (migration 015). */
export interface ChatbotLinkTable {
  brand_id: number;
  chatbot_user_id: string;
  member_id: number;
  auth_auto_message_id: string | null;
  linked_at: Generated<Date>;
}

/** A messaging-app account (a verified LIFF ID token's subject) and its member (migration 015). */
export interface LiffLinkTable {
  brand_id: number;
  platform_user_id: string;
  member_id: number;
  display_name: string | null;
  linked_at: Generated<Date>;
}
