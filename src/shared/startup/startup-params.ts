/**
 * The query parameters the app reads at startup (product.md §2 "Query parameters read at
 * startup" and "Search query parameters"), as data so the token stripper and the PII guard use
 * the same lists as the reader.
 */
export const STARTUP_PARAM_NAMES = [
  'hotel_code',
  'code',
  'fromChatbot',
  'parentUrl',
  'parentPathname',
  'hotel_id',
  'metasearch_source',
  'iframe',
  'segment_ids',
  'accessToken',
  'login_token',
  'otid',
  'one_time_access_token',
  'refresh_token',
  'brand_custom_auth_token',
  'locale',
  'utm_campaign',
  'utm_medium',
  'utm_source',
  'campaignid',
  'adgroupid',
  'keyword',
  'gclid',
  'yclid',
  'icon_message_id',
  'auth_auto_message_id',
  'triplabot_user_id',
  'triplabot_sync',
  'tripla_preview',
  'mcp_currency',
  'currency',
  'current_reservation',
  'custom_bot_test',
  'urlBack',
  'key',
  'context',
  'type',
  'lineLiffToken',
  'redirectUrlFromLiff',
  'referrer_code',
  'organization_id',
  'triplaPaymentNo',
] as const;

export const SEARCH_PARAM_NAMES = [
  'adults',
  'children',
  'checkin',
  'checkout',
  'type',
  'room_type_code',
  'room_type_codes',
  'hotel_plan_code',
  'hotel_plan_codes',
  'room_plan_code',
  'room_plan_codes',
  'mode',
  'promo_code',
  'order',
  'is_including_occupied',
  'kids_ages',
  'kids_tiers',
  'coupon_code',
  'voucher_coupon_code',
  'room_count',
  'rooms',
  'search_type',
  'nights',
  'price_displayed_total',
  'google_site',
  'google_promo_code',
  'dynamic_package',
  'lottery_event',
  'current_lottery_entry',
  'lottery_access_token',
  'is_day_use',
  'filter',
  'warning',
] as const;

/**
 * Parameters that carry credentials. They are read once, then removed from the address so they
 * are not bookmarked, shared, sent as Referer or kept in history. `brand_custom_auth_token` may
 * be renamed by the facility; the reader is told the name (see {@link readStartupParams}).
 */
export const TOKEN_PARAM_NAMES = [
  'accessToken',
  'login_token',
  'otid',
  'one_time_access_token',
  'refresh_token',
  'brand_custom_auth_token',
  'lineLiffToken',
  // The hotel's preview link (issue 18): read once, never bookmarked or shared onwards.
  'preview_token',
] as const;

export type StartupParamName = (typeof STARTUP_PARAM_NAMES)[number];

/** What the app learnt from the address at startup. Absent parameters are absent keys. */
export interface StartupParams {
  /** Every listed startup parameter present, raw (after trimming; empty ones dropped). */
  readonly raw: Readonly<Partial<Record<StartupParamName, string>>>;
  /**
   * Every parameter of the address, trimmed, empty ones dropped: for names learnt only from the
   * init settings (the facility's own name for the brand custom auth token).
   */
  readonly all: Readonly<Record<string, string>>;
  /** Search parameters present, raw (the search feature parses them). */
  readonly search: Readonly<Record<string, string>>;
  /** `hotel_code` or `code`, as given (not normalised). */
  readonly hotelCode?: string;
  /** `iframe=triplabot`: running inside the chatbot frame. */
  readonly inChatbot: boolean;
  /** `segment_ids` split on commas. */
  readonly segmentIds: readonly string[];
  /** The signed-in member's token from `accessToken` or `login_token`. */
  readonly accessToken?: string;
  /** The brand's custom auth token (under the facility's own parameter name if it has one). */
  readonly brandCustomAuthToken?: string;
  /** `tripla_preview=true`. */
  readonly preview: boolean;
}

/**
 * Reads the startup and search parameters of a query string. `customTokenName` is the
 * facility's own name for the brand custom auth token, when it set one.
 */
export function readStartupParams(
  query: URLSearchParams | string,
  customTokenName?: string,
): StartupParams {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const value = (name: string): string | undefined => params.get(name)?.trim() || undefined;
  const raw: Partial<Record<StartupParamName, string>> = {};
  for (const name of STARTUP_PARAM_NAMES) {
    const found = value(name);
    if (found !== undefined) raw[name] = found;
  }
  const search: Record<string, string> = {};
  for (const name of SEARCH_PARAM_NAMES) {
    const found = value(name);
    if (found !== undefined) search[name] = found;
  }
  const all: Record<string, string> = {};
  for (const [name, found] of params) if (found.trim()) all[name] = found.trim();
  const result: {
    -readonly [K in keyof StartupParams]: StartupParams[K];
  } = {
    raw,
    all,
    search,
    inChatbot: raw.iframe === 'triplabot',
    segmentIds: (raw.segment_ids ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
    preview: raw.tripla_preview === 'true',
  };
  const hotelCode = raw.hotel_code ?? raw.code;
  if (hotelCode !== undefined) result.hotelCode = hotelCode;
  const accessToken = raw.accessToken ?? raw.login_token;
  if (accessToken !== undefined) result.accessToken = accessToken;
  const custom = (customTokenName && value(customTokenName)) || raw.brand_custom_auth_token;
  if (custom !== undefined) result.brandCustomAuthToken = custom;
  return result;
}

/**
 * The brand custom auth token of the address (product.md §2 startup parameters): under the
 * facility's own name when its settings give one (`brand_custom_auth_token_name`), else
 * `brand_custom_auth_token`.
 */
export function customAuthToken(
  params: StartupParams,
  facilityName: string | null | undefined,
): string | undefined {
  return (facilityName ? params.all[facilityName] : undefined) ?? params.brandCustomAuthToken;
}
