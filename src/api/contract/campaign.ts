import * as v from 'valibot';
import { CAMPAIGN_VALUE, type CampaignField } from '../../rules/campaign.ts';

const CampaignValueSchema = v.optional(
  v.pipe(v.string(), v.regex(CAMPAIGN_VALUE, 'a campaign value of 1–200 characters, no @ < >')),
);

/**
 * The campaign a booking came from (src/rules/campaign.ts): the landing link's UTM and click
 * ids, kept a day by the widget and sent with the booking. Strict: an unknown field (a
 * `user_id`, say) is refused rather than stored.
 */
export const CampaignSchema = v.strictObject({
  utm_source: CampaignValueSchema,
  utm_medium: CampaignValueSchema,
  utm_campaign: CampaignValueSchema,
  campaignid: CampaignValueSchema,
  adgroupid: CampaignValueSchema,
  keyword: CampaignValueSchema,
  gclid: CampaignValueSchema,
  yclid: CampaignValueSchema,
  source: CampaignValueSchema,
  medium: CampaignValueSchema,
  email_id: CampaignValueSchema,
  search_id: CampaignValueSchema,
  metasearch_source: CampaignValueSchema,
} satisfies Record<CampaignField, unknown>);
