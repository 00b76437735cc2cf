/**
 * Campaign attribution (product.md §2 "Query parameters read at startup" and §3 search form
 * "Tracking"): the parameters an ad, a newsletter or a metasearch site puts on the link that
 * brought the guest, kept for a day (doc 2 §9 "Utm cookie") and stored on the reservation.
 * `user_id` and `segment_ids` are left out on purpose: they identify a person or an audience,
 * not a campaign, and nothing here may carry personal data.
 */
export const CAMPAIGN_FIELDS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'campaignid',
  'adgroupid',
  'keyword',
  'gclid',
  'yclid',
  'source',
  'medium',
  'email_id',
  'search_id',
  'metasearch_source',
] as const;

export type CampaignField = (typeof CAMPAIGN_FIELDS)[number];

/** The campaign a booking came from; absent fields were not on the link. */
export type Campaign = Partial<Record<CampaignField, string>>;

/** How long a campaign is remembered after the visit that brought it (doc 2 §9: 1 day). */
export const CAMPAIGN_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Longest value kept: click ids are about 100 characters, campaign names shorter. */
export const CAMPAIGN_VALUE_MAX = 200;

/**
 * A value worth keeping: 1–200 characters, no control characters, and no `@`, `<` or `>`.
 * `@` rules out e-mail addresses (personal data must never reach a tag or the reservation's
 * attribution); `<` and `>` rule out markup that a report might one day show unescaped.
 */
export const CAMPAIGN_VALUE = /^[^\p{Cc}@<>]{1,200}$/u;

/** Whether `value` may be kept as a campaign field's value. */
export function isCampaignValue(value: string): boolean {
  return CAMPAIGN_VALUE.test(value);
}

/**
 * The campaign fields of a query (a landing page's address): trimmed, only valid values, no
 * other parameter. Empty when the address carried none.
 */
export function campaignOf(query: URLSearchParams): Campaign {
  const campaign: Campaign = {};
  for (const field of CAMPAIGN_FIELDS) {
    const value = query.get(field)?.trim();
    if (value && isCampaignValue(value)) campaign[field] = value;
  }
  return campaign;
}

/** True when the campaign holds no field. */
export function isEmptyCampaign(campaign: Campaign): boolean {
  return Object.keys(campaign).length === 0;
}
